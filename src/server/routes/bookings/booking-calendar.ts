import type { Booking, BookingStatus } from '#contract/bookings';
import { type CalendarEvent, icalendar } from '#server/lib/icalendar';

const STATUS: Record<BookingStatus, CalendarEvent['status']> = {
  pending: 'TENTATIVE',
  accepted: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/** The booking as an .ics file; the summary in Bulgarian and English, as the site's languages. */
export function bookingCalendar(booking: Booking, now: Date): string {
  const court = booking.court.nameEn
    ? `${booking.court.name} / ${booking.court.nameEn}`
    : booking.court.name;
  return icalendar({
    uid: `booking-${booking.id}@sofia-tennis`,
    stamp: now,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: `Тенис / Tennis: ${court}`,
    location: `${booking.court.address}, ${booking.court.postcode} София`,
    description: [booking.note, booking.ownerNote].filter(Boolean).join('\n') || undefined,
    status: STATUS[booking.status],
  });
}
