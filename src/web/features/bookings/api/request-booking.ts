import type { Booking, BookingBody } from '#contract/bookings';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/** POST /api/bookings (Bearer): a booking request for a court, pending until the owner answers. */
export function requestBooking(body: BookingBody): Promise<Booking> {
  return apiFetch<Booking>('/api/bookings', jsonBody(body));
}
