import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import type { Court } from '#contract/courts';
import type { District, SkillLevel } from '#contract/enum-values';
import { type Proposals, proposalsSchema } from '#contract/proposals';
import type { ScheduleBody } from '#contract/schedule';
import { call as apiCall, NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 1 June 2026, 10:00 in Sofia: the week runs to Sunday 7 June.
const START = '2026-06-01T07:00:00Z';
const clock = createTestClock(START);
let t: TestApp;
let court: Court;
const players: Record<string, Session> = {};

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  body?: unknown,
) => apiCall(t, method, url, session, body);

type Windows = ScheduleBody['windows'];

/** A player with a profile and, unless `windows` is null, a schedule. */
async function player(
  key: string,
  level: SkillLevel,
  windows: Windows | null,
  schedule: Partial<ScheduleBody> = {},
  district: District = 'lozenets',
) {
  await t.forgetRateLimits();
  const session = await signedUpUser(t, `${key}@example.com`, key);
  const profile = await call('PUT', '/api/profile', session, { name: key, level, district });
  expect(profile.statusCode, profile.body).toBe(200);
  if (windows) {
    const saved = await call('PUT', '/api/me/schedule', session, {
      windows,
      districts: [district],
      courtIds: [],
      formats: ['singles', 'doubles'],
      levels: ['intermediate', 'advanced'],
      ...schedule,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  players[key] = session;
  return session;
}

const TUESDAY_EVENING: Windows = [{ weekday: 'tue', from: '19:00', until: '21:00' }];

async function proposalsOf(key: string): Promise<Proposals> {
  const response = await call('GET', '/api/me/proposals', players[key] ?? null);
  expect(response.statusCode, response.body).toBe(200);
  return proposalsSchema.parse(response.json());
}

const names = (proposals: Proposals) => proposals.items.map((p) => p.player.name);

beforeAll(async () => {
  t = await createTestApp({ clock, seed: false, accessTokenTtlSeconds: 900 * 86_400 });
  const owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  const listed = await call('POST', '/api/courts', owner, NEW_COURT);
  expect(listed.statusCode, listed.body).toBe(201);
  court = listed.json();

  await player('vera', 'intermediate', [
    { weekday: 'mon', from: '09:00', until: '12:00' },
    { weekday: 'mon', from: '18:00', until: '20:00' },
    ...TUESDAY_EVENING,
    { weekday: 'sat', from: '09:00', until: '12:00' },
  ]);
  // Free with Vera: Ivan on Tuesday from 19:30, Maya tonight, Petar (far stronger) on Tuesday.
  await player('ivan', 'intermediate', [{ weekday: 'tue', from: '19:30', until: '22:00' }]);
  await player('maya', 'intermediate', [{ weekday: 'mon', from: '18:00', until: '20:00' }]);
  await player('petar', 'advanced', TUESDAY_EVENING);
  await t.database.db.query(
    'update profiles set rating = 2000, rating_deviation = 60, rated_results = 12 where id = $1',
    [players.petar?.user.id],
  );
  // Free this morning from 09:00: proposed from the next half hour after 10:00.
  await player('rumi', 'intermediate', [{ weekday: 'mon', from: '09:00', until: '12:00' }]);

  // Never proposed to Vera, each for one reason.
  const bob = await player('bob', 'intermediate', TUESDAY_EVENING);
  const blocked = await call('POST', '/api/blocks', players.vera ?? null, { userId: bob.user.id });
  expect(blocked.statusCode, blocked.body).toBe(200);
  await player('pavel', 'intermediate', TUESDAY_EVENING, { pausedUntil: '2026-06-10' });
  await player('sam', 'intermediate', TUESDAY_EVENING, { suggestMe: false });
  const hana = await player('hana', 'intermediate', TUESDAY_EVENING);
  await t.database.db.query('update profiles set hidden_at = now() where id = $1', [hana.user.id]);
  await player('dora', 'intermediate', TUESDAY_EVENING, {}, 'center');
  await player('nick', 'intermediate', [{ weekday: 'wed', from: '19:00', until: '21:00' }]);
  await player('lea', 'beginner', TUESDAY_EVENING, { levels: ['beginner', 'intermediate'] });
  await player('zed', 'intermediate', TUESDAY_EVENING, { levels: ['advanced'] });
  await player('oleg', 'intermediate', [{ weekday: 'tue', from: '20:30', until: '22:00' }]);
  await player('lone', 'intermediate', null);
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

describe('GET /api/me/proposals', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/me/proposals', null)).statusCode).toBe(401);
  });

  it('has nothing to propose before the player saves windows', async () => {
    expect(await proposalsOf('lone')).toEqual({ state: 'no_windows', items: [], games: [] });
  });

  it('proposes only those free at the same time, at the same place, at each other’s level', async () => {
    const proposals = await proposalsOf('vera');
    expect(proposals.state).toBe('ready');
    expect(names(proposals).sort()).toEqual(['ivan', 'maya', 'petar', 'rumi']);
  });

  it('gives the first moment inside both windows, the place, the format and the chance', async () => {
    const ivan = (await proposalsOf('vera')).items.find((p) => p.player.name === 'ivan');
    expect(ivan).toMatchObject({
      date: '2026-06-02',
      from: '19:30',
      until: '21:00',
      format: 'singles',
      district: 'lozenets',
      court: null,
      winChance: 0.5,
      showUp: null,
    });
  });

  it('starts a moment today from the next half hour', async () => {
    const rumi = (await proposalsOf('vera')).items.find((p) => p.player.name === 'rumi');
    expect(rumi).toMatchObject({ date: '2026-06-01', from: '10:30', until: '12:00' });
  });

  it('orders by fairness, then a court free at that moment', async () => {
    const proposals = await proposalsOf('vera');
    // Rumi's morning and Maya's evening today have the court free (it opens 08:00–20:00 on
    // Mondays), the sooner first; Ivan's Tuesday has no court open; Petar is the least even game.
    expect(names(proposals)).toEqual(['rumi', 'maya', 'ivan', 'petar']);
    const maya = proposals.items[1];
    expect(maya?.freeCourt).toEqual({
      id: court.id,
      name: court.name,
      nameEn: court.nameEn,
      instantBooking: false,
    });
    expect(proposals.items[2]?.freeCourt).toBeNull();
    const petar = proposals.items[3];
    expect(petar?.winChance).toBeGreaterThan(0);
    expect(petar?.winChance).toBeLessThan(0.2);
  });

  it('is the same pair seen from the other side, with the chance turned round', async () => {
    const fromPetar = (await proposalsOf('petar')).items.find((p) => p.player.name === 'vera');
    const fromVera = (await proposalsOf('vera')).items.find((p) => p.player.name === 'petar');
    expect(fromPetar?.winChance).toBeCloseTo(1 - (fromVera?.winChance ?? 0), 10);
    expect(fromPetar?.date).toBe(fromVera?.date);
  });

  it('says the viewer paused while the pause covers the week, and proposes after it', async () => {
    const paused = await call('PUT', '/api/me/schedule', players.ivan ?? null, {
      windows: [{ weekday: 'tue', from: '19:30', until: '22:00' }],
      districts: ['lozenets'],
      courtIds: [],
      formats: ['singles', 'doubles'],
      levels: ['intermediate', 'advanced'],
      pausedUntil: '2026-06-07',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await proposalsOf('ivan')).toEqual({ state: 'paused', items: [], games: [] });
    expect(names(await proposalsOf('vera'))).not.toContain('ivan');
    // The next Tuesday is inside the next week's seven days.
    clock.set('2026-06-03T07:00:00Z');
    const after = (await proposalsOf('vera')).items.find((p) => p.player.name === 'ivan');
    expect(after?.date).toBe('2026-06-09');
    await call('PUT', '/api/me/schedule', players.ivan ?? null, {
      windows: [{ weekday: 'tue', from: '19:30', until: '22:00' }],
      districts: ['lozenets'],
      courtIds: [],
      formats: ['singles', 'doubles'],
      levels: ['intermediate', 'advanced'],
      pausedUntil: null,
    });
  });
});

describe('a moment both are free', () => {
  it('leaves out the times either already has a game, until it is called off', async () => {
    const posted = await call('POST', '/api/open-matches', players.rumi ?? null, {
      format: 'singles',
      date: '2026-06-01',
      startTime: '10:30',
      durationHours: 1.5,
      district: 'lozenets',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // Rumi's only moment with Vera this week was this morning.
    expect(names(await proposalsOf('vera'))).not.toContain('rumi');
    const cancelled = await call(
      'POST',
      `/api/open-matches/${posted.json().id}/cancel`,
      players.rumi ?? null,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(names(await proposalsOf('vera'))).toContain('rumi');
  });

  it('leaves out a pair already in a game together this week', async () => {
    const posted = await call('POST', '/api/open-matches', players.vera ?? null, {
      format: 'singles',
      date: '2026-06-06',
      startTime: '09:00',
      durationHours: 1,
      district: 'lozenets',
      inviteIds: [players.ivan?.user.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(names(await proposalsOf('vera'))).not.toContain('ivan');
    expect(names(await proposalsOf('ivan'))).not.toContain('vera');
    await call('POST', `/api/open-matches/${posted.json().id}/cancel`, players.vera ?? null);
    expect(names(await proposalsOf('vera'))).toContain('ivan');
  });

  it('moves the moment past a booking of either, when enough of it is left', async () => {
    // Vera asks for Zornitsa tonight 18:00–19:00: her evening with Maya is 19:00–20:00 then.
    const booked = await call('POST', '/api/bookings', players.vera ?? null, {
      courtId: court.id,
      date: '2026-06-01',
      startTime: '18:00',
      durationHours: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const maya = (await proposalsOf('vera')).items.find((p) => p.player.name === 'maya');
    expect(maya).toMatchObject({ date: '2026-06-01', from: '19:00', until: '20:00' });
    await call('POST', `/api/bookings/${booked.json().id}/cancel`, players.vera ?? null);
  });
});

describe('POST /api/me/proposals/dismissals', () => {
  it('hides the pair from the one who dismissed it until the week ends', async () => {
    const maya = players.maya?.user.id;
    const response = await call('POST', '/api/me/proposals/dismissals', players.vera ?? null, {
      playerId: maya,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(names(await proposalsOf('vera'))).not.toContain('maya');
    expect(names(await proposalsOf('maya'))).toContain('vera');
    // Sunday evening: still this week.
    clock.set('2026-06-07T18:00:00Z');
    expect(names(await proposalsOf('vera'))).not.toContain('maya');
    // Monday: a new week.
    clock.set('2026-06-08T07:00:00Z');
    expect(names(await proposalsOf('vera'))).toContain('maya');
  });

  it('refuses an unknown player and oneself', async () => {
    for (const playerId of ['10000000-0000-4000-8000-0000000000ff', players.vera?.user.id]) {
      const response = await call('POST', '/api/me/proposals/dismissals', players.vera ?? null, {
        playerId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('user_not_found');
    }
  });

  it('needs a session and a player id', async () => {
    expect(
      (
        await call('POST', '/api/me/proposals/dismissals', null, {
          playerId: players.maya?.user.id,
        })
      ).statusCode,
    ).toBe(401);
    const bad = await call('POST', '/api/me/proposals/dismissals', players.vera ?? null, {
      playerId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});
