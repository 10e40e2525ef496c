import { Download } from 'lucide-react';
import { Link } from 'wouter';
import type { BookingCreated } from '#contract/booking-series';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { courtUnitName } from '#web/lib/court-unit-name';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { downloadBookingCalendar } from '../api/bookings-api';
import { formatBookingDate } from './booking-item';

/**
 * What happens after 'Book Court'. A request: the owner accepts or declines the chosen time, the
 * player is told either way, and My bookings shows it meanwhile. An instant booking: the court
 * is the player's now, with its calendar file at hand.
 */
export function BookingSentDescription(props: { courtName: string; booking: BookingCreated }) {
  const { t, i18n } = useTranslation();
  const { booking } = props;
  // A finger's 44 px on a phone, as every link there.
  const target =
    'inline-flex items-center font-medium underline underline-offset-2 max-sm:min-h-11';
  if (booking.season) {
    const asked = booking.season.dates.filter((date) => date.bookingId);
    const skipped = booking.season.dates.filter((date) => date.skipped);
    const language = i18n.resolvedLanguage ?? 'bg';
    return (
      <>
        {t('booking_season_sent_description', { courtName: props.courtName, count: asked.length })}{' '}
        {skipped.length > 0 &&
          `${t('booking_season_skipped', {
            dates: skipped.map((date) => formatBookingDate(date.date, language)).join('; '),
          })} `}
        <Link href="/my/bookings" className={target}>
          {t('booking_sent_link')}
        </Link>
      </>
    );
  }
  if (booking.status !== 'accepted') {
    return (
      <>
        {t('booking_sent_description', { courtName: props.courtName })}{' '}
        <Link href="/my/bookings" className={target}>
          {t('booking_sent_link')}
        </Link>
      </>
    );
  }
  return (
    <>
      {t('booking_booked_description', {
        courtName: props.courtName,
        unit: booking.unit ? courtUnitName(booking.unit, t) : '',
        start: booking.startTime,
        end: booking.endTime,
      })}{' '}
      <button
        type="button"
        className={`${target} gap-1`}
        onClick={() =>
          void downloadBookingCalendar(booking).catch((error) => showApiErrorToast(t, error))
        }
      >
        <Download aria-hidden="true" className="size-4" />
        {t('booking_calendar')}
      </button>{' '}
      <Link href="/my/bookings" className={target}>
        {t('booking_sent_link')}
      </Link>
    </>
  );
}
