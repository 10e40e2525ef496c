import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import {
  type BookingCreated,
  bookingCreatedSchema,
  seriesAcceptedSchema,
  seriesCancelledSchema,
  seriesDeclinedSchema,
} from '#contract/booking-series';
import { bookingSchema, bookingsPageSchema } from '#contract/bookings';
import { notificationsPageSchema } from '#contract/notifications';
import { addDays } from '#contract/sofia-time';
import { call as callAs, NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const TUESDAY = '2026-05-05';
const week = (k: number) => addDays(TUESDAY, 7 * (k - 1));
let t: TestApp;
let owner: Session;
let player: Session;
let other: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 365 * 86_400 });
  owner = await signedUpUser(t, 'season-owner@example.com', 'Owner', 'en');
  player = await signedUpUser(t, 'season-player@example.com', 'Играч');
  other = await signedUpUser(t, 'season-other@example.com', 'Друг');
  stranger = await signedUpUser(t, 'season-stranger@example.com', 'Страничен');
});
afterAll(() => t.close());
beforeEach(() => t.forgetRateLimits());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

/** A court of one unit, open every hour, with a 24-hour free cancellation unless told. */
async function newCourt(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await call('POST', '/api/courts', owner, {
    ...NEW_COURT,
    totalCourts: 1,
    openingHours: {},
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function season(courtId: string, weeks = 10, startTime = '19:00'): Promise<BookingCreated> {
  const response = await call('POST', '/api/bookings', player, {
    courtId,
    date: TUESDAY,
    startTime,
    durationHours: 1,
    weeks,
  });
  expect(response.statusCode, response.body).toBe(201);
  return bookingCreatedSchema.parse(response.json());
}

const ids = (created: BookingCreated) =>
  (created.season?.dates ?? []).map((date) => date.bookingId as string);

async function unread(session: Session) {
  const response = await call('GET', '/api/notifications', session);
  const items = notificationsPageSchema.parse(response.json()).items.filter((n) => !n.readAt);
  await call('POST', '/api/notifications/read', session, { all: true });
  return items;
}

describe('asking for a season', () => {
  it('makes one pending booking a week, tells the owner once, and lists each as a season date', async () => {
    const courtId = await newCourt();
    await unread(owner);
    const created = await season(courtId);
    expect(created.status).toBe('pending');
    expect(created.date).toBe(TUESDAY);
    expect(created.season?.weeks).toBe(10);
    expect(created.season?.dates.map((d) => [d.week, d.date, d.status])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, week(i + 1), 'pending']),
    );
    expect(created.series).toEqual({ id: created.season?.id, week: 1, weeks: 10 });
    const told = await unread(owner);
    expect(told.map((n) => n.kind)).toEqual(['booking_requested']);
    expect(told[0]?.data).toMatchObject({ series: { weeks: 10, dates: 10 } });

    const mine = bookingsPageSchema.parse((await call('GET', '/api/my/bookings', player)).json());
    const dates = mine.items.filter((b) => b.series?.id === created.season?.id);
    expect(dates).toHaveLength(10);
    // Week 7 lies past the 60 days a single booking may be asked ahead: a season may.
    expect(dates.find((b) => b.date === week(10))?.series).toMatchObject({ week: 10, weeks: 10 });
    await t.app.outbox.drain();
    const mail = (await t.mails(owner.user.email)).at(-1);
    expect(mail?.subject).toContain('Season request');
  });

  it('refuses weeks outside 1–26 or not whole, naming the field', async () => {
    const courtId = await newCourt();
    for (const [weeks, reason] of [
      [27, 'too_big'],
      [0, 'too_small'],
      [2.5, 'whole_number'],
    ] as const) {
      const response = await call('POST', '/api/bookings', player, {
        courtId,
        date: TUESDAY,
        startTime: '19:00',
        durationHours: 1,
        weeks,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation',
        fields: { weeks: reason },
      });
    }
  });

  it('reports the weeks a closure covers and skips them; a first date outside the hours fails', async () => {
    const courtId = await newCourt();
    const closed = await call('POST', `/api/my/courts/${courtId}/closures`, owner, {
      kind: 'once',
      date: week(3),
      startTime: '18:00',
      endTime: '22:00',
      reason: 'Турнир',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const created = await season(courtId, 4);
    expect(created.season?.dates.map((d) => d.skipped)).toEqual([null, null, 'closed', null]);
    expect(created.season?.dates[2]?.bookingId).toBeNull();

    const hours = await newCourt({ openingHours: { tue: { open: '08:00', close: '18:00' } } });
    const outside = await call('POST', '/api/bookings', player, {
      courtId: hours,
      date: TUESDAY,
      startTime: '19:00',
      durationHours: 1,
      weeks: 3,
    });
    expect(outside.json().error.code).toBe('outside_opening_hours');
  });

  it('is a request at an instant-booking court too: the owner decides on a season', async () => {
    const courtId = await newCourt({ instantBooking: true });
    const created = await season(courtId, 3);
    expect(created.season?.dates.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
  });
});

describe('the owner answering a season', () => {
  it('accepts every date a unit is free for and reports the others with their reason', async () => {
    const courtId = await newCourt();
    const created = await season(courtId);
    // Week 3's only unit goes to another player first; week 5 closes after the request.
    const single = await call('POST', '/api/bookings', other, {
      courtId,
      date: week(3),
      startTime: '19:00',
      durationHours: 1,
    });
    expect(single.statusCode, single.body).toBe(201);
    expect((await call('POST', `/api/bookings/${single.json().id}/accept`, owner)).statusCode).toBe(
      200,
    );
    const closed = await call('POST', `/api/my/courts/${courtId}/closures`, owner, {
      kind: 'once',
      date: week(5),
      startTime: '06:00',
      endTime: '23:00',
      reason: 'Ремонт',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    await unread(player);

    const response = await call('POST', `/api/booking-series/${created.season?.id}/accept`, owner, {
      note: 'Добре дошли',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = seriesAcceptedSchema.parse(response.json());
    expect(answer.accepted.map((d) => d.date)).toEqual(
      [1, 2, 4, 6, 7, 8, 9, 10].map((k) => week(k)),
    );
    expect(answer.conflicts).toEqual([
      { bookingId: ids(created)[2], date: week(3), reason: 'unit_taken' },
      { bookingId: ids(created)[4], date: week(5), reason: 'closed' },
    ]);
    expect(answer.series.dates.map((d) => d.status)).toEqual([
      'accepted',
      'accepted',
      'pending',
      'accepted',
      'pending',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
    ]);
    const told = await unread(player);
    expect(told.map((n) => n.kind)).toEqual(['booking_accepted']);
    expect(told[0]?.data).toMatchObject({ series: { dates: 8, conflicts: 2 } });

    // The left dates are answered one by one; the season has nothing pending after.
    const declined = await call('POST', `/api/bookings/${ids(created)[2]}/decline`, owner);
    expect(declined.json().status).toBe('declined');
    const rest = await call('POST', `/api/booking-series/${created.season?.id}/decline`, owner);
    expect(seriesDeclinedSchema.parse(rest.json()).declined.map((d) => d.date)).toEqual([week(5)]);
    const again = await call('POST', `/api/booking-series/${created.season?.id}/accept`, owner);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'booking_not_pending']);

    // The calendar file holds the accepted dates, one event each.
    const ics = await call('GET', `/api/booking-series/${created.season?.id}/calendar.ics`, player);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(8);
    expect(ics.body.match(/^STATUS:CONFIRMED\r$/gm)).toHaveLength(8);
    expect(ics.body).toContain(`UID:booking-${ids(created)[0]}@sofia-tennis`);
    expect(ics.body).toContain('DTSTART:20260505T160000Z');
    expect(ics.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('is the owner’s alone: the player 403, anyone else 404', async () => {
    const courtId = await newCourt();
    const created = await season(courtId, 2);
    const url = `/api/booking-series/${created.season?.id}`;
    const refused = (response: { statusCode: number; json(): { error: { code: string } } }) => [
      response.statusCode,
      response.json().error.code,
    ];
    expect(refused(await call('POST', `${url}/accept`, player))).toEqual([403, 'forbidden']);
    expect(refused(await call('POST', `${url}/decline`, player))).toEqual([403, 'forbidden']);
    for (const path of ['accept', 'decline']) {
      expect(refused(await call('POST', `${url}/${path}`, stranger))).toEqual([
        404,
        'series_not_found',
      ]);
    }
    const from = { from: TUESDAY };
    expect(refused(await call('POST', `${url}/cancel`, stranger, from))).toEqual([
      404,
      'series_not_found',
    ]);
    expect(refused(await call('GET', `${url}/calendar.ics`, stranger))).toEqual([
      404,
      'series_not_found',
    ]);
    // Nothing accepted yet: no calendar file to give.
    expect(refused(await call('GET', `${url}/calendar.ics`, player))).toEqual([
      409,
      'booking_not_accepted',
    ]);
    expect((await call('POST', `${url}/accept`, null)).statusCode).toBe(401);
  });
});

describe('cancelling the rest of a season', () => {
  it('cancels the date given and every later one, keeps the earlier ones, tells the owner once', async () => {
    const courtId = await newCourt();
    const created = await season(courtId);
    await call('POST', `/api/booking-series/${created.season?.id}/accept`, owner);
    await unread(owner);
    const response = await call(
      'POST',
      `/api/booking-series/${created.season?.id}/cancel`,
      player,
      {
        from: ids(created)[3],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = seriesCancelledSchema.parse(response.json());
    expect(answer.cancelled.map((d) => d.date)).toEqual([4, 5, 6, 7, 8, 9, 10].map(week));
    expect(answer.series.dates.map((d) => d.status)).toEqual([
      ...Array(3).fill('accepted'),
      ...Array(7).fill('cancelled'),
    ]);
    const told = await unread(owner);
    expect(told.map((n) => n.kind)).toEqual(['booking_cancelled']);
    expect(told[0]?.data).toMatchObject({ date: week(4), series: { dates: 7, late: 0 } });

    // A single date still cancels alone with the booking's own route.
    const one = await call('POST', `/api/bookings/${ids(created)[1]}/cancel`, player);
    expect(bookingSchema.parse(one.json()).status).toBe('cancelled');
    expect(one.json().series).toMatchObject({ week: 2, weeks: 10 });
    // Nothing left from week 4 on.
    const again = await call('POST', `/api/booking-series/${created.season?.id}/cancel`, player, {
      from: week(4),
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'booking_not_cancellable']);
  });

  it('is late date by date: only the accepted dates past their free cancellation', async () => {
    // 48 hours' free cancellation: week 1 (tomorrow 19:00) is past it already, week 2 is not.
    const courtId = await newCourt({ freeCancelHours: 48 });
    const created = await season(courtId, 3);
    await call('POST', `/api/booking-series/${created.season?.id}/accept`, owner);
    await unread(owner);
    const response = await call(
      'POST',
      `/api/booking-series/${created.season?.id}/cancel`,
      player,
      {
        from: TUESDAY,
      },
    );
    const answer = seriesCancelledSchema.parse(response.json());
    expect(answer.cancelled.map((d) => d.cancelledLate)).toEqual([true, false, false]);
    const told = await unread(owner);
    expect(told[0]?.data).toMatchObject({ series: { dates: 3, late: 1 } });
    await t.app.outbox.drain();
    expect((await t.mails(owner.user.email)).at(-1)?.subject).toContain('in part late');
  });

  it('by the owner cancels the season’s dates to come at their court, never late, and tells the player', async () => {
    const courtId = await newCourt({ freeCancelHours: 48 });
    const created = await season(courtId, 4);
    await call('POST', `/api/booking-series/${created.season?.id}/accept`, owner);
    await unread(player);
    const response = await call('POST', `/api/booking-series/${created.season?.id}/cancel`, owner, {
      from: week(1),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = seriesCancelledSchema.parse(response.json());
    expect(answer.cancelled.map((d) => d.cancelledLate)).toEqual([false, false, false, false]);
    const told = await unread(player);
    expect(told.map((n) => n.kind)).toEqual(['booking_series_cancelled']);
    await t.app.outbox.drain();
    // The player reads Bulgarian.
    expect((await t.mails(player.user.email)).at(-1)?.subject).toContain('Кортът отмени сезона ви');
  });

  it('refuses a booking of another season as `from`', async () => {
    const courtId = await newCourt();
    const first = await season(courtId, 2, '08:00');
    const second = await season(courtId, 2, '10:00');
    const response = await call('POST', `/api/booking-series/${first.season?.id}/cancel`, player, {
      from: ids(second)[0],
    });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'booking_not_found']);
  });
});
