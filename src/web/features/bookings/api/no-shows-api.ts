import type { Booking } from '#contract/bookings';
import { apiFetch, jsonBody } from '#web/lib/api-client';

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** POST /api/bookings/:id/no-show: the court's owner marks that the player did not come. */
export function markNoShow(bookingId: string): Promise<Booking> {
  return apiFetch<Booking>(`${bookingPath(bookingId)}/no-show`, { method: 'POST' });
}

/** POST /api/bookings/:id/no-show/reply: the player's reply to the mark, once. */
export function replyToNoShow(bookingId: string, reply: string): Promise<Booking> {
  return apiFetch<Booking>(`${bookingPath(bookingId)}/no-show/reply`, jsonBody({ reply }));
}

/** POST /api/admin/no-shows/:id/remove: an administrator removes a mark. */
export function removeNoShow(bookingId: string): Promise<void> {
  return apiFetch<void>(`/api/admin/no-shows/${encodeURIComponent(bookingId)}/remove`, {
    method: 'POST',
  });
}
