import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { WRITE_LIMITS, type WriteAction } from './rate-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Saturday 2 May 2026, 12:00 in Sofia.
const clock = createTestClock('2026-05-02T09:00:00Z');
let t: TestApp;
let players: Session[];

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  players = [];
  for (let i = 0; i < 6; i++) {
    players.push(await signedUpUser(t, `player${i}@example.com`, `Player ${i}`));
  }
});
afterAll(() => t.close());

function as(
  session: Session,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  remoteAddress = '10.0.0.1',
) {
  return t.app.inject({ method, url, headers: bearer(session), payload, remoteAddress });
}

const limitOf = (action: WriteAction, scope: 'perAccount' | 'perAddress', windowMs: number) => {
  const found = WRITE_LIMITS[action][scope].find((w) => w.windowMs === windowMs);
  if (!found) throw new Error(`no ${windowMs} ms window for ${action}`);
  return found.limit;
};

function expectRefused(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().error.code).toBe('rate_limited');
  // The test clock stands still: the first write of the window leaves it that long from now.
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.json().error.fields).toEqual({ retryAfter: String(retryAfterSeconds) });
}

/** Sends `times` writes, each answered with something other than 429. */
async function spend(times: number, write: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < times; i++) {
    const response = await write(i);
    expect(response.statusCode, response.body).not.toBe(429);
    expect(response.statusCode, response.body).toBeLessThan(500);
  }
}

describe('chat messages', () => {
  let conversationIds: string[];

  beforeAll(async () => {
    conversationIds = [];
    for (const player of players) {
      const started = await as(player, 'POST', '/api/conversations', {
        userId: player === players[0] ? players[1]?.user.id : players[0]?.user.id,
      });
      expect(started.statusCode).toBe(200);
      conversationIds.push(started.json().id);
    }
  });

  const send = (n: number, content: string, remoteAddress?: string) =>
    as(
      players[n] as Session,
      'POST',
      `/api/conversations/${conversationIds[n]}/messages`,
      { content },
      remoteAddress,
    );

  it('allows a quick chat, then asks one account to wait a minute', async () => {
    const perMinute = limitOf('message', 'perAccount', MINUTE);
    expect(perMinute).toBeGreaterThanOrEqual(30);
    await spend(perMinute, (i) => send(0, `message ${i}`));
    expectRefused(await send(0, 'one too many'), 60);
    // Another player on the same address is not held up by the first one's limit.
    expect((await send(1, 'hello')).statusCode).toBe(201);
    clock.advance(MINUTE);
    expect((await send(0, 'after a minute')).statusCode).toBe(201);
  });

  it('limits one address across its accounts', async () => {
    clock.advance(HOUR);
    const perMinute = limitOf('message', 'perAddress', MINUTE);
    const perAccount = limitOf('message', 'perAccount', MINUTE);
    const accounts = perMinute / perAccount;
    expect(accounts).toBeLessThan(players.length);
    for (let n = 0; n < accounts; n++) {
      await spend(perAccount, (i) => send(n, `from the club ${n}.${i}`, '10.9.9.9'));
    }
    expectRefused(await send(accounts, 'the club is full', '10.9.9.9'), 60);
    expect((await send(accounts, 'from home', '10.1.1.1')).statusCode).toBe(201);
  });

  it('answers a repeated send (same client id) even at the limit', async () => {
    clock.advance(HOUR);
    const clientId = '7d5c1d54-4a9b-4e43-9d52-9e7a3c1e2f10';
    const path = `/api/conversations/${conversationIds[2]}/messages`;
    const first = await as(players[2] as Session, 'POST', path, { content: 'once', clientId });
    expect(first.statusCode).toBe(201);
    await spend(limitOf('message', 'perAccount', MINUTE) - 1, (i) => send(2, `more ${i}`));
    const repeated = await as(players[2] as Session, 'POST', path, { content: 'once', clientId });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().id).toBe(first.json().id);
  });
});

describe('other writes others see, per account', () => {
  it('new conversations (opening an existing one is not counted)', async () => {
    const limit = limitOf('conversation', 'perAccount', HOUR);
    const others = await t.database.db.query<{ id: string }>(
      `insert into profiles (id, name)
       select gen_random_uuid(), 'Partner ' || n from generate_series(1, $1::int) n
       returning id`,
      [limit + 1],
    );
    const me = players[3] as Session;
    await spend(limit, (i) => as(me, 'POST', '/api/conversations', { userId: others[i]?.id }));
    expect((await as(me, 'POST', '/api/conversations', { userId: others[0]?.id })).statusCode).toBe(
      200,
    );
    expectRefused(await as(me, 'POST', '/api/conversations', { userId: others[limit]?.id }), 3600);
  });

  it('booking requests', async () => {
    const me = players[4] as Session;
    const body = { courtId: UNKNOWN_ID, date: '2026-05-11', startTime: '18:00', durationHours: 1 };
    await spend(limitOf('booking', 'perAccount', HOUR), () =>
      as(me, 'POST', '/api/bookings', body),
    );
    expectRefused(await as(me, 'POST', '/api/bookings', body), 3600);
  });

  it('partner requests', async () => {
    const me = players[4] as Session;
    const body = { level: 'intermediate', district: 'lozenets', preferredTime: 'Evenings' };
    await spend(limitOf('partnerRequest', 'perAccount', HOUR), () =>
      as(me, 'POST', '/api/partner-requests', body),
    );
    expectRefused(await as(me, 'POST', '/api/partner-requests', body), 3600);
  });

  it('match results', async () => {
    const me = players[5] as Session;
    const body = { opponentId: players[0]?.user.id, playedOn: '2026-05-01', sets: ['6-4', '6-3'] };
    await spend(limitOf('matchResult', 'perAccount', HOUR), () =>
      as(me, 'POST', '/api/matches', body),
    );
    expectRefused(await as(me, 'POST', '/api/matches', body), 3600);
  });

  it('court listings and their changes', async () => {
    const me = players[5] as Session;
    const listed = await as(me, 'POST', '/api/courts', NEW_COURT);
    expect(listed.statusCode).toBe(201);
    const url = `/api/courts/${listed.json().id}`;
    await spend(limitOf('courtListing', 'perAccount', HOUR) - 1, () =>
      as(me, 'PUT', url, NEW_COURT),
    );
    expectRefused(await as(me, 'PUT', url, NEW_COURT), 3600);
    expectRefused(await as(me, 'POST', '/api/courts', NEW_COURT), 3600);
  });

  it('profile changes', async () => {
    const me = players[5] as Session;
    await spend(limitOf('profile', 'perAccount', HOUR), (i) =>
      as(me, 'PUT', '/api/profile', { name: `Player Five ${i}` }),
    );
    expectRefused(await as(me, 'PUT', '/api/profile', { name: 'Too Often' }), 3600);
  });

  it('play requests', async () => {
    const me = players[3] as Session;
    const limit = limitOf('playRequest', 'perAccount', HOUR);
    await spend(limit, (i) =>
      as(me, 'POST', `/api/players/${players[i % 3]?.user.id}/play-request`, {}),
    );
    expectRefused(
      await as(me, 'POST', `/api/players/${players[0]?.user.id}/play-request`, {}),
      3600,
    );
  });
});
