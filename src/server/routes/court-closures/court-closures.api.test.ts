import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import type { Booking } from '#contract/bookings';
import {
  type ClosureBody,
  closureConflictSchema,
  courtClosureSchema,
  courtClosuresSchema,
} from '#contract/court-closures';
import type { CourtDetail } from '#contract/courts';
import { courtAvailabilitySchema } from '#contract/free-slots';
import { signedUpUser } from '#test/support/auth-helpers';
import { courtBookingHelpers, errorOf } from '#test/support/court-booking-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const NEXT_MONDAY = '2026-05-11';
const MONDAY_AFTER = '2026-05-18';
let t: TestApp;
let owner: Session;
let stranger: Session;
const players: Session[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner', 'en');
  stranger = await signedUpUser(t, 'stranger@example.com', 'Stranger');
  for (let n = 0; n < 3; n++) {
    players.push(await signedUpUser(t, `player${n}@example.com`, `Player ${n}`, 'bg'));
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

const close = (court: CourtDetail, body: ClosureBody, as: Session = owner) =>
  call('POST', `/api/my/courts/${court.id}/closures`, as, body);

async function closed(court: CourtDetail, body: ClosureBody) {
  const response = await close(court, body);
  expect(response.statusCode, response.body).toBe(201);
  return courtClosureSchema.parse(response.json());
}

const ONCE = {
  kind: 'once',
  date: NEXT_MONDAY,
  startTime: '17:00',
  endTime: '19:00',
  reason: 'Турнир',
} as const;

describe('closures', () => {
  it('are listed for the owner with the unit, kind and reason, and removed', async () => {
    const court = await newCourt();
    const unit = court.units[1];
    const once = await closed(court, { ...ONCE, unitId: unit?.id });
    expect(once).toMatchObject({
      kind: 'once',
      unit: { id: unit?.id, position: 2, name: null },
      date: NEXT_MONDAY,
      weekday: null,
      startTime: '17:00',
      endTime: '19:00',
      reason: 'Турнир',
    });
    const weekly = await closed(court, {
      kind: 'weekly',
      weekday: 'sat',
      fromDate: '2026-05-09',
      startTime: '09:00',
      endTime: '24:00',
      reason: 'Школа',
    });
    expect(weekly).toMatchObject({
      unit: null,
      weekday: 'sat',
      fromDate: '2026-05-09',
      untilDate: null,
      endTime: '24:00',
    });
    const list = courtClosuresSchema.parse(
      (await call('GET', `/api/my/courts/${court.id}/closures`, owner)).json(),
    );
    expect(list.items.map((c) => c.id)).toEqual([weekly.id, once.id]);
    const removed = await call('DELETE', `/api/my/courts/${court.id}/closures/${once.id}`, owner);
    expect(removed.statusCode).toBe(204);
    const again = await call('DELETE', `/api/my/courts/${court.id}/closures/${once.id}`, owner);
    expect(errorOf(again)).toEqual([404, 'closure_not_found']);
  });

  it('are the owner’s only', async () => {
    const court = await newCourt();
    expect(errorOf(await close(court, ONCE, stranger))).toEqual([403, 'forbidden']);
    const list = await call('GET', `/api/my/courts/${court.id}/closures`, stranger);
    expect(errorOf(list)).toEqual([403, 'forbidden']);
    const mine = await closed(court, ONCE);
    const remove = await call('DELETE', `/api/my/courts/${court.id}/closures/${mine.id}`, stranger);
    expect(errorOf(remove)).toEqual([403, 'forbidden']);
    const unknown = await call(
      'GET',
      '/api/my/courts/00000000-0000-4000-8000-000000000000/closures',
      owner,
    );
    expect(errorOf(unknown)).toEqual([404, 'court_not_found']);
    const visitor = await call('GET', `/api/my/courts/${court.id}/closures`, null);
    expect(visitor.statusCode).toBe(401);
  });

  it('refuse times and dates that make no closure, on their fields', async () => {
    const court = await newCourt();
    const fieldsOf = async (body: unknown) =>
      (await call('POST', `/api/my/courts/${court.id}/closures`, owner, body)).json().error.fields;
    expect(await fieldsOf({ ...ONCE, endTime: '17:00' })).toEqual({ endTime: 'end_after_start' });
    expect(await fieldsOf({ ...ONCE, date: '2026-05-03' })).toEqual({ date: 'in_past' });
    expect(await fieldsOf({ ...ONCE, reason: '  ' })).toEqual({ reason: 'required' });
    expect(await fieldsOf({ ...ONCE, reason: 'R'.repeat(201) })).toEqual({ reason: 'too_long' });
    expect(
      await fieldsOf({
        kind: 'weekly',
        weekday: 'mon',
        fromDate: '2026-05-20',
        untilDate: '2026-05-19',
        startTime: '08:00',
        endTime: '09:00',
        reason: 'x',
      }),
    ).toEqual({ untilDate: 'until_before_from' });
    const other = await newCourt();
    const foreignUnit = await close(court, { ...ONCE, unitId: other.units[0]?.id });
    expect(errorOf(foreignUnit)).toEqual([400, 'unit_not_found']);
  });
});

describe('a closed unit', () => {
  it('is not free for an instant booking; another unit is, and the whole court is not', async () => {
    const court = await newCourt({ instantBooking: true, totalCourts: 2 });
    await closed(court, { ...ONCE, unitId: court.units[0]?.id });
    const first = await booked(player(0), { courtId: court.id });
    expect(first.unit?.position).toBe(2);
    const second = await book(player(1), { courtId: court.id, startTime: '18:30' });
    expect(errorOf(second)).toEqual([409, 'slot_taken']);
    // Outside the closed hours, unit 1 is free again.
    const later = await booked(player(1), { courtId: court.id, startTime: '19:00' });
    expect(later.unit?.position).toBe(1);

    const whole = await newCourt({ instantBooking: true, totalCourts: 2 });
    await closed(whole, { ...ONCE, startTime: '18:30', endTime: '19:00' });
    expect(errorOf(await book(player(2), { courtId: whole.id }))).toEqual([409, 'slot_taken']);
  });

  it('keeps the court out of the search by time while every unit is closed', async () => {
    const court = await newCourt({ name: 'Клуб Затворен', totalCourts: 2 });
    const found = async (time: string) => {
      const response = await call(
        'GET',
        `/api/courts?q=${encodeURIComponent('Клуб Затворен')}&date=${NEXT_MONDAY}&time=${time}&durationHours=1`,
        null,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.find((item: { id: string }) => item.id === court.id);
    };
    await closed(court, { ...ONCE, unitId: court.units[0]?.id });
    expect((await found('18:00'))?.when.freeStarts[0]).toBe('18:00');
    await closed(court, { ...ONCE, unitId: court.units[1]?.id, startTime: '18:00' });
    expect(await found('18:00')).toBeUndefined();
    expect((await found('19:00'))?.when.freeStarts[0]).toBe('19:00');
  });

  it('refuses an accept on it, and a weekly closure holds on each of its weekdays', async () => {
    const court = await newCourt({ totalCourts: 1 });
    const request = await booked(player(0), { courtId: court.id, date: MONDAY_AFTER });
    await closed(court, {
      kind: 'weekly',
      weekday: 'mon',
      fromDate: NEXT_MONDAY,
      startTime: '18:30',
      endTime: '20:00',
      reason: 'Тренировка',
    });
    const listed = await call('GET', `/api/my/court-bookings?courtId=${court.id}`, owner);
    expect(listed.json().items[0]).toMatchObject({ id: request.id, fitsIfAccepted: false });
    expect(errorOf(await accept(request))).toEqual([409, 'court_full']);
    const unitOne = court.units[0]?.id;
    expect(errorOf(await accept(request, unitOne))).toEqual([409, 'unit_taken']);
    // Before its first date, the weekday is open.
    const before = await newCourt({ totalCourts: 1 });
    await closed(before, {
      kind: 'weekly',
      weekday: 'mon',
      fromDate: MONDAY_AFTER,
      startTime: '18:30',
      endTime: '20:00',
      reason: 'Тренировка',
    });
    const early = await booked(player(1), { courtId: before.id });
    expect((await accept(early)).statusCode).toBe(200);
  });

  it('shows in the court’s free times as fewer free courts, and as closed when all are', async () => {
    const court = await newCourt({ totalCourts: 2 });
    await closed(court, {
      ...ONCE,
      unitId: court.units[0]?.id,
      startTime: '09:00',
      endTime: '10:00',
    });
    await closed(court, { ...ONCE, startTime: '12:00', endTime: '13:00' });
    const response = await call(
      'GET',
      `/api/courts/${court.id}/availability?date=${NEXT_MONDAY}`,
      null,
    );
    const slots = courtAvailabilitySchema.parse(response.json()).days[0]?.slots ?? [];
    const at = (time: string) => slots.find((s) => s.time === time);
    expect(at('08:30')).toMatchObject({ free: 2, closed: false });
    expect(at('09:30')).toMatchObject({ free: 1, closed: false });
    expect(at('12:00')).toMatchObject({ free: 0, closed: true });
    expect(at('12:30')).toMatchObject({ free: 0, closed: true });
    expect(at('13:00')).toMatchObject({ free: 2, closed: false });
    // Players never read the reason.
    expect(response.body).not.toContain('Турнир');
  });
});

describe('a closure over accepted bookings', () => {
  it('lists them and stores nothing, then cancels them with cancelBookings and tells each player', async () => {
    const court = await newCourt({ totalCourts: 2 });
    const a = await booked(player(0), { courtId: court.id });
    const b = await booked(player(1), { courtId: court.id, startTime: '18:30' });
    const untouched = await booked(player(2), { courtId: court.id, startTime: '08:00' });
    expect((await accept(a)).statusCode).toBe(200);
    expect((await accept(b)).statusCode).toBe(200);
    expect((await accept(untouched)).statusCode).toBe(200);

    const refused = await close(court, ONCE);
    expect(refused.statusCode).toBe(409);
    const conflict = closureConflictSchema.parse(refused.json());
    expect(conflict.error.code).toBe('closure_overlaps_bookings');
    expect(conflict.bookings).toEqual([
      {
        id: a.id,
        date: NEXT_MONDAY,
        startTime: '18:00',
        endTime: '19:00',
        playerName: 'Player 0',
        unit: expect.objectContaining({ position: 1 }),
      },
      {
        id: b.id,
        date: NEXT_MONDAY,
        startTime: '18:30',
        endTime: '19:30',
        playerName: 'Player 1',
        unit: expect.objectContaining({ position: 2 }),
      },
    ]);
    const none = await call('GET', `/api/my/courts/${court.id}/closures`, owner);
    expect(none.json().items).toEqual([]);

    // One unit only: just the booking on it is in the way.
    const onUnit = await close(court, { ...ONCE, unitId: court.units[1]?.id });
    expect(closureConflictSchema.parse(onUnit.json()).bookings.map((x) => x.id)).toEqual([b.id]);

    const done = await close(court, { ...ONCE, cancelBookings: true });
    expect(done.statusCode, done.body).toBe(201);
    for (const [session, booking] of [
      [player(0), a],
      [player(1), b],
    ] as const) {
      const mine = await call('GET', '/api/my/bookings', session);
      expect(mine.json().items.find((x: Booking) => x.id === booking.id)).toMatchObject({
        id: booking.id,
        status: 'cancelled',
        ownerNote: 'Турнир',
      });
      const bell = await call('GET', '/api/notifications', session);
      expect(bell.json().items[0]).toMatchObject({
        kind: 'booking_closed',
        subjectId: booking.id,
        actor: { name: 'Owner' },
        data: { ownerNote: 'Турнир' },
      });
    }
    const kept = await call('GET', '/api/my/bookings', player(2));
    expect(kept.json().items.find((x: Booking) => x.id === untouched.id)).toMatchObject({
      status: 'accepted',
    });
    await t.app.outbox.drain();
    const mail = (await t.mails('player0@example.com')).find((m) =>
      m.subject.startsWith('Резервацията е отменена, кортът е затворен'),
    );
    expect(mail?.text).toContain('Причина: Турнир');
  });
});
