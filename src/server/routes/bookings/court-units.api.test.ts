import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type Booking, bookingSchema } from '#contract/bookings';
import { courtDetailSchema } from '#contract/courts';
import { NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { courtBookingHelpers, errorOf } from '#test/support/court-booking-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const NEXT_MONDAY = '2026-05-11';
let t: TestApp;
let owner: Session;
/** Takes a unit before the twenty race for the rest. */
let blocker: Session;
/** Twenty players: each may hold one request at a court at a time. */
const players: Session[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner', 'en');
  blocker = await signedUpUser(t, 'blocker@example.com', 'Blocker');
  for (let n = 0; n < 20; n++) {
    // Sign-ups from one address are limited; these come faster than people sign up.
    if (n % 5 === 0) await t.forgetRateLimits();
    players.push(await signedUpUser(t, `player${n}@example.com`, `Player ${n}`));
  }
});
afterAll(() => t.close());
beforeEach(() => t.forgetRateLimits());

const { call, newCourt, book, booked, accept } = courtBookingHelpers(
  () => t,
  () => owner,
  NEXT_MONDAY,
);
const player = (n: number) => players[n] as Session;

describe('a court’s units', () => {
  it('come with the court, one per court, named by default, and can be named', async () => {
    const court = await newCourt({ totalCourts: 3 });
    expect(court.units.map((u) => [u.position, u.name])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    const response = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      totalCourts: 3,
      units: [{ name: 'Централен' }, {}, { name: 'Балон', setting: 'indoor', floodlights: true }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const fetched = courtDetailSchema.parse(
      (await call('GET', `/api/courts/${court.id}`, null)).json(),
    );
    expect(fetched.units.map(({ id: _, ...unit }) => unit)).toEqual([
      { position: 1, name: 'Централен', surface: null, setting: null, floodlights: null },
      { position: 2, name: null, surface: null, setting: null, floodlights: null },
      { position: 3, name: 'Балон', surface: null, setting: 'indoor', floodlights: true },
    ]);
    // The same units, renamed: bookings on them keep their place.
    expect(fetched.units.map((u) => u.id)).toEqual(court.units.map((u) => u.id));
  });

  it('refuse more names than courts, and a name too long, on their fields', async () => {
    const court = await newCourt({ totalCourts: 1 });
    const tooMany = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      totalCourts: 1,
      units: [{}, { name: 'Втори' }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ units: 'more_units_than_courts' });
    const tooLong = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      totalCourts: 1,
      units: [{ name: 'К'.repeat(41) }],
    });
    expect(tooLong.json().error.fields).toEqual({ 'units.0.name': 'too_long' });
  });

  it('grow and shrink with the number of courts, but keep one with bookings to come', async () => {
    const court = await newCourt({ totalCourts: 2 });
    const request = await booked(player(0), { courtId: court.id });
    expect((await accept(request, court.units[1]?.id)).statusCode).toBe(200);
    const fewer = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      totalCourts: 1,
    });
    expect(errorOf(fewer)).toEqual([409, 'unit_has_bookings']);
    expect(fewer.json().error.fields).toEqual({ totalCourts: 'unit_has_bookings' });
    const more = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      totalCourts: 4,
    });
    expect(courtDetailSchema.parse(more.json()).units.map((u) => u.position)).toEqual([1, 2, 3, 4]);
    const back = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      totalCourts: 2,
    });
    expect(courtDetailSchema.parse(back.json()).units.map((u) => u.id)).toEqual(
      court.units.map((u) => u.id),
    );
  });
});

describe('accepting a request', () => {
  it('puts it on the first free unit, or the one the owner chooses', async () => {
    const court = await newCourt({ totalCourts: 3 });
    const [a, b, c, d] = await Promise.all(
      [0, 1, 2, 3].map((n) => booked(player(n), { courtId: court.id })),
    );
    const first = await accept(a as Booking);
    expect(bookingSchema.parse(first.json()).unit).toMatchObject({ position: 1, name: null });
    const chosen = await accept(b as Booking, court.units[2]?.id);
    expect(bookingSchema.parse(chosen.json()).unit?.position).toBe(3);
    expect(errorOf(await accept(c as Booking, court.units[0]?.id))).toEqual([409, 'unit_taken']);
    const other = await newCourt({ totalCourts: 1 });
    expect(errorOf(await accept(c as Booking, other.units[0]?.id))).toEqual([
      400,
      'unit_not_found',
    ]);
    expect(bookingSchema.parse((await accept(c as Booking)).json()).unit?.position).toBe(2);
    expect(errorOf(await accept(d as Booking))).toEqual([409, 'court_full']);
  });

  it('needs one unit free for the whole time, not merely a court free at each moment', async () => {
    const court = await newCourt({ totalCourts: 2 });
    const early = await booked(player(0), { courtId: court.id, startTime: '17:00' });
    const late = await booked(player(1), { courtId: court.id, startTime: '18:00' });
    const long = await booked(player(2), {
      courtId: court.id,
      startTime: '17:00',
      durationHours: 2,
    });
    expect((await accept(early, court.units[0]?.id)).statusCode).toBe(200);
    expect((await accept(late, court.units[1]?.id)).statusCode).toBe(200);
    const pending = await call('GET', `/api/my/court-bookings?status=pending`, owner);
    const listed = pending.json().items.find((item: Booking) => item.id === long.id);
    expect(listed.fitsIfAccepted).toBe(false);
    expect(errorOf(await accept(long))).toEqual([409, 'court_full']);
  });

  it('of two overlapping requests for the last unit, at the same moment, accepts one', async () => {
    const court = await newCourt({ totalCourts: 1 });
    const requests = await Promise.all(
      [0, 1].map((n) => booked(player(n), { courtId: court.id, startTime: n ? '18:30' : '18:00' })),
    );
    const answers = await Promise.all(requests.map((r) => accept(r)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('court_full');
  });
});

describe('instant booking', () => {
  it('accepts a request for a free unit at once and tells the owner', async () => {
    const court = await newCourt({ instantBooking: true, totalCourts: 2 });
    expect(court.instantBooking).toBe(true);
    const booking = await booked(player(0), { courtId: court.id });
    expect(booking).toMatchObject({ status: 'accepted', unit: { position: 1, name: null } });
    const calendar = await call('GET', `/api/bookings/${booking.id}/calendar.ics`, player(0));
    expect(calendar.body).toContain('STATUS:CONFIRMED');
    const bell = await call('GET', '/api/notifications', owner);
    expect(bell.json().items[0]).toMatchObject({
      kind: 'booking_made',
      subjectId: booking.id,
      actor: { name: 'Player 0' },
      data: { unit: { position: 1, name: null } },
    });
    await t.app.outbox.drain();
    const mail = (await t.mails('owner@example.com')).find((m) =>
      m.subject.startsWith('New booking: Zornitsa Court'),
    );
    expect(mail?.text).toContain('Player 0 booked Zornitsa Court (Court 1) instantly');
  });

  it('gives the last two units to two of twenty players at once; the rest hear slot_taken', async () => {
    const court = await newCourt({ instantBooking: true, totalCourts: 3 });
    // One unit already taken for the time: two are left.
    await booked(blocker, { courtId: court.id, startTime: '17:30' });
    const answers = await Promise.all(
      players.map((session) => book(session, { courtId: court.id, startTime: '18:00' })),
    );
    const codes = answers.map((a) => (a.statusCode === 201 ? '201' : errorOf(a).join(' ')));
    expect(codes.filter((c) => c === '201')).toHaveLength(2);
    expect(codes.filter((c) => c === '409 slot_taken')).toHaveLength(18);
    const rows = await t.database.db.query<{ unit_id: string }>(
      `select unit_id from bookings where court_id = $1 and status = 'accepted'`,
      [court.id],
    );
    expect(new Set(rows.map((r) => r.unit_id)).size).toBe(3);
  });

  it('stores nothing when no unit is free', async () => {
    const court = await newCourt({ instantBooking: true, totalCourts: 1 });
    await booked(player(1), { courtId: court.id });
    expect(errorOf(await book(player(2), { courtId: court.id, startTime: '18:30' }))).toEqual([
      409,
      'slot_taken',
    ]);
    const mine = await call('GET', `/api/my/bookings?courtId=${court.id}`, player(2));
    expect(mine.json().total).toBe(0);
  });
});

describe('the database', () => {
  it('refuses two accepted bookings of one unit that overlap, whoever writes them', async () => {
    const court = await newCourt({ totalCourts: 1 });
    const first = await booked(player(3), { courtId: court.id });
    const second = await booked(player(4), { courtId: court.id, startTime: '18:30' });
    expect((await accept(first)).statusCode).toBe(200);
    await expect(
      t.database.db.query(`update bookings set status = 'accepted', unit_id = $2 where id = $1`, [
        second.id,
        court.units[0]?.id,
      ]),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
