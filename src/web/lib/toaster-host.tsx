import 'sonner/dist/styles.css';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '#contract/constants';
import { useTranslation } from './i18n/use-translation';

let markMounted: () => void = () => {};
/** Resolves once the Toaster listens, so a toast raised before it mounted is not lost. */
export const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Below the sticky top bar (4 rem high): a toast never covers its buttons. */
const BELOW_TOP_BAR = { top: '4.75rem' };

export default function ToasterHost() {
  const { t } = useTranslation();
  useEffect(() => markMounted(), []);
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      position="top-center"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
      containerAriaLabel={t('toasts_region')}
      toastOptions={{ closeButtonAriaLabel: t('toast_close') }}
    />
  );
}
