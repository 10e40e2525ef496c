import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { GAMES_THAT_FIT_PER_DAY, type Notification } from '#contract/notifications';
import type { OpenMatchBody } from '#contract/open-matches';
import { proposalsSchema } from '#contract/proposals';
import type { ScheduleBody } from '#contract/schedule';
import { call as apiCall } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { mailingTestAppWithPlayers, openMatchTestKit } from '#test/support/open-match-helpers';
import type { TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import type { TestSmtp } from '#test/support/test-smtp';
import { tellGameFits } from './games-that-fit';

// Monday 1 June 2026, 10:00 in Sofia.
const clock = createTestClock('2026-06-01T07:00:00Z');
let kit: Awaited<ReturnType<typeof mailingTestAppWithPlayers>>;
let t: TestApp;
let smtp: TestSmtp;
let ana: Session; // posts the games; intermediate, Bulgarian
let bob: Session; // free every weekday evening in Lozenets; intermediate, English
const others: Record<string, Session> = {};
const { posted, unread } = openMatchTestKit(() => t);

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  body?: unknown,
) => apiCall(t, method, url, session, body);

const EVENINGS: ScheduleBody['windows'] = (['tue', 'wed', 'thu', 'fri', 'sat'] as const).map(
  (weekday) => ({ weekday, from: '18:00', until: '21:00' }),
);

async function schedule(session: Session, body: Partial<ScheduleBody> = {}) {
  const saved = await call('PUT', '/api/me/schedule', session, {
    windows: EVENINGS,
    districts: ['lozenets'],
    courtIds: [],
    formats: ['singles', 'doubles'],
    levels: ['intermediate', 'advanced'],
    ...body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function level(session: Session, skill: string) {
  await t.database.db.query('update profiles set skill_level = $2 where id = $1', [
    session.user.id,
    skill,
  ]);
}

/** A singles game of Ana's on `date` (a day of June 2026) at 19:00 for 1.5 hours in Lozenets. */
const game = (day: number, extra: Partial<OpenMatchBody> = {}): OpenMatchBody => ({
  format: 'singles',
  date: `2026-06-${String(day).padStart(2, '0')}`,
  startTime: '19:00',
  durationHours: 1.5,
  district: 'lozenets',
  ...extra,
});

/** Runs the outbox until nothing is due: a fan-out's own mails are queued while it runs. */
async function sendAll() {
  while ((await t.app.outbox.drain()) > 0);
}

const fits = (items: Notification[]) => items.filter((n) => n.kind.startsWith('open_match_fits'));

beforeAll(async () => {
  kit = await mailingTestAppWithPlayers(clock);
  ({ t, smtp } = kit);
  ({ ana, bob } = kit.players);
  await level(ana, 'intermediate');
  await level(bob, 'intermediate');
  await schedule(bob);
  // Each of these misses one thing the game needs.
  const miss: [string, Partial<ScheduleBody>, string?][] = [
    ['late', { windows: [{ weekday: 'tue', from: '19:30', until: '21:00' }] }], // not the start
    ['pro', {}, 'professional'], // not welcome at the game's levels
    ['paused', { pausedUntil: '2026-06-03' }],
    ['blocked', {}],
    ['centre', { districts: ['center'] }],
    ['quiet', { gamesThatFit: false }],
    ['doubles', { formats: ['doubles'] }],
  ];
  for (const [key, body, skill] of miss) {
    await t.forgetRateLimits();
    const session = await signedUpUser(t, `${key}@example.com`, key, 'bg');
    await level(session, skill ?? 'intermediate');
    await schedule(session, body);
    others[key] = session;
  }
  const blocked = await call('POST', '/api/blocks', ana, { userId: others.blocked?.user.id });
  expect(blocked.statusCode, blocked.body).toBe(200);
});
afterAll(() => kit.close());
beforeEach(() => kit.forgetEarlierNews());

describe('a game that fits', () => {
  it('is told from the outbox to the player whose window, level, format and place it fits, and to nobody else', async () => {
    const tuesday = await posted(game(2), ana);
    // Posting answered before anyone was told: the outbox tells them.
    expect(fits(await unread(bob))).toEqual([]);
    await sendAll();
    const [told, ...more] = fits(await unread(bob));
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      kind: 'open_match_fits',
      subjectId: tuesday.id,
      actor: { id: ana.user.id, name: 'Ана' },
      data: { date: '2026-06-02', startTime: '19:00', endTime: '20:30', district: 'lozenets' },
    });
    for (const [key, session] of Object.entries(others)) {
      expect(fits(await unread(session)), key).toEqual([]);
    }
    expect(fits(await unread(ana))).toEqual([]);
    // Bob reads it in English, with the game's link.
    const [mail, ...moreMails] = smtp.to('bob@example.com');
    expect(moreMails).toEqual([]);
    expect(mail?.subject).toBe('A game that fits your week: Tuesday, June 2, 2026, 19:00');
    expect(mail?.text).toContain(`/open-matches/${tuesday.id}`);
    expect(smtp.received.map((m) => m.to)).toEqual([['bob@example.com']]);
  });

  it('is told once, however often the outbox runs it', async () => {
    const wednesday = await posted(game(3), ana);
    await Promise.all([
      tellGameFits(t.app.db, wednesday.id, clock.now()),
      tellGameFits(t.app.db, wednesday.id, clock.now()),
    ]);
    await sendAll();
    expect(fits(await unread(bob))).toHaveLength(1);
    const [{ n } = { n: 0 }] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from notifications where kind = 'open_match_fits'
       and subject_id = $1`,
      [wednesday.id],
    );
    expect(n).toBe(1);
  });

  it(`tells ${GAMES_THAT_FIT_PER_DAY} a day one by one, then the rest of the day as one, mailed once`, async () => {
    // Two games were told today already (the tests above): one more alone, then grouped.
    clock.set('2026-06-01T08:00:00Z');
    await posted(game(4), ana);
    await sendAll();
    expect(fits(await unread(bob)).map((n) => n.kind)).toEqual(['open_match_fits']);
    smtp.received.length = 0;
    for (const day of [5, 6]) {
      await posted(game(day), ana);
      await sendAll();
    }
    const grouped = fits(await unread(bob));
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({
      kind: 'open_match_fits_more',
      data: { date: '2026-06-01', count: 2 },
    });
    const [{ n } = { n: 0 }] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from notifications where kind = 'open_match_fits_more'
       and recipient_id = $1`,
      [bob.user.id],
    );
    expect(n).toBe(1);
    // The first of the grouped ones was mailed, the second raised its count quietly.
    expect(smtp.to('bob@example.com').map((m) => m.subject)).toEqual([
      'One more game fits your week today',
    ]);
    // A new day: one by one again.
    clock.set('2026-06-02T06:00:00Z');
    await posted(game(9), ana);
    await sendAll();
    expect(fits(await unread(bob)).map((n) => n.kind)).toEqual(['open_match_fits']);
  });

  it('is not told of a game whose spots are all held, called off, or already begun', async () => {
    const full = await posted(game(10, { inviteIds: [others.late?.user.id as string] }), ana);
    const called = await posted(game(11), ana);
    const cancelled = await call('POST', `/api/open-matches/${called.id}/cancel`, ana);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sendAll();
    expect(fits(await unread(bob))).toEqual([]);
    expect(await tellGameFits(t.app.db, full.id, clock.now())).toBe(0);
  });

  it('lists the week’s games that fit beside the partners, soonest first, for the player alone', async () => {
    const response = await call('GET', '/api/me/proposals', bob);
    expect(response.statusCode, response.body).toBe(200);
    const { games } = proposalsSchema.parse(response.json());
    // From now (Tuesday 2 June, 08:00) for seven days: the games of the 2nd to the 6th; the 9th
    // is a week and eleven hours away, and the held and the cancelled ones are not listed.
    expect(games.map((g) => g.date)).toEqual([
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
    ]);
    expect(games.every((g) => g.me?.role === 'none' && g.spotsLeft > 0)).toBe(true);
    for (const [key, session] of Object.entries(others)) {
      const theirs = proposalsSchema.parse(
        (await call('GET', '/api/me/proposals', session)).json(),
      );
      // Left out by a window that starts late, the level, the block, the place or the format;
      // the quiet one still sees them listed, and the paused one those after the pause.
      if (key === 'quiet') expect(theirs.games.length, key).toBe(5);
      else if (key === 'paused') {
        // Paused to the 3rd: the games after it.
        expect(theirs.games.map((g) => g.date)).toEqual(['2026-06-04', '2026-06-05', '2026-06-06']);
      } else expect(theirs.games, key).toEqual([]);
    }
  });
});
