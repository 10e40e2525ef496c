import { queryOptions } from '@tanstack/react-query';
import type { ClosureBody, CourtClosure, CourtClosures } from '#contract/court-closures';
import { apiFetch, jsonBody } from '#web/lib/api-client';

const closuresPath = (courtId: string) => `/api/my/courts/${encodeURIComponent(courtId)}/closures`;

/** GET /api/my/courts/:id/closures (the owner): the closures that still apply. */
export const closuresQueryOptions = (courtId: string) =>
  queryOptions({
    queryKey: ['court-closures', courtId],
    queryFn: ({ signal }) => apiFetch<CourtClosures>(closuresPath(courtId), { signal }),
  });

/**
 * POST /api/my/courts/:id/closures. Over accepted bookings it answers 409
 * `closure_overlaps_bookings` with them in the error's body, unless `cancelBookings` is sent.
 */
export function addClosure(courtId: string, body: ClosureBody): Promise<CourtClosure> {
  return apiFetch<CourtClosure>(closuresPath(courtId), { ...jsonBody(body), method: 'POST' });
}

/** DELETE /api/my/courts/:id/closures/:closureId. */
export function removeClosure(courtId: string, closureId: string): Promise<void> {
  return apiFetch<void>(`${closuresPath(courtId)}/${encodeURIComponent(closureId)}`, {
    method: 'DELETE',
  });
}
