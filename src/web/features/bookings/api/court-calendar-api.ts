import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '#contract/bookings';
import type { CourtCalendar } from '#contract/court-calendar';
import { apiFetch, jsonBody, toQueryString } from '#web/lib/api-client';

/**
 * GET /api/my/courts/:id/calendar (the owner): `days` days from `from`. Under the bookings' key,
 * so every live `booking` frame, and every answer from the lists, refreshes it.
 */
export const courtCalendarQueryOptions = (courtId: string, from: string, days: number) =>
  queryOptions({
    queryKey: ['bookings', 'calendar', courtId, from, days],
    queryFn: ({ signal }) =>
      apiFetch<CourtCalendar>(
        `/api/my/courts/${encodeURIComponent(courtId)}/calendar${toQueryString({ from, days })}`,
        { signal },
      ),
  });

/** POST /api/bookings/:id/move (the owner): the accepted booking onto another unit. */
export function moveBooking(id: string, unitId: string): Promise<Booking> {
  return apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/move`, jsonBody({ unitId }));
}
