import { queryOptions } from '@tanstack/react-query';
import type { CourtInput, MyCourts } from '#contract/court-listings';
import { type CourtPhotos, PHOTO_CONTENT_TYPES } from '#contract/court-photos';
import type { CourtDetail } from '#contract/courts';
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
    queryFn: ({ signal }) =>
      apiFetch<CourtDetail>(`/api/courts/${encodeURIComponent(id)}`, { signal }),
  });

/**
 * POST /api/courts, or PUT /api/courts/:id with the whole form. Like every write, it makes the
 * home page's cached lists stale.
 */
export function saveCourt(input: CourtInput, id?: string): Promise<CourtDetail> {
  return apiFetch<CourtDetail>(id ? `/api/courts/${encodeURIComponent(id)}` : '/api/courts', {
    ...jsonBody(input),
    method: id ? 'PUT' : 'POST',
  });
}

/** DELETE /api/courts/:id (the owner; refused while bookings to come exist). */
export function removeCourt(id: string): Promise<void> {
  return apiFetch<void>(`/api/courts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

const photosPath = (courtId: string) => `/api/courts/${encodeURIComponent(courtId)}/photos`;

/**
 * POST /api/courts/:id/photos with the file itself as the body. A type the upload does not
 * name (a GIF, a text, none at all) goes as bytes: the server decides by decoding them, and
 * answers what the user can act on.
 */
export function uploadCourtPhoto(courtId: string, file: File): Promise<CourtPhotos> {
  const known = (PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type);
  return apiFetch<CourtPhotos>(photosPath(courtId), {
    method: 'POST',
    body: file,
    headers: { 'content-type': known ? file.type : 'application/octet-stream' },
  });
}

/** PUT /api/courts/:id/photos/order: every photo, the cover first. */
export function orderCourtPhotos(courtId: string, ids: string[]): Promise<CourtPhotos> {
  return apiFetch<CourtPhotos>(`${photosPath(courtId)}/order`, {
    ...jsonBody({ ids }),
    method: 'PUT',
  });
}

/** DELETE /api/courts/:id/photos/:photoId. */
export function removeCourtPhoto(courtId: string, photoId: string): Promise<CourtPhotos> {
  return apiFetch<CourtPhotos>(`${photosPath(courtId)}/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}
