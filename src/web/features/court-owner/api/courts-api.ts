import { queryOptions } from '@tanstack/react-query';
import type { CourtInput, MyCourts } from '#contract/court-listings';
import type { Court } from '#contract/courts';
import { apiFetch, jsonBody } from '#web/lib/api-client';

export const myCourtsQueryKey = ['my-courts'] as const;

/** GET /api/my/courts (Bearer): the user's own courts, newest first. */
export const myCourtsQueryOptions = () =>
  queryOptions({
    queryKey: myCourtsQueryKey,
    queryFn: ({ signal }) => apiFetch<MyCourts>('/api/my/courts', { signal }),
  });

/** GET /api/courts/:id. */
export const courtQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['court', id],
    queryFn: ({ signal }) => apiFetch<Court>(`/api/courts/${encodeURIComponent(id)}`, { signal }),
  });

/**
 * POST /api/courts, or PUT /api/courts/:id with the whole form. Like every write, it makes the
 * home page's cached lists stale.
 */
export function saveCourt(input: CourtInput, id?: string): Promise<Court> {
  return apiFetch<Court>(id ? `/api/courts/${encodeURIComponent(id)}` : '/api/courts', {
    ...jsonBody(input),
    method: id ? 'PUT' : 'POST',
  });
}

/** DELETE /api/courts/:id (the owner; refused while bookings to come exist). */
export function removeCourt(id: string): Promise<void> {
  return apiFetch<void>(`/api/courts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
