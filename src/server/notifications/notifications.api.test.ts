import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type Booking, bookingSchema } from '#contract/bookings';
import type { Court } from '#contract/courts';
import {
  type Notification,
  notificationSettingsSchema,
  notificationsPageSchema,
} from '#contract/notifications';
import { call as callAs, NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import type { ReceivedMail } from '#test/support/test-mail';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const NEXT_MONDAY = '2026-05-11';
const MINUTE = 60_000;

let smtp: TestSmtp;
let t: TestApp;
let owner: Session;
let player: Session;
let court: Court;
let baseUrl: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

beforeAll(async () => {
  smtp = await startTestSmtp();
  // No worker of its own: each test sends what is due with drain(), after moving the clock.
  t = await createTestApp({
    clock,
    smtp,
    accessTokenTtlSeconds: 90 * 86_400,
    outbox: { autoStart: false },
  });
  owner = await signedUpUser(t, 'owner@example.com', 'Стефан Собственик', 'bg');
  player = await signedUpUser(t, 'player@example.com', 'Emma Player', 'en');
  const listed = await call('POST', '/api/courts', owner, NEW_COURT);
  expect(listed.statusCode, listed.body).toBe(201);
  court = listed.json();
  baseUrl = await t.listen();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.app.outbox.drain();
  smtp.received.length = 0;
});

/** Sends every due mail and returns the ones accepted for `to`. */
async function mailsTo(to: string): Promise<ReceivedMail[]> {
  await t.app.outbox.drain();
  return smtp.to(to);
}

async function notificationsOf(session: Session) {
  const response = await call('GET', '/api/notifications', session);
  expect(response.statusCode, response.body).toBe(200);
  return notificationsPageSchema.parse(response.json());
}

async function requestBooking(
  startTime = '18:00',
  note = 'Two of us, bring balls',
  date = NEXT_MONDAY,
): Promise<Booking> {
  const response = await call('POST', '/api/bookings', player, {
    courtId: court.id,
    date,
    startTime,
    durationHours: 1.5,
    note,
  });
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

describe('a booking request', () => {
  it('reaches the owner in the app, live, and by mail in their language with the facts', async () => {
    const socket = await RealtimeTestClient.signedIn(baseUrl, owner.access_token);
    await socket.followInbox();
    const before = (await notificationsOf(owner)).unreadCount;

    const booking = await requestBooking();
    const frame = await socket.waitFor((f) => f.type === 'notification');
    socket.close();
    expect(frame.type === 'notification' && frame.notification.kind).toBe('booking_requested');

    const page = await notificationsOf(owner);
    expect(page.unreadCount).toBe(before + 1);
    const [latest] = page.items;
    expect(latest).toMatchObject({
      kind: 'booking_requested',
      actor: { name: 'Emma Player' },
      subjectId: booking.id,
      readAt: null,
      data: {
        courtName: NEW_COURT.name,
        date: NEXT_MONDAY,
        startTime: '18:00',
        endTime: '19:30',
        price: 42.75,
        currency: 'EUR',
        note: 'Two of us, bring balls',
      },
    });

    // The request answered before anything was sent: the mail waits in the outbox.
    expect(smtp.received).toHaveLength(0);
    const [mail] = await mailsTo('owner@example.com');
    expect(mail?.subject).toBe(
      `Заявка за резервация: ${NEW_COURT.name}, понеделник, 11 май 2026 г., 18:00`,
    );
    expect(mail?.text).toContain('Здравейте, Стефан Собственик!');
    expect(mail?.from.name).toBe('Тенис София');
    expect(mail?.text).toContain('Emma Player иска да резервира');
    expect(mail?.text).toContain('Час: 18:00–19:30 (софийско време)');
    expect(mail?.text).toContain('Цена: 42,75\u00a0€');
    expect(mail?.text).toContain('Бележка от играча: Two of us, bring balls');
    expect(mail?.link).toBe(`${TEST_APP_URL}/my/courts#booking-${booking.id}`);
    expect(mail?.html).toContain('<html lang="bg">');
    expect(mail?.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${TEST_APP_URL}/api/notifications/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo('owner@example.com')).toHaveLength(1);
  });

  it('tells the requester of an answer with the note, and the owner of a cancellation', async () => {
    const accepted = await requestBooking('08:00');
    const declined = await requestBooking('10:00');
    await mailsTo('owner@example.com');
    smtp.received.length = 0;

    expect(
      (await call('POST', `/api/bookings/${accepted.id}/accept`, owner, { note: 'Court 2' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/bookings/${declined.id}/decline`, owner, { note: 'Full, sorry' }))
        .statusCode,
    ).toBe(200);
    const mails = await mailsTo('player@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking accepted: ${NEW_COURT.nameEn}, Monday, May 11, 2026, 08:00`,
      `Booking declined: ${NEW_COURT.nameEn}, Monday, May 11, 2026, 10:00`,
    ]);
    expect(mails[0]?.text).toContain("Owner's note: Court 2");
    expect(mails[0]?.link).toBe(`${TEST_APP_URL}/my/bookings#booking-${accepted.id}`);
    expect(mails[1]?.text).toContain("Owner's note: Full, sorry");
    const [answer] = (await notificationsOf(player)).items;
    expect(answer).toMatchObject({ kind: 'booking_declined', data: { ownerNote: 'Full, sorry' } });

    expect((await call('POST', `/api/bookings/${accepted.id}/cancel`, player)).statusCode).toBe(
      200,
    );
    const [cancelled] = await mailsTo('owner@example.com');
    expect(cancelled?.subject).toMatch(/^Резервацията е отменена:/);
    expect((await notificationsOf(owner)).items[0]).toMatchObject({
      kind: 'booking_cancelled',
      subjectId: accepted.id,
    });
  });
});

describe('Connect & Play', () => {
  it('tells the player once a day, in the app and by mail', async () => {
    const url = `/api/players/${player.user.id}/play-request`;
    expect((await call('POST', url, owner)).json()).toEqual({ status: 'sent' });
    expect((await call('POST', url, owner)).json()).toEqual({ status: 'already_sent' });
    const mails = await mailsTo('player@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Стефан Собственик wants to play tennis with you',
    ]);
    expect(mails[0]?.from.name).toBe('Tennis Sofia');
    expect(mails[0]?.link).toBe(`${TEST_APP_URL}/messages?with=${owner.user.id}`);
    const requests = (await notificationsOf(player)).items.filter((n) => n.kind === 'play_request');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.actor?.id).toBe(owner.user.id);

    clock.advance(24 * 60 * MINUTE + MINUTE);
    expect((await call('POST', url, owner)).json()).toEqual({ status: 'sent' });
    expect(await mailsTo('player@example.com')).toHaveLength(2);
  });

  it('refuses oneself, unknown players and visitors', async () => {
    const own = await call('POST', `/api/players/${owner.user.id}/play-request`, owner);
    expect([own.statusCode, own.json().error.code]).toEqual([400, 'own_play_request']);
    const unknown = await call(
      'POST',
      '/api/players/10000000-0000-4000-8000-0000000000ff/play-request',
      owner,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('POST', `/api/players/${owner.user.id}/play-request`, null)).statusCode,
    ).toBe(401);
  });
});

describe('match results', () => {
  it('ask the opponent to confirm by mail; a confirmation or dispute reaches the recorder in the app only', async () => {
    const recorded = await call('POST', '/api/matches', player, {
      opponentId: owner.user.id,
      playedOn: '2026-05-03',
      sets: ['6-4', '3-6', '10-8'],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const matchId = recorded.json().id;
    const [mail] = await mailsTo('owner@example.com');
    expect(mail?.subject).toBe('Emma Player въведе резултат от мач с вас');
    expect(mail?.text).toContain('4-6 6-3 8-10 (загуба за вас)');
    expect(mail?.link).toBe(`${TEST_APP_URL}/my/matches#match-${matchId}`);
    expect((await notificationsOf(owner)).items[0]).toMatchObject({
      kind: 'match_recorded',
      data: { sets: ['4-6', '6-3', '8-10'], recipientWon: false },
    });

    expect((await call('POST', `/api/matches/${matchId}/confirm`, owner)).statusCode).toBe(200);
    expect((await notificationsOf(player)).items[0]).toMatchObject({
      kind: 'match_confirmed',
      actor: { id: owner.user.id },
      data: { sets: ['6-4', '3-6', '10-8'], recipientWon: true },
    });
    expect(await mailsTo('player@example.com')).toHaveLength(0);

    const second = await call('POST', '/api/matches', player, {
      opponentId: owner.user.id,
      playedOn: '2026-05-03',
      sets: ['6-0', '6-0'],
    });
    expect((await call('POST', `/api/matches/${second.json().id}/dispute`, owner)).statusCode).toBe(
      200,
    );
    expect((await notificationsOf(player)).items[0]).toMatchObject({
      kind: 'match_disputed',
      subjectId: second.json().id,
    });
    expect(await mailsTo('player@example.com')).toHaveLength(0);
  });
});

describe('chat messages', () => {
  async function conversationWith(from: Session, to: Session): Promise<string> {
    const response = await call('POST', '/api/conversations', from, { userId: to.user.id });
    return response.json().id;
  }
  const send = (session: Session, conversationId: string, content: string, extra = {}) =>
    call('POST', `/api/conversations/${conversationId}/messages`, session, {
      content,
      ...extra,
    });

  it('are mailed once when left unread for the delay, and again after a read', async () => {
    const id = await conversationWith(player, owner);
    expect((await send(player, id, 'Hi! Are you free on Saturday?')).statusCode).toBe(201);
    clock.advance(10 * MINUTE - 1000);
    expect(await mailsTo('owner@example.com')).toHaveLength(0);
    await send(player, id, 'Around 10?');
    clock.advance(1000);
    const [mail] = await mailsTo('owner@example.com');
    expect(mail?.subject).toBe('2 непрочетени съобщения от Emma Player');
    expect(mail?.text).toContain('> Hi! Are you free on Saturday?');
    expect(mail?.text).toContain('> Around 10?');
    expect(mail?.link).toBe(`${TEST_APP_URL}/messages?with=${player.user.id}`);

    // Still unread: no second mail for this conversation, however many messages follow.
    await send(player, id, 'Hello?');
    clock.advance(20 * MINUTE);
    expect(await mailsTo('owner@example.com')).toHaveLength(1);

    // Read, then a new message: it may be mailed again.
    await call('POST', `/api/conversations/${id}/read`, owner, { seq: 3 });
    await send(player, id, 'Saturday then!');
    clock.advance(10 * MINUTE);
    const mails = await mailsTo('owner@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Emma Player ви изпрати съобщение');
  });

  it('are not mailed when read in time, nor to their sender', async () => {
    const id = await conversationWith(owner, player);
    const sent = await send(owner, id, 'See you at 6');
    clock.advance(5 * MINUTE);
    await call('POST', `/api/conversations/${id}/read`, player, { seq: sent.json().seq });
    clock.advance(10 * MINUTE);
    expect(await mailsTo('player@example.com')).toHaveLength(0);
    expect(await mailsTo('owner@example.com')).toHaveLength(0);
  });

  it('answering a partner request from its card tells the author once, in the app', async () => {
    const posted = await call('POST', '/api/partner-requests', owner, {
      level: 'intermediate',
      district: 'lozenets',
      preferredTime: 'Saturday mornings',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const requestId = posted.json().id;
    const id = await conversationWith(player, owner);
    await send(player, id, 'I would like to play', { partnerRequestId: requestId });
    await send(player, id, 'Still on?', { partnerRequestId: requestId });
    const replies = (await notificationsOf(owner)).items.filter(
      (n) => n.kind === 'partner_request_reply',
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      subjectId: requestId,
      actor: { id: player.user.id },
      data: { preferredTime: 'Saturday mornings', district: 'lozenets' },
    });
    // The author hears by mail as of a chat message, not twice.
    clock.advance(10 * MINUTE);
    const mails = await mailsTo('owner@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['2 непрочетени съобщения от Emma Player']);

    const mismatch = await send(owner, id, 'Mine', { partnerRequestId: requestId });
    expect([mismatch.statusCode, mismatch.json().error.code]).toEqual([
      400,
      'partner_request_mismatch',
    ]);
  });
});

describe('settings', () => {
  it('turn each kind of mail off and on, and set the language of mails', async () => {
    const defaults = await call('GET', '/api/settings/notifications', player);
    expect(notificationSettingsSchema.parse(defaults.json())).toEqual({
      language: 'en',
      messageMailDelaySeconds: 600,
      email: {
        booking_requests: true,
        booking_updates: true,
        messages: true,
        play_requests: true,
        match_results: true,
        court_claims: true,
        open_matches: true,
        games_that_fit: true,
        // The Monday mail goes only to those who turn it on.
        weekly_partners: false,
      },
      push: {
        booking_requests: true,
        booking_answers: true,
        messages: true,
        match_results: true,
        open_matches: true,
        games_that_fit: true,
      },
    });
    const off = await call('PUT', '/api/settings/notifications', player, {
      email: { booking_updates: false },
    });
    expect(off.json().email).toMatchObject({ booking_updates: false, play_requests: true });

    const booking = await requestBooking('12:00');
    await call('POST', `/api/bookings/${booking.id}/accept`, owner);
    expect(await mailsTo('player@example.com')).toHaveLength(0);
    expect((await notificationsOf(player)).items[0]?.kind).toBe('booking_accepted');

    await call('PUT', '/api/settings/notifications', player, { email: { booking_updates: true } });
    expect(
      (await call('PUT', '/api/settings/language', player, { language: 'bg' })).statusCode,
    ).toBe(204);
    const next = await requestBooking('14:00');
    await call('POST', `/api/bookings/${next.id}/decline`, owner);
    const [mail] = await mailsTo('player@example.com');
    expect(mail?.subject).toMatch(/^Резервацията е отказана:/);
    await call('PUT', '/api/settings/language', player, { language: 'en' });

    const bad = await call('PUT', '/api/settings/notifications', player, {
      email: { booking_updates: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/settings/notifications', null)).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe', () => {
  async function unsubscribeUrl(): Promise<string> {
    await call('POST', `/api/players/${owner.user.id}/play-request`, player);
    const mail = (await mailsTo('owner@example.com')).at(-1);
    const header = mail?.headers['list-unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    return `${url.pathname}${url.search}`;
  }

  it('shows what the link does on GET and turns that mail off on POST, without signing in', async () => {
    clock.advance(25 * 60 * MINUTE);
    const url = await unsubscribeUrl();
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Да спрем ли имейлите за покани за игра?');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('href="/profile#notifications"');
    let settings = await call('GET', '/api/settings/notifications', owner);
    expect(settings.json().email.play_requests).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('повече няма да получавате имейли за покани за игра');
    settings = await call('GET', '/api/settings/notifications', owner);
    expect(settings.json().email).toMatchObject({ play_requests: false, booking_requests: true });

    // The in-app notification still comes; the mail does not.
    clock.advance(25 * 60 * MINUTE);
    smtp.received.length = 0;
    await call('POST', `/api/players/${owner.user.id}/play-request`, player);
    expect((await notificationsOf(owner)).items[0]?.kind).toBe('play_request');
    expect(await mailsTo('owner@example.com')).toHaveLength(0);
    await call('PUT', '/api/settings/notifications', owner, { email: { play_requests: true } });
  });

  it("refuses a forged token and one made for someone else's account", async () => {
    clock.advance(25 * 60 * MINUTE);
    const url = await unsubscribeUrl();
    const token = new URL(url, TEST_APP_URL).searchParams.get('token') ?? '';
    const [, category, signature] = token.split('.');
    const forged = [
      `${player.user.id}.${category}.${signature}`,
      `${owner.user.id}.messages.${signature}`,
      `${owner.user.id}.${category}.${'A'.repeat(43)}`,
      'nonsense',
      '',
    ];
    for (const bad of forged) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.body).toContain('не е валидна');
    }
    const settings = await call('GET', '/api/settings/notifications', player);
    // Every mail but the Monday one (off until the player turns it on) still goes out.
    const { weekly_partners: weekly, ...others } = settings.json().email;
    expect(weekly).toBe(false);
    expect(Object.values(others)).not.toContain(false);
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unsubscribe?token=nonsense',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body).toContain('This unsubscribe link is not valid.');
  });
});

describe('the notification list', () => {
  it('pages newest first and marks one or all read, live on the other devices', async () => {
    const socket = await RealtimeTestClient.signedIn(baseUrl, player.access_token);
    await socket.followInbox();
    for (let minute = 8 * 60; minute < 18 * 60; minute += 30) {
      const hour = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 ? '30' : '00'}`;
      const booking = await requestBooking(hour, '', '2026-05-18');
      await call('POST', `/api/bookings/${booking.id}/decline`, owner);
    }
    const all: Notification[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await call(
        'GET',
        `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`,
        player,
      );
      const page = notificationsPageSchema.parse(response.json());
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(all.length).toBeGreaterThan(20);
    const times = all.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);

    const first = all[0] as Notification;
    const unread = (await notificationsOf(player)).unreadCount;
    const one = await call('POST', '/api/notifications/read', player, { ids: [first.id] });
    expect(one.json()).toEqual({ unreadCount: unread - 1 });
    await socket.waitFor((f) => f.type === 'notifications_read');
    // Someone else's ids are left alone.
    const ownerUnread = (await notificationsOf(owner)).unreadCount;
    const ownerFirst = (await notificationsOf(owner)).items[0] as Notification;
    await call('POST', '/api/notifications/read', player, { ids: [ownerFirst.id] });
    expect((await notificationsOf(owner)).unreadCount).toBe(ownerUnread);

    const everything = await call('POST', '/api/notifications/read', player, { all: true });
    expect(everything.json()).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(player)).items.every((n) => n.readAt !== null)).toBe(true);
    socket.close();

    expect((await call('GET', '/api/notifications', null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/notifications/read', player, { ids: ['nope'] })).statusCode,
    ).toBe(400);
  });
});
