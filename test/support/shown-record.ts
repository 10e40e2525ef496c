import { expect } from 'vitest';
import type { Session } from '#contract/auth';
import { call } from './api-fixtures';
import type { TestApp } from './test-app';

/** Matches played, won and lost, and the results 'level confirmed by N results' names. */
export interface PlayedRecord {
  played: number;
  wins: number;
  losses: number;
  /** The win rate in whole per cent, null before a first match. */
  winRate: number | null;
  ratedResults: number;
}

interface Shown {
  gamesPlayed: number;
  wins: number;
  losses: number;
  winRate?: number | null;
  rating: { results: number };
}

const recordOf = (shown: Shown): PlayedRecord => ({
  played: shown.gamesPlayed,
  wins: shown.wins,
  losses: shown.losses,
  winRate: shown.winRate === undefined ? winRateOf(shown.wins, shown.gamesPlayed) : shown.winRate,
  ratedResults: shown.rating.results,
});

export const winRateOf = (wins: number, played: number) =>
  played > 0 ? Math.round((wins * 100) / played) : null;

/** The record a player's confirmed results make. */
export function recordFromResults(wins: number, losses: number): PlayedRecord {
  const played = wins + losses;
  return { played, wins, losses, winRate: winRateOf(wins, played), ratedResults: played };
}

/**
 * A player's record wherever the app shows it: their card in the player list, their page (the
 * API and the server-rendered description, which needs a test app with a web root), their own
 * profile; and how many confirmed results their My matches lists.
 */
export async function shownRecords(t: TestApp, session: Session) {
  const id = session.user.id;
  const get = async (url: string, as: Session | null = null) => {
    const response = await call(t, 'GET', url, as);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const list = await get('/api/players');
  const card = (list.items as (Shown & { id: string })[]).find((player) => player.id === id);
  expect(card, 'the player is in the list').toBeDefined();
  const page = await get(`/api/players/${id}`);
  const profile = await get('/api/profile', session);
  const mine = await get('/api/my/matches?status=confirmed', session);
  const html = await t.app.inject({
    method: 'GET',
    url: `/players/${id}`,
    headers: { 'accept-language': 'en' },
  });
  const described = /\((\d+) match(?:es)? played\)/.exec(html.body)?.[1];
  return {
    card: recordOf(card as Shown),
    page: recordOf(page),
    profile: recordOf(profile),
    pageDescription: described === undefined ? undefined : Number(described),
    confirmedResults: mine.total as number,
  };
}

/** Every place agrees with `record`, and with the confirmed results My matches lists. */
export async function expectShownEverywhere(t: TestApp, session: Session, record: PlayedRecord) {
  const shown = await shownRecords(t, session);
  const label = session.user.email;
  expect(shown.card, `${label}: card`).toEqual(record);
  expect(shown.page, `${label}: page`).toEqual(record);
  expect(shown.profile, `${label}: profile`).toEqual(record);
  expect(shown.pageDescription, `${label}: page description`).toBe(record.played);
  expect(shown.confirmedResults, `${label}: confirmed results`).toBe(record.played);
}
