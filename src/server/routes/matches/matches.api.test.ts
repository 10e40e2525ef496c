import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type Match, type MatchBody, matchSchema } from '#contract/matches';
import { addDays } from '#contract/sofia-time';
import { SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { call as callAs, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const SAMPLE_PLAYER = '00000000-0000-0000-0000-000000000002';
// Monday 4 May 2026, 01:30 in Sofia but still 3 May in UTC.
const clock = createTestClock('2026-05-03T22:30:00Z');
let t: TestApp;
let alice: Session;
let bob: Session;
let carol: Session;

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  alice = await signedUpUser(t, 'alice@example.com', 'Alice');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
  carol = await signedUpUser(t, 'carol@example.com', 'Carol');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, url, session, payload);

function record(session: Session | null, body: Partial<MatchBody> = {}) {
  return call('POST', '/api/matches', session, {
    opponentId: bob.user.id,
    playedOn: '2026-05-02',
    sets: ['6-4', '3-6', '10-8'],
    ...body,
  });
}

/** Each result on a day of its own, so none repeats another that waits for an answer. */
let daysBack = 0;

async function recorded(session = alice, body: Partial<MatchBody> = {}): Promise<Match> {
  clock.advance(1000);
  daysBack += 1;
  const response = await record(session, { playedOn: addDays('2026-05-02', -daysBack), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return matchSchema.parse(response.json());
}

const answer = (session: Session | null, id: string, action: 'confirm' | 'dispute') =>
  call('POST', `/api/matches/${id}/${action}`, session);

async function stats(session: Session) {
  const profile = (await call('GET', '/api/profile', session)).json();
  return { wins: profile.wins, losses: profile.losses, gamesPlayed: profile.gamesPlayed };
}

describe('recording a result', () => {
  it('refuses the same result again while it waits for an answer, from either player', async () => {
    const first = await recorded(alice, { playedOn: '2026-04-20', sets: ['6-2', '6-3'] });
    const again = await record(alice, { playedOn: '2026-04-20', sets: ['6-2', '6-3'] });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'match_duplicate']);
    // Bob records the same match from his side.
    const mirrored = await record(bob, {
      opponentId: alice.user.id,
      playedOn: '2026-04-20',
      sets: ['2-6', '3-6'],
    });
    expect(mirrored.json().error.code).toBe('match_duplicate');
    // Another score that day, or the same once answered, is a match of its own.
    expect((await record(alice, { playedOn: '2026-04-20', sets: ['6-2', '6-4'] })).statusCode).toBe(
      201,
    );
    await answer(bob, first.id, 'dispute');
    expect((await record(alice, { playedOn: '2026-04-20', sets: ['6-2', '6-3'] })).statusCode).toBe(
      201,
    );
  });

  it('stores a pending result with the winner derived from the sets', async () => {
    const match = await recorded(alice, { playedOn: '2026-05-02', sets: ['4-6', ' 6:3', '8-10'] });
    expect(match).toMatchObject({
      reporter: { id: alice.user.id, name: 'Alice' },
      opponent: { id: bob.user.id, name: 'Bob' },
      playedOn: '2026-05-02',
      sets: ['4-6', '6-3', '8-10'],
      winnerId: bob.user.id,
      status: 'pending',
    });
    expect(await stats(bob)).toEqual({ wins: 0, losses: 0, gamesPlayed: 0 });
  });

  it('refuses invalid scores with the set and the reason', async () => {
    const fields = async (sets: string[]) => (await record(alice, { sets })).json().error.fields;
    expect(await fields(['6-5', '6-0'])).toEqual({ 'sets.0': 'invalid_set' });
    expect(await fields(['6-4', '10-9', '6-0'])).toEqual({ 'sets.1': 'invalid_set' });
    expect(await fields(['6-4', '4-6'])).toEqual({ sets: 'match_not_decided' });
    expect(await fields(['6-4', '6-4', '6-4', '6-4'])).toEqual({ sets: 'match_not_decided' });
    expect(await fields(['6-4'])).toEqual({ sets: 'too_few' });
    expect(await fields(['6-4', 'x'])).toEqual({ 'sets.1': 'set_format' });
  });

  it('refuses future dates (in Sofia), oneself, unknown players and visitors', async () => {
    // 4 May has begun in Sofia, so it may be recorded; 5 May may not.
    expect((await record(alice, { playedOn: '2026-05-04' })).statusCode).toBe(201);
    const future = await record(alice, { playedOn: '2026-05-05' });
    expect(future.json().error.fields).toEqual({ playedOn: 'in_future' });
    const own = await record(alice, { opponentId: alice.user.id });
    expect([own.statusCode, own.json().error.code]).toEqual([400, 'own_match']);
    const unknown = await record(alice, { opponentId: UNKNOWN_ID });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'user_not_found']);
    expect((await record(null)).statusCode).toBe(401);
  });
});

describe('confirming and disputing', () => {
  it('lets only the opponent answer, once', async () => {
    const match = await recorded();
    for (const action of ['confirm', 'dispute'] as const) {
      expect((await answer(null, match.id, action)).statusCode).toBe(401);
      const byCarol = await answer(carol, match.id, action);
      expect([byCarol.statusCode, byCarol.json().error.code]).toEqual([404, 'match_not_found']);
      const byReporter = await answer(alice, match.id, action);
      expect([byReporter.statusCode, byReporter.json().error.code]).toEqual([403, 'forbidden']);
    }
    expect((await answer(bob, UNKNOWN_ID, 'confirm')).statusCode).toBe(404);
    const disputed = await answer(bob, match.id, 'dispute');
    expect(disputed.json().status).toBe('disputed');
    const late = await answer(bob, match.id, 'confirm');
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'match_not_pending']);
  });

  it('counts a confirmed result exactly once, even when confirmed twice at the same time', async () => {
    const before = { alice: await stats(alice), bob: await stats(bob) };
    const match = await recorded(alice, { sets: ['6-4', '6-4'] });
    const answers = await Promise.all([
      answer(bob, match.id, 'confirm'),
      answer(bob, match.id, 'confirm'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('match_not_pending');
    expect(await stats(alice)).toEqual({
      wins: before.alice.wins + 1,
      losses: before.alice.losses,
      gamesPlayed: before.alice.gamesPlayed + 1,
    });
    expect(await stats(bob)).toEqual({
      wins: before.bob.wins,
      losses: before.bob.losses + 1,
      gamesPlayed: before.bob.gamesPlayed + 1,
    });
  });

  it('feeds the player cards, sample players included', async () => {
    const signIn = await call('POST', '/api/auth/sign-in', null, {
      email: 'georgi@demo.example.com',
      password: SAMPLE_PASSWORD,
    });
    const georgi: Session = signIn.json();
    // 'georgi' finds Николай Георгиев too: the card is Georgi's by its id.
    const card = async () =>
      (
        (await call('GET', '/api/players?q=georgi', null)).json().items as {
          id: string;
          wins: number;
          losses: number;
          gamesPlayed: number;
          winRate: number;
        }[]
      ).find((player) => player.id === SAMPLE_PLAYER);
    const before = await card();
    if (!before) throw new Error("Georgi's card is not in the list");
    const match = await recorded(carol, { opponentId: SAMPLE_PLAYER, sets: ['2-6', '6-7'] });
    expect(match.winnerId).toBe(SAMPLE_PLAYER);
    expect((await answer(georgi, match.id, 'confirm')).statusCode).toBe(200);
    const after = await card();
    expect(after?.wins).toBe(before.wins + 1);
    expect(after?.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(after?.winRate).toBe(Math.round((100 * before.wins + 100) / (before.gamesPlayed + 1)));
  });

  it('lists the user’s results, newest first, with a status filter', async () => {
    const mine = await call('GET', '/api/my/matches', bob);
    const items: Match[] = mine.json().items;
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((m) => m.opponent.id === bob.user.id || m.reporter.id === bob.user.id)).toBe(
      true,
    );
    const times = items.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const confirmed = await call('GET', '/api/my/matches?status=confirmed', bob);
    expect(confirmed.json().items.every((m: Match) => m.status === 'confirmed')).toBe(true);
    expect((await call('GET', '/api/my/matches', null)).statusCode).toBe(401);
  });
});

describe('live updates', () => {
  it('tells the opponent of a new result and the recorder of the answer', async () => {
    const url = await t.listen();
    const bobSocket = await RealtimeTestClient.signedIn(url, bob.access_token);
    const aliceSocket = await RealtimeTestClient.signedIn(url, alice.access_token);
    try {
      for (const socket of [bobSocket, aliceSocket]) await socket.followInbox();
      const match = await recorded();
      await bobSocket.waitFor(
        (f) => f.type === 'match' && f.matchId === match.id && f.status === 'pending',
      );
      await answer(bob, match.id, 'confirm');
      await aliceSocket.waitFor(
        (f) => f.type === 'match' && f.matchId === match.id && f.status === 'confirmed',
      );
    } finally {
      bobSocket.close();
      aliceSocket.close();
    }
  });
});
