import { queryOptions } from '@tanstack/react-query';
import type { Booking, BookingStatus, BookingsPage } from '#contract/bookings';
import type { CourtDetail } from '#contract/courts';
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

/**
 * POST /api/bookings/:id/accept | decline (owner, optional note; accepting on `unitId`, or the
 * first free court) or cancel (requester).
 */
export function answerBooking(
  id: string,
  action: 'accept' | 'decline' | 'cancel',
  note?: string,
  unitId?: string,
): Promise<Booking> {
  const path = `/api/bookings/${encodeURIComponent(id)}/${action}`;
  if (action === 'cancel') return apiFetch<Booking>(path, { method: 'POST' });
  return apiFetch<Booking>(path, jsonBody({ note: note?.trim() || null, unitId }));
}

/** GET /api/courts/:id, for its units; shares the court page's cache entry. */
export const courtUnitsQueryOptions = (courtId: string) =>
  queryOptions({
    queryKey: ['court', courtId],
    queryFn: ({ signal }) =>
      apiFetch<CourtDetail>(`/api/courts/${encodeURIComponent(courtId)}`, { signal, auth: false }),
    select: (court) => court.units,
  });

/** GET /api/bookings/:id/calendar.ics with the Bearer header, offered as a download. */
export function downloadBookingCalendar(booking: Booking): Promise<void> {
  return downloadFile(
    `/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`,
    `booking-${booking.date}-${booking.startTime.replace(':', '')}.ics`,
  );
}
