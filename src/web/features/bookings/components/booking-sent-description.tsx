import { Link } from 'wouter';
import { useTranslation } from '#web/lib/i18n/use-translation';

/**
 * What happens after 'Book Court': the owner accepts or declines the chosen time, the player is
 * told either way, and My bookings shows the request meanwhile.
 */
export function BookingSentDescription({ courtName }: { courtName: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('booking_sent_description', { courtName })}{' '}
      <Link href="/my/bookings" className="font-medium underline underline-offset-2">
        {t('booking_sent_link')}
      </Link>
    </>
  );
}
