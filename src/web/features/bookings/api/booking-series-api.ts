import type { SeriesAccepted, SeriesCancelled, SeriesDeclined } from '#contract/booking-series';
import { apiFetch, jsonBody } from '#web/lib/api-client';

const seriesPath = (id: string) => `/api/booking-series/${encodeURIComponent(id)}`;

/** POST /api/booking-series/:id/accept (owner): every pending date a court is free for. */
export function acceptSeries(id: string, note?: string): Promise<SeriesAccepted> {
  return apiFetch<SeriesAccepted>(`${seriesPath(id)}/accept`, jsonBody({ note: note || null }));
}

/** POST /api/booking-series/:id/decline (owner): every pending date. */
export function declineSeries(id: string, note?: string): Promise<SeriesDeclined> {
  return apiFetch<SeriesDeclined>(`${seriesPath(id)}/decline`, jsonBody({ note: note || null }));
}

/** POST /api/booking-series/:id/cancel (either side): the date `from` and every later one. */
export function cancelSeriesRest(id: string, from: string): Promise<SeriesCancelled> {
  return apiFetch<SeriesCancelled>(`${seriesPath(id)}/cancel`, jsonBody({ from }));
}
