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
      {/* A finger's 44 px on a phone, as every link there. */}
      <Link
        href="/my/bookings"
        className="inline-flex items-center font-medium underline underline-offset-2 max-sm:min-h-11"
      >
        {t('booking_sent_link')}
      </Link>
    </>
  );
}
