import type { BookingCreated } from '#contract/booking-series';
import type { BookingBody } from '#contract/bookings';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/**
 * POST /api/bookings (Bearer): a booking request for a court, pending until the owner answers;
 * with `weeks` over 1 a season, answered with its first date and the whole season.
 */
export function requestBooking(body: BookingBody): Promise<BookingCreated> {
  return apiFetch<BookingCreated>('/api/bookings', jsonBody(body));
}
