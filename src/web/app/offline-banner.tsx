import { WifiOff } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Says that there is no connection and that what is shown is the data last seen. */
export default function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline_notice')}
    </p>
  );
}
