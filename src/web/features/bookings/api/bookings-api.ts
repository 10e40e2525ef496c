import type { Booking, BookingStatus, BookingsPage } from '#contract/bookings';
import { apiFetch, jsonBody, toQueryString } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/download-file';

export type BookingSide = 'requester' | 'owner';

const LIST_PATH: Record<BookingSide, string> = {
  requester: '/api/my/bookings',
  owner: '/api/my/court-bookings',
};

export const bookingsQueryKey = (side: BookingSide) => ['bookings', side] as const;

/** GET /api/my/bookings (requester) or /api/my/court-bookings (owner), one page. */
export function fetchBookings(
  side: BookingSide,
  cursor: string | undefined,
  signal?: AbortSignal,
  status?: BookingStatus,
): Promise<BookingsPage> {
  return apiFetch<BookingsPage>(`${LIST_PATH[side]}${toQueryString({ cursor, status })}`, {
    signal,
  });
}

/** POST /api/bookings/:id/accept | decline (owner, optional note) or cancel (requester). */
export function answerBooking(
  id: string,
  action: 'accept' | 'decline' | 'cancel',
  note?: string,
): Promise<Booking> {
  const path = `/api/bookings/${encodeURIComponent(id)}/${action}`;
  if (action === 'cancel') return apiFetch<Booking>(path, { method: 'POST' });
  return apiFetch<Booking>(path, jsonBody({ note: note?.trim() || null }));
}

/** GET /api/bookings/:id/calendar.ics with the Bearer header, offered as a download. */
export function downloadBookingCalendar(booking: Booking): Promise<void> {
  return downloadFile(
    `/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`,
    `booking-${booking.date}-${booking.startTime.replace(':', '')}.ics`,
  );
}
