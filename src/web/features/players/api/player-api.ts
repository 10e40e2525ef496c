import { queryOptions } from '@tanstack/react-query';
import type { PlayerDetail } from '../../../../contract/players';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/players/:id: a listed player's public page. */
export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['player', id],
    queryFn: ({ signal }) =>
      apiFetch<PlayerDetail>(`/api/players/${encodeURIComponent(id)}`, { signal, auth: false }),
  });
