import type { Booking, BookingStatus } from '#contract/bookings';
import { formatEuro } from '#contract/i18n/format-money';
import { type CalendarEvent, icalendar } from '#server/lib/icalendar';

const STATUS: Record<BookingStatus, CalendarEvent['status']> = {
  pending: 'TENTATIVE',
  accepted: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/**
 * The booking as an .ics file; its summary and price in Bulgarian and English, the site's
 * languages.
 */
export function bookingCalendar(booking: Booking, now: Date): string {
  return icalendar(bookingEvent(booking, now));
}

/** A season's accepted dates as one file, one VEVENT each with the single booking's UID. */
export function seriesCalendar(bookings: readonly Booking[], now: Date): string {
  return icalendar(bookings.map((booking) => bookingEvent(booking, now)));
}

function bookingEvent(booking: Booking, now: Date): CalendarEvent {
  const court = booking.court.nameEn
    ? `${booking.court.name} / ${booking.court.nameEn}`
    : booking.court.name;
  return {
    uid: `booking-${booking.id}@sofia-tennis`,
    stamp: now,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: `Тенис / Tennis: ${court}`,
    location: `${booking.court.address}, ${booking.court.postcode} София`,
    description: [
      `Цена / Price: ${formatEuro(booking.totalPrice, 'bg')}`,
      booking.note,
      booking.ownerNote,
    ]
      .filter(Boolean)
      .join('\n'),
    status: STATUS[booking.status],
  };
}
