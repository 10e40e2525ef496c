import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { formatCalendarDate } from '#contract/calendar-date';
import type { Court } from '#contract/courts';
import type { OpenMatch, OpenMatchBody } from '#contract/open-matches';
import { call as apiCall, NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { openMatchTestKit } from '#test/support/open-match-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import type { ReceivedMail } from '#test/support/test-mail';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';

// Friday 1 May 2026, 12:00 in Sofia.
const START = '2026-05-01T09:00:00Z';
const clock = createTestClock(START);
const HOUR = 3_600_000;
let smtp: TestSmtp;
let t: TestApp;
let ana: Session; // organises; intermediate; Bulgarian
let bob: Session; // intermediate; English
let dan: Session; // beginner; Bulgarian
let eva: Session; // professional, outside an intermediate's default welcome; English
let owner: Session; // runs the court
let court: Court;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: unknown,
) => apiCall(t, method, url, session, payload);

beforeAll(async () => {
  smtp = await startTestSmtp();
  // No worker of its own: each test sends what is due with drain(), after moving the clock.
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
  for (const [session, level] of [
    [ana, 'intermediate'],
    [bob, 'intermediate'],
    [dan, 'beginner'],
    [eva, 'professional'],
  ] as const) {
    await t.database.db.query('update profiles set skill_level = $2 where id = $1', [
      session.user.id,
      level,
    ]);
  }
  const listed = await call('POST', '/api/courts', owner, NEW_COURT);
  expect(listed.statusCode, listed.body).toBe(201);
  court = listed.json();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  clock.set(START);
  await t.app.outbox.drain();
  smtp.received.length = 0;
  await t.database.db.query('update notifications set read_at = now()');
});

const kit = openMatchTestKit(() => t);
const { freshGame, unread, reminderJobs } = kit;
const posted = (body: OpenMatchBody, session = ana) => kit.posted(body, session);

async function act(session: Session, game: OpenMatch, action: string, status = 200) {
  const response = await call('POST', `/api/open-matches/${game.id}/${action}`, session);
  expect(response.statusCode, response.body).toBe(status);
}

const bgDate = (date: string) => formatCalendarDate(date, 'bg', 'long');
const enDate = (date: string) => formatCalendarDate(date, 'en', 'long');

/** Sends what is due, then forgets the mails sent so far. */
async function forgetMails() {
  await t.app.outbox.drain();
  smtp.received.length = 0;
}

const kinds = async (session: Session) => (await unread(session)).map((n) => n.kind);

/** Sends what is due and answers the mails accepted for `session` since the test began. */
async function mailsOf(session: Session): Promise<ReceivedMail[]> {
  await t.app.outbox.drain();
  return t.mails(session.user.email);
}

describe('the organiser hears', () => {
  it('of a join, in their language, with the game’s facts and a link to its page', async () => {
    const game = await posted(freshGame({ note: 'Носете топки' }));
    await act(bob, game, 'join');
    const [joined, ...more] = await unread(ana);
    expect(more).toEqual([]);
    expect(joined).toMatchObject({
      kind: 'open_match_joined',
      actor: { id: bob.user.id, name: 'Bob' },
      subjectId: game.id,
      data: {
        date: game.date,
        startTime: '18:00',
        endTime: '19:30',
        format: 'doubles',
        district: 'lozenets',
        courtName: null,
        courtNameEn: null,
      },
    });
    const [mail, ...others] = await mailsOf(ana);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Bob се записа за играта ви на ${bgDate(game.date)}, 18:00`);
    expect(mail?.text).toContain('двойки, Лозенец');
    expect(mail?.link).toBe(`${TEST_APP_URL}/open-matches/${game.id}`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The one who joined hears nothing of their own join.
    expect(await kinds(bob)).toEqual([]);
    expect(await mailsOf(bob)).toEqual([]);
  });

  it('of an ask to join; the asker hears the answer, in English', async () => {
    const game = await posted(freshGame());
    await act(eva, game, 'join', 202);
    expect(await kinds(ana)).toEqual(['open_match_asked']);
    const [asked] = await mailsOf(ana);
    expect(asked?.subject).toMatch(/^Eva иска да се включи в играта ви на /);

    await act(ana, game, `asks/${eva.user.id}/accept`);
    const [accepted] = await unread(eva);
    expect(accepted).toMatchObject({
      kind: 'open_match_ask_accepted',
      actor: { id: ana.user.id, name: 'Ана' },
      subjectId: game.id,
    });
    const [mail] = await mailsOf(eva);
    expect(mail?.subject).toBe(`You are in: the game on ${enDate(game.date)}, 18:00`);
    expect(mail?.link).toBe(`${TEST_APP_URL}/open-matches/${game.id}`);
    expect(await kinds(ana)).toEqual([]);
  });

  it('of a player leaving; a late cancellation is told to everyone still in the game', async () => {
    const early = await posted(freshGame());
    await act(bob, early, 'join');
    await act(dan, early, 'join');
    await unread(ana);
    await act(dan, early, 'leave');
    const [left] = await unread(ana);
    expect(left).toMatchObject({
      kind: 'open_match_left',
      actor: { id: dan.user.id },
      data: { late: false },
    });
    expect(await kinds(bob)).toEqual([]);

    // Today at 16:00 in Sofia: four hours from now, less than six.
    const soon = await posted(freshGame({ date: '2026-05-01', startTime: '16:00' }));
    await act(bob, soon, 'join');
    await act(dan, soon, 'join');
    await unread(ana);
    await forgetMails();
    await act(dan, soon, 'leave');
    for (const session of [ana, bob]) {
      const [late, ...more] = await unread(session);
      expect(more).toEqual([]);
      expect(late).toMatchObject({ kind: 'open_match_left', data: { late: true } });
    }
    expect(await kinds(dan)).toEqual([]);
    const [bg] = await mailsOf(ana);
    expect(bg?.subject).toBe(`Късен отказ: Дан напусна играта на ${bgDate('2026-05-01')}, 16:00`);
    expect(bg?.text).toContain('по-малко от 6 часа преди началото');
    const [en] = await mailsOf(bob);
    expect(en?.subject).toBe(
      `Late cancellation: Дан left the game on ${enDate('2026-05-01')}, 16:00`,
    );
    expect(await mailsOf(dan)).toEqual([]);
  });
});

describe('the players hear', () => {
  it('that the game is full, from whoever took the last spot; the organiser instead of the join', async () => {
    const game = await posted(freshGame());
    await act(bob, game, 'join');
    await act(dan, game, 'join');
    expect(await kinds(ana)).toEqual(['open_match_joined', 'open_match_joined']);
    expect(await kinds(bob)).toEqual([]);
    const joiner = await signedUpUser(t, 'zoe@example.com', 'Zoe', 'en');
    await t.database.db.query("update profiles set skill_level = 'intermediate' where id = $1", [
      joiner.user.id,
    ]);
    await forgetMails();
    await act(joiner, game, 'join');
    for (const session of [ana, bob, dan]) {
      const [full, ...more] = await unread(session);
      expect(more).toEqual([]);
      expect(full).toMatchObject({ kind: 'open_match_full', actor: { name: 'Zoe' } });
    }
    expect(await kinds(joiner)).toEqual([]);
    const [mail] = await mailsOf(bob);
    expect(mail?.subject).toBe(`The game on ${enDate(game.date)}, 18:00 is full`);
    expect((await mailsOf(dan))[0]?.subject).toBe(`Играта на ${bgDate(game.date)}, 18:00 е пълна`);
  });

  it('that an accepted ask filled the game; the accepted player hears the acceptance only', async () => {
    const game = await posted(freshGame());
    await act(bob, game, 'join');
    await act(dan, game, 'join');
    const joiner = await signedUpUser(t, 'yan@example.com', 'Ян', 'bg');
    await t.database.db.query("update profiles set skill_level = 'professional' where id = $1", [
      joiner.user.id,
    ]);
    await act(joiner, game, 'join', 202);
    await unread(ana);
    await act(ana, game, `asks/${joiner.user.id}/accept`);
    expect(await kinds(joiner)).toEqual(['open_match_ask_accepted']);
    for (const session of [bob, dan]) {
      expect(await unread(session)).toMatchObject([
        { kind: 'open_match_full', actor: { id: joiner.user.id } },
      ]);
    }
    expect(await kinds(ana)).toEqual([]);
  });

  it('that the organiser cancelled the game (not those who only asked)', async () => {
    const game = await posted(freshGame());
    await act(bob, game, 'join');
    await act(dan, game, 'join');
    await act(eva, game, 'join', 202);
    await unread(ana);
    await act(ana, game, 'cancel');
    for (const session of [bob, dan]) {
      expect(await unread(session)).toMatchObject([
        { kind: 'open_match_cancelled', actor: { id: ana.user.id }, subjectId: game.id },
      ]);
    }
    expect(await kinds(ana)).toEqual([]);
    expect(await kinds(eva)).toEqual([]);
    expect((await mailsOf(bob))[0]?.subject).toBe(`Game cancelled: ${enDate(game.date)}, 18:00`);
    expect((await mailsOf(dan))[0]?.subject).toBe(`Играта е отменена: ${bgDate(game.date)}, 18:00`);
  });

  it('that the court’s owner booked or declined the court (the organiser hears it as a booking)', async () => {
    // Mondays, when the court is open.
    const booked = await posted(freshGame({ date: '2026-05-18', courtId: court.id }));
    const declined = await posted(freshGame({ date: '2026-05-25', courtId: court.id }));
    for (const game of [booked, declined]) await act(bob, game, 'join');
    await unread(ana);
    const bookingOf = async (game: OpenMatch) => {
      const [row] = await t.database.db.query<{ booking_id: string }>(
        'select booking_id from open_matches where id = $1',
        [game.id],
      );
      return row?.booking_id;
    };
    const accept = await call('POST', `/api/bookings/${await bookingOf(booked)}/accept`, owner, {});
    expect(accept.statusCode, accept.body).toBe(200);
    const decline = await call(
      'POST',
      `/api/bookings/${await bookingOf(declined)}/decline`,
      owner,
      {},
    );
    expect(decline.statusCode, decline.body).toBe(200);
    expect(await unread(bob)).toMatchObject([
      {
        kind: 'open_match_court_booked',
        actor: { id: owner.user.id },
        subjectId: booked.id,
        data: { courtName: NEW_COURT.name, courtNameEn: NEW_COURT.nameEn, date: '2026-05-18' },
      },
      { kind: 'open_match_court_declined', subjectId: declined.id },
    ]);
    expect(await kinds(ana)).toEqual(['booking_accepted', 'booking_declined']);
    const mails = await mailsOf(bob);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Court booked for the game on ${enDate('2026-05-18')}, 18:00`,
      `No court for the game on ${enDate('2026-05-25')}, 18:00`,
    ]);
    expect(mails[0]?.text).toContain('Zornitsa Court');
  });
});

describe('the player concerned hears', () => {
  it('that their ask was declined, or that the organiser removed them', async () => {
    const game = await posted(freshGame());
    await act(eva, game, 'join', 202);
    await act(bob, game, 'join');
    await act(ana, game, `asks/${eva.user.id}/decline`);
    await act(ana, game, `players/${bob.user.id}/remove`);
    expect(await unread(eva)).toMatchObject([
      { kind: 'open_match_ask_declined', actor: { id: ana.user.id } },
    ]);
    expect(await unread(bob)).toMatchObject([
      { kind: 'open_match_removed', actor: { id: ana.user.id } },
    ]);
    expect((await mailsOf(bob))[0]?.subject).toBe(
      `You were removed from the game on ${enDate(game.date)}, 18:00`,
    );
  });
});

describe('settings', () => {
  it('turn the open matches’ mails off and on, and one click on a mail’s link turns them off', async () => {
    const defaults = await call('GET', '/api/settings/notifications', bob);
    expect(defaults.json()).toMatchObject({
      email: { open_matches: true },
      push: { open_matches: true },
    });
    const off = await call('PUT', '/api/settings/notifications', ana, {
      email: { open_matches: false },
    });
    expect(off.json().email).toMatchObject({ open_matches: false, booking_updates: true });
    const game = await posted(freshGame());
    await act(bob, game, 'join');
    expect(await kinds(ana)).toEqual(['open_match_joined']);
    expect(await mailsOf(ana)).toEqual([]);
    await call('PUT', '/api/settings/notifications', ana, { email: { open_matches: true } });

    await act(ana, game, 'cancel');
    const [mail] = await mailsOf(bob);
    const header = mail?.headers['list-unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('open matches');
    const done = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(done.statusCode).toBe(200);
    const settings = await call('GET', '/api/settings/notifications', bob);
    expect(settings.json().email).toMatchObject({ open_matches: false, booking_updates: true });
    await call('PUT', '/api/settings/notifications', bob, { email: { open_matches: true } });
  });
});

describe('the reminder', () => {
  it('is one outbox job due two hours before the start, sent to whoever holds a spot then, once', async () => {
    const game = await posted(freshGame({ date: '2026-05-28', startTime: '10:00' }));
    const startsAt = new Date(game.startsAt).getTime();
    expect(await reminderJobs(game.id)).toMatchObject([
      { due_at: new Date(startsAt - 2 * HOUR), state: 'pending' },
    ]);
    await act(bob, game, 'join');
    await act(dan, game, 'join');
    await act(dan, game, 'leave');
    const later = await signedUpUser(t, 'late@example.com', 'Later', 'en');
    await t.database.db.query("update profiles set skill_level = 'advanced' where id = $1", [
      later.user.id,
    ]);
    await act(later, game, 'join');
    for (const session of [ana, bob, dan, later]) await unread(session);

    // Earlier games' reminders go out on the way: read them.
    clock.set(new Date(startsAt - 2 * HOUR - 1));
    await t.app.outbox.drain();
    for (const session of [ana, bob, dan, later]) await unread(session);
    expect(await reminderJobs(game.id)).toMatchObject([{ state: 'pending' }]);
    await forgetMails();
    clock.set(new Date(startsAt - 2 * HOUR));
    await t.app.outbox.drain();
    for (const session of [ana, bob, later]) {
      expect(await unread(session)).toMatchObject([
        {
          kind: 'open_match_reminder',
          actor: null,
          subjectId: game.id,
          data: { startTime: '10:00' },
        },
      ]);
    }
    expect(await kinds(dan)).toEqual([]);
    expect((await mailsOf(bob))[0]?.subject).toBe(
      `Reminder: your game at 10:00 on ${enDate('2026-05-28')}`,
    );
    expect((await mailsOf(ana))[0]?.text).toContain('започва в 10:00 на');
    expect(await mailsOf(dan)).toEqual([]);
    expect(await reminderJobs(game.id)).toMatchObject([{ state: 'done', outcome: 'sent' }]);

    // Run again (a worker whose claim ran out while it sent): nobody is reminded twice.
    await t.database.db.query(
      `update outbox set state = 'pending', finished_at = null
       where kind = 'open_match_reminder' and payload->>'gameId' = $1`,
      [game.id],
    );
    await t.app.outbox.drain();
    expect(await reminderJobs(game.id)).toMatchObject([{ state: 'done', outcome: 'skipped' }]);
    expect(await kinds(bob)).toEqual([]);
  });

  it('is not sent for a cancelled game', async () => {
    const game = await posted(freshGame({ date: '2026-05-29' }));
    await act(bob, game, 'join');
    await act(ana, game, 'cancel');
    await unread(bob);
    await unread(ana);
    clock.set(new Date(new Date(game.startsAt).getTime() - 2 * HOUR));
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual([]);
    expect(await kinds(ana)).toEqual([]);
    expect(await reminderJobs(game.id)).toMatchObject([{ state: 'done', outcome: 'skipped' }]);
  });

  it('is not queued for a game posted less than two hours before its start', async () => {
    const game = await posted(freshGame({ date: '2026-05-01', startTime: '13:30' }));
    expect(await reminderJobs(game.id)).toEqual([]);
  });

  it('is due at the instant two hours before, across the clock changes in Sofia', async () => {
    // Sunday 29 March 2026: at 03:00 Sofia's clocks jump to 04:00 (EET → EEST).
    clock.set('2026-03-20T10:00:00Z');
    const spring = await posted(freshGame({ date: '2026-03-29', startTime: '05:00' }));
    expect(spring.startsAt).toBe('2026-03-29T02:00:00.000Z');
    expect(await reminderJobs(spring.id)).toMatchObject([
      { due_at: new Date('2026-03-29T00:00:00Z') }, // 02:00 in Sofia: three wall-clock hours
    ]);
    // Sunday 25 October 2026: at 04:00 they fall back to 03:00 (EEST → EET).
    clock.set('2026-10-20T10:00:00Z');
    const autumn = await posted(freshGame({ date: '2026-10-25', startTime: '05:00' }));
    expect(autumn.startsAt).toBe('2026-10-25T03:00:00.000Z');
    expect(await reminderJobs(autumn.id)).toMatchObject([
      { due_at: new Date('2026-10-25T01:00:00Z') }, // the second 03:00 in Sofia
    ]);
    await act(bob, autumn, 'join');
    await unread(ana);
    clock.set('2026-10-25T00:59:59Z'); // 03:59:59 summer time: three wall-clock hours before
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual([]);
    clock.set('2026-10-25T01:00:00Z');
    await t.app.outbox.drain();
    expect(await kinds(bob)).toEqual(['open_match_reminder']);
    expect(await kinds(ana)).toEqual(['open_match_reminder']);
  });
});

describe('two server processes sharing the outbox', () => {
  it('remind each player once', async () => {
    const other = await createTestApp({
      clock,
      smtp,
      database: t.database,
      accessTokenTtlSeconds: 900 * 86_400,
      outbox: { autoStart: false },
    });
    try {
      // Three games at one time, each with players of its own.
      const [pia, ivo] = [
        await signedUpUser(t, 'pia@example.com', 'Pia', 'en'),
        await signedUpUser(t, 'ivo@example.com', 'Иво', 'bg'),
      ];
      await t.database.db.query(
        "update profiles set skill_level = 'intermediate' where id = any($1::uuid[])",
        [[pia.user.id, ivo.user.id]],
      );
      const at = { date: '2026-05-30', startTime: '14:00', durationHours: 1 } as const;
      const pairs: [Session, Session][] = [
        [ana, bob],
        [dan, eva],
        [pia, ivo],
      ];
      const games = [
        await posted(freshGame(at), ana),
        await posted(freshGame({ ...at, levels: ['professional'] }), dan),
        await posted(freshGame(at), pia),
      ];
      for (const [index, game] of games.entries())
        await act(pairs[index]?.[1] ?? bob, game, 'join');
      for (const [organiser] of pairs) await unread(organiser);
      await forgetMails();
      clock.set('2026-05-30T09:00:00Z'); // 12:00 in Sofia: two hours before
      await Promise.all([
        t.app.outbox.drain(),
        other.app.outbox.drain(),
        t.app.outbox.drain(),
        other.app.outbox.drain(),
      ]);
      await Promise.all([t.app.outbox.drain(), other.app.outbox.drain()]);
      for (const [index, pair] of pairs.entries()) {
        for (const session of pair) {
          expect(await unread(session)).toMatchObject([
            { kind: 'open_match_reminder', subjectId: games[index]?.id },
          ]);
          expect(smtp.to(session.user.email)).toHaveLength(1);
        }
      }
    } finally {
      await other.close();
    }
  });
});
