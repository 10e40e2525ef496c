import { queryOptions } from '@tanstack/react-query';
import type { CourtAvailability } from '#contract/free-slots';
import { apiFetch, toQueryString } from '#web/lib/api-client';

/** GET /api/courts/:id/availability: free courts and pending requests per half hour. */
export const availabilityQueryOptions = (courtId: string, date: string, days = 1) =>
  queryOptions({
    queryKey: ['availability', courtId, date, days],
    queryFn: ({ signal }) =>
      apiFetch<CourtAvailability>(
        `/api/courts/${encodeURIComponent(courtId)}/availability${toQueryString({ date, days })}`,
        { signal, auth: false },
      ),
    staleTime: 10_000,
  });
