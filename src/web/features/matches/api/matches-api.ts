import type { Match, MatchBody, MatchesPage } from '#contract/matches';
import type { PlayersPage } from '#contract/players';
import { apiFetch, jsonBody, toQueryString } from '#web/lib/api-client';

export const matchesQueryKey = ['matches'] as const;

/** GET /api/my/matches (Bearer): results the user recorded or was named in, newest first. */
export function fetchMatches(cursor: string | undefined, signal?: AbortSignal) {
  return apiFetch<MatchesPage>(`/api/my/matches${toQueryString({ cursor })}`, { signal });
}

/** The results recorded from one open match: a key under matchesQueryKey, refreshed with it. */
export const gameMatchesQueryKey = (openMatchId: string) =>
  [...matchesQueryKey, 'game', openMatchId] as const;

/** GET /api/my/matches?openMatchId= (Bearer): the user's results of one game, newest first. */
export function fetchGameMatches(openMatchId: string, signal?: AbortSignal) {
  return apiFetch<MatchesPage>(`/api/my/matches${toQueryString({ openMatchId })}`, { signal });
}

/** POST /api/matches (Bearer): pending until the opponent confirms. */
export function recordMatch(body: MatchBody): Promise<Match> {
  return apiFetch<Match>('/api/matches', jsonBody(body));
}

export type MatchAction = 'confirm' | 'dispute' | 'withdraw';

/**
 * POST /api/matches/:id/confirm | dispute (the opponent) | withdraw (either player of a
 * confirmed result). Like every write, it makes the home page's cached lists stale, so the
 * player cards show the new stats and ratings.
 */
export function answerMatch(id: string, action: MatchAction): Promise<Match> {
  return apiFetch<Match>(`/api/matches/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}

/** GET /api/players?q=: candidates for the opponent picker. */
export function searchPlayers(q: string, signal?: AbortSignal): Promise<PlayersPage> {
  return apiFetch<PlayersPage>(`/api/players${toQueryString({ q: q.trim() || undefined })}`, {
    signal,
  });
}

/** "6-4 3-6 10-8" (or with commas) → ["6-4", "3-6", "10-8"]. */
export function parseSets(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((set) => set.trim())
    .filter(Boolean);
}
