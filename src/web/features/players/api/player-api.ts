import { queryOptions } from '@tanstack/react-query';
import type { PlayerDetail } from '#contract/players';
import { apiFetch } from '#web/lib/api-client';
import { foundOrNone } from '#web/lib/found-or-none';

/**
 * GET /api/players/:id: a listed player's public page; asked as the signed-in user, if any, as
 * a player who blocked them is not there for them. Null when there is no such player.
 */
export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['player', id],
    queryFn: ({ signal }) =>
      foundOrNone(apiFetch<PlayerDetail>(`/api/players/${encodeURIComponent(id)}`, { signal })),
  });
