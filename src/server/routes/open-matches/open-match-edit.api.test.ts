import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { formatCalendarDate } from '#contract/calendar-date';
import type { Court } from '#contract/courts';
import {
  type OpenMatch,
  type OpenMatchBody,
  type OpenMatchEdit,
  openMatchSchema,
} from '#contract/open-matches';
import { call as apiCall, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { openMatchTestKit } from '#test/support/open-match-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';

// Friday 1 May 2026, 12:00 in Sofia.
const START = '2026-05-01T09:00:00Z';
const clock = createTestClock(START);
const HOUR = 3_600_000;
let smtp: TestSmtp;
let t: TestApp;
let ana: Session; // organises; intermediate; Bulgarian
let bob: Session; // intermediate; English
let dan: Session; // intermediate; Bulgarian
let eva: Session; // intermediate; English; plays elsewhere
let owner: Session;
let court: Court;

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  session: Session | null,
  payload?: unknown,
) => apiCall(t, method, url, session, payload);

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    clock,
    smtp,
    seed: false,
    accessTokenTtlSeconds: 900 * 86_400,
    outbox: { autoStart: false },
  });
  ana = await signedUpUser(t, 'ana@example.com', 'Ана', 'bg');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob', 'en');
  dan = await signedUpUser(t, 'dan@example.com', 'Дан', 'bg');
  eva = await signedUpUser(t, 'eva@example.com', 'Eva', 'en');
  owner = await signedUpUser(t, 'owner@example.com', 'Owner', 'bg');
  await t.database.db.query("update profiles set skill_level = 'intermediate'");
  const listed = await call('POST', '/api/courts', owner, NEW_COURT);
  expect(listed.statusCode, listed.body).toBe(201);
  court = listed.json();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // The organiser posts and changes more games here than a player would in an hour.
  await t.forgetRateLimits();
  clock.set(START);
  await t.app.outbox.drain();
  smtp.received.length = 0;
  await t.database.db.query('update notifications set read_at = now()');
});

const kit = openMatchTestKit(() => t);
const { freshGame, unread, reminderJobs } = kit;
const posted = (body: OpenMatchBody, session = ana) => kit.posted(body, session);

async function joined(game: OpenMatch, ...sessions: Session[]) {
  for (const session of sessions) {
    const response = await call('POST', `/api/open-matches/${game.id}/join`, session);
    expect(response.statusCode, response.body).toBe(200);
  }
}

const edit = (game: OpenMatch, changes: OpenMatchEdit, session: Session | null = ana) =>
  call('PATCH', `/api/open-matches/${game.id}`, session, changes);

async function edited(game: OpenMatch, changes: OpenMatchEdit): Promise<OpenMatch> {
  const response = await edit(game, changes);
  expect(response.statusCode, response.body).toBe(200);
  return openMatchSchema.parse(response.json());
}

/** The refusal's status, code and fields. */
async function refusal(game: OpenMatch, changes: OpenMatchEdit, session: Session | null = ana) {
  const response = await edit(game, changes, session);
  const { code, fields } = response.json().error;
  return { status: response.statusCode, code, ...(fields ? { fields } : {}) };
}

const kinds = async (session: Session) => (await unread(session)).map((n) => n.kind);

describe('PATCH /api/open-matches/:id', () => {
  it('changes the game and answers it as the organiser sees it; the players keep their spots', async () => {
    const game = await posted(freshGame({ note: 'Носете топки' }));
    await joined(game, bob);
    const changed = await edited(game, {
      startTime: '19:30',
      durationHours: 2,
      district: 'mladost',
      levels: ['beginner'],
      note: null,
    });
    expect(changed).toMatchObject({
      id: game.id,
      date: game.date,
      startTime: '19:30',
      endTime: '21:30',
      durationHours: 2,
      district: 'mladost',
      levels: ['beginner'],
      ratingRange: null,
      note: null,
      me: { role: 'organizer' },
    });
    expect(changed.startsAt).toBe(new Date(`${game.date}T16:30:00Z`).toISOString());
    // Bob is intermediate: outside the new welcome, still in the game.
    expect(changed.players.map((player) => player.id)).toEqual([ana.user.id, bob.user.id]);

    const ranged = await edited(game, { ratingMin: 900, ratingMax: 1300 });
    expect(ranged).toMatchObject({ levels: null, ratingRange: { min: 900, max: 1300 } });
    expect((await call('GET', `/api/open-matches/${game.id}`, bob)).json()).toMatchObject({
      startTime: '19:30',
      district: 'mladost',
      me: { role: 'player' },
    });
  });

  it('is the organiser’s alone, for a game that exists, is not cancelled and has not started', async () => {
    const game = await posted(freshGame());
    await joined(game, bob);
    expect(await refusal(game, { note: 'x' }, null)).toMatchObject({ status: 401 });
    expect(await refusal(game, { note: 'x' }, bob)).toEqual({ status: 403, code: 'forbidden' });
    const unknown = await call('PATCH', `/api/open-matches/${UNKNOWN_ID}`, ana, { note: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('open_match_not_found');

    clock.set(game.startsAt);
    expect(await refusal(game, { note: 'x' })).toEqual({ status: 409, code: 'match_closed' });
    clock.set(START);
    const cancelled = await posted(freshGame());
    await call('POST', `/api/open-matches/${cancelled.id}/cancel`, ana);
    expect(await refusal(cancelled, { note: 'x' })).toEqual({ status: 409, code: 'match_closed' });
  });

  it('holds the new values to the posting rules', async () => {
    const game = await posted(freshGame({ startTime: '20:00' }));
    const bad = (changes: OpenMatchEdit) => refusal(game, changes);
    expect(await bad({})).toEqual({ status: 400, code: 'validation', fields: { _: 'required' } });
    expect(await bad({ startTime: '10:15' })).toMatchObject({
      fields: { startTime: 'start_half_hour' },
    });
    expect(await bad({ date: '2026-04-30' })).toMatchObject({ fields: { date: 'in_past' } });
    expect(await bad({ date: '2026-06-01' })).toMatchObject({
      fields: { date: 'game_too_far_ahead' },
    });
    expect(await bad({ date: '2026-05-01', startTime: '11:30' })).toMatchObject({
      fields: { startTime: 'in_past' },
    });
    // Only the length changes: it is held to the game's own start (20:00 + 4.5 h).
    expect(await bad({ durationHours: 3.5 })).toMatchObject({
      fields: { durationHours: 'too_big' },
    });
    expect(await bad({ startTime: '23:00' })).toMatchObject({
      fields: { durationHours: 'past_midnight' },
    });
    expect(await bad({ ratingMin: 900 })).toMatchObject({ fields: { ratingMax: 'required' } });
    expect(await bad({ levels: ['beginner'], ratingMin: 900, ratingMax: 1000 })).toMatchObject({
      fields: { levels: 'levels_or_rating' },
    });
    expect(await bad({ note: 'x'.repeat(1000) })).toMatchObject({ fields: { note: 'too_long' } });
    const same = await call('GET', `/api/open-matches/${game.id}`, ana);
    expect(openMatchSchema.parse(same.json())).toMatchObject({ startTime: '20:00', note: null });
  });

  it('keeps the slot and district of a game whose court is booked for them', async () => {
    // Monday 25 May, when the court is open.
    const game = await posted(
      freshGame({ courtId: court.id, date: '2026-05-25', startTime: '10:00' }),
    );
    for (const [field, value] of [
      ['date', '2026-05-29'],
      ['startTime', '11:00'],
      ['durationHours', 1],
      ['district', 'center'],
    ] as const) {
      expect(await refusal(game, { [field]: value })).toEqual({
        status: 400,
        code: 'validation',
        fields: { [field]: 'game_has_court' },
      });
    }
    // The same values again, the note and the price share are its organiser's to change.
    const changed = await edited(game, {
      date: game.date,
      startTime: '10:00',
      note: 'Корт 3',
      sharePrice: true,
    });
    expect(changed).toMatchObject({ startTime: '10:00', note: 'Корт 3' });
    expect(changed.pricePerPlayer).not.toBeNull();
  });

  it('puts no player, the organiser included, in two games at once', async () => {
    const game = await posted(freshGame({ startTime: '10:00' }));
    await joined(game, bob);
    const bobs = await posted({ ...freshGame(), date: game.date, startTime: '14:00' }, eva);
    await joined(bobs, bob);
    const anas = await posted({ ...freshGame(), date: game.date, startTime: '18:00' }, dan);
    await joined(anas, ana);
    expect(await refusal(game, { startTime: '13:00' })).toEqual({
      status: 409,
      code: 'match_overlap',
    });
    expect(await refusal(game, { startTime: '17:30' })).toEqual({
      status: 409,
      code: 'match_overlap',
    });
    // A longer game running into one of a player's: refused too.
    expect(await refusal(game, { startTime: '12:00', durationHours: 2.5 })).toMatchObject({
      code: 'match_overlap',
    });
    // Its own old time is no obstacle, nor a game cancelled or a player who left.
    expect(await edited(game, { startTime: '10:30' })).toMatchObject({ startTime: '10:30' });
    await call('POST', `/api/open-matches/${bobs.id}/cancel`, eva);
    expect(await edited(game, { startTime: '14:00' })).toMatchObject({ startTime: '14:00' });
  });

  it('reloads every open board', async () => {
    const game = await posted(freshGame());
    const socket = await RealtimeTestClient.signedIn(await t.listen(), eva.access_token);
    try {
      await socket.followInbox();
      const seen = socket.frames.length;
      await edited(game, { levels: ['advanced'] });
      await socket.waitFor((frame) => frame.type === 'open_matches', seen);
    } finally {
      socket.close();
    }
  });
});

describe('the players of a changed game', () => {
  it('hear a new time, in their language, from the organiser, who hears nothing', async () => {
    const game = await posted(freshGame());
    await joined(game, bob, dan);
    for (const session of [ana, bob, dan]) await unread(session);
    await t.app.outbox.drain();
    smtp.received.length = 0;

    await edited(game, { startTime: '19:00', district: 'center' });
    for (const session of [bob, dan]) {
      expect(await unread(session)).toMatchObject([
        {
          kind: 'open_match_changed',
          actor: { id: ana.user.id, name: 'Ана' },
          subjectId: game.id,
          data: { date: game.date, startTime: '19:00', endTime: '20:30', district: 'center' },
        },
      ]);
    }
    expect(await kinds(ana)).toEqual([]);
    await t.app.outbox.drain();
    const [english] = smtp.to(bob.user.email);
    expect(english?.subject).toBe(
      `Game changed: now ${formatCalendarDate(game.date, 'en', 'long')}, 19:00`,
    );
    expect(english?.text).toContain('Ана changed the game');
    const [bulgarian] = smtp.to(dan.user.email);
    expect(bulgarian?.subject).toBe(
      `Играта е променена: вече е на ${formatCalendarDate(game.date, 'bg', 'long')}, 19:00`,
    );
    expect(bulgarian?.text).toContain('Център');
    expect(smtp.to(ana.user.email)).toEqual([]);
  });

  it('hear a new note; a new welcome or price share is not told', async () => {
    const game = await posted(freshGame());
    await joined(game, bob);
    await unread(ana);
    await edited(game, { levels: ['advanced', 'professional'], sharePrice: true });
    await edited(game, { startTime: game.startTime, durationHours: game.durationHours });
    expect(await kinds(bob)).toEqual([]);
    await edited(game, { note: 'Нов час за загрявка' });
    expect(await kinds(bob)).toEqual(['open_match_changed']);
    expect(await kinds(ana)).toEqual([]);
  });

  it('are reminded of the new start only, once', async () => {
    const game = await posted(freshGame({ date: '2026-05-28', startTime: '10:00' }));
    await joined(game, bob);
    const moved = await edited(game, { startTime: '15:00' });
    const oldStart = new Date(game.startsAt).getTime();
    const newStart = new Date(moved.startsAt).getTime();
    expect(await reminderJobs(game.id)).toMatchObject([
      { due_at: new Date(oldStart - 2 * HOUR), state: 'pending' },
      { due_at: new Date(newStart - 2 * HOUR), state: 'pending' },
    ]);
    // Earlier games' reminders go out on the way: read them.
    clock.set(new Date(oldStart - 2 * HOUR - 1));
    await t.app.outbox.drain();
    for (const session of [ana, bob]) await unread(session);

    clock.set(new Date(oldStart - 2 * HOUR));
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual([]);
    clock.set(new Date(newStart - 2 * HOUR));
    await t.app.outbox.drain();
    for (const session of [ana, bob]) {
      expect(await unread(session)).toMatchObject([
        { kind: 'open_match_reminder', data: { startTime: '15:00' } },
      ]);
    }
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual([]);
    expect(await reminderJobs(game.id)).toMatchObject([
      { state: 'done', outcome: 'skipped' },
      { state: 'done', outcome: 'sent' },
    ]);
  });

  it('are reminded again after a move, even when the old start’s reminder was sent', async () => {
    const game = await posted(freshGame({ date: '2026-05-29', startTime: '15:00' }));
    await joined(game, bob);
    clock.set(new Date(new Date(game.startsAt).getTime() - 2 * HOUR));
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual(['open_match_reminder']);
    const moved = await edited(game, { startTime: '18:00' });
    expect(await kinds(bob)).toEqual(['open_match_changed']);
    clock.set(new Date(new Date(moved.startsAt).getTime() - 2 * HOUR));
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual(['open_match_reminder']);
  });

  it('are reminded by a job queued before jobs carried their start, as before', async () => {
    const game = await posted(freshGame({ date: '2026-05-30', startTime: '15:00' }));
    await joined(game, bob);
    const dueAt = new Date(new Date(game.startsAt).getTime() - 2 * HOUR);
    await t.database.db.query(
      `update outbox set payload = jsonb_build_object('gameId', payload->>'gameId')
       where kind = 'open_match_reminder' and payload->>'gameId' = $1`,
      [game.id],
    );
    clock.set(dueAt);
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual(['open_match_reminder']);
  });
});
