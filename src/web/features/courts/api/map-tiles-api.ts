import { queryOptions } from '@tanstack/react-query';
import type { MapTiles } from '#contract/map-tiles';
import { apiFetch } from '#web/lib/api-client';

/** GET /api/map-tiles: where the map's tiles come from; it changes only with the server's setup. */
export const mapTilesQueryOptions = () =>
  queryOptions({
    queryKey: ['map-tiles'],
    queryFn: ({ signal }) => apiFetch<MapTiles>('/api/map-tiles', { signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    // Offline the map shows its markers without tiles rather than waiting for retries.
    retry: false,
  });
