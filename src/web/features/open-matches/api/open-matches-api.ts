import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  OpenMatch,
  OpenMatchBody,
  OpenMatchEdit,
  OpenMatchesQuery,
} from '#contract/open-matches';
import { apiFetch, jsonBody, toQueryString } from '#web/lib/api-client';
import { foundOrNone } from '#web/lib/found-or-none';
import { LISTS_QUERY_KEY } from '#web/lib/keyset-list';
import { useSession } from '#web/lib/session';

export const OPEN_MATCHES_PATH = '/api/open-matches';

/** GET /api/open-matches: the board narrowed by the filters, or with `mine` one's own games. */
export function openMatchesUrl(query: Omit<OpenMatchesQuery, 'cursor'>): string {
  return `${OPEN_MATCHES_PATH}${toQueryString(query)}`;
}

const gamePath = (id: string) => `${OPEN_MATCHES_PATH}/${encodeURIComponent(id)}`;

/**
 * A game as `viewerId` sees it (where they stand in it, the asks for its organiser): the server
 * renders it for a visitor, and a signed-in player's browser asks again as them.
 */
export const openMatchQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['open-match', id, viewerId],
    queryFn: ({ signal }) => foundOrNone(apiFetch<OpenMatch>(gamePath(id), { signal })),
  });

/** A game as an answer left it: its page shows it at once, and the lists load afresh. */
export function useSettledOpenMatch() {
  const client = useQueryClient();
  const viewerId = useSession().user?.id ?? null;
  return useCallback(
    (game: OpenMatch) => {
      client.setQueryData(openMatchQueryOptions(game.id, viewerId).queryKey, game);
      void client.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      return game;
    },
    [client, viewerId],
  );
}

/** POST /api/open-matches (Bearer). */
export function postOpenMatch(body: OpenMatchBody): Promise<OpenMatch> {
  return apiFetch<OpenMatch>(OPEN_MATCHES_PATH, jsonBody(body));
}

/** PATCH /api/open-matches/:id (Bearer, the organiser): the game as changed. */
export function editOpenMatch(id: string, changes: OpenMatchEdit): Promise<OpenMatch> {
  return apiFetch<OpenMatch>(gamePath(id), { ...jsonBody(changes), method: 'PATCH' });
}

export type OpenMatchAction =
  | 'join'
  | 'leave'
  | 'cancel'
  | { ask: string; answer: 'accept' | 'decline' }
  | { remove: string };

function actionPath(id: string, action: OpenMatchAction): string {
  if (typeof action === 'string') return `${gamePath(id)}/${action}`;
  if ('ask' in action) return `${gamePath(id)}/asks/${action.ask}/${action.answer}`;
  return `${gamePath(id)}/players/${action.remove}/remove`;
}

/** One of a game's actions (Bearer): joining answers the game, asked or joined. */
export function actOnOpenMatch(id: string, action: OpenMatchAction): Promise<OpenMatch> {
  return apiFetch<OpenMatch>(actionPath(id, action), { method: 'POST' });
}
