import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { bookingSchema, bookingsPageSchema } from '#contract/bookings';
import { type CourtCalendar, courtCalendarSchema } from '#contract/court-calendar';
import type { CourtDetail } from '#contract/courts';
import { sofiaInstant } from '#contract/sofia-time';
import { signedUpUser } from '#test/support/auth-helpers';
import { courtBookingHelpers, errorOf } from '#test/support/court-booking-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 19 October 2026, 10:00 in Sofia (UTC+3). On Sunday 25 October the clocks go back an
// hour at 04:00: that day runs 25 hours, and from then Sofia is UTC+2.
const clock = createTestClock('2026-10-19T07:00:00Z');
const SATURDAY = '2026-10-24';
const DST_SUNDAY = '2026-10-25';

let t: TestApp;
let owner: Session;
let stranger: Session;
const players: Session[] = [];
const player = (n: number) => players[n] as Session;

beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner', 'en');
  stranger = await signedUpUser(t, 'stranger@example.com', 'Stranger');
  for (let n = 0; n < 5; n++) {
    players.push(await signedUpUser(t, `player${n}@example.com`, `Player ${n}`));
  }
});
afterAll(() => t.close());
beforeEach(() => t.forgetRateLimits());

const { call, newCourt, booked, accept } = courtBookingHelpers(
  () => t,
  () => owner,
  SATURDAY,
);

const EVERY_DAY = Object.fromEntries(
  ['mon', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { open: '07:00', close: '22:00' }]),
);

/** A club of two named courts, open every day but Tuesday. */
const club = () =>
  newCourt({
    totalCourts: 2,
    openingHours: EVERY_DAY,
    units: [{ name: 'Централен' }, { name: 'Зала' }],
  });

async function calendarOf(court: CourtDetail, from: string, days = 1): Promise<CourtCalendar> {
  const response = await call(
    'GET',
    `/api/my/courts/${court.id}/calendar?from=${from}&days=${days}`,
    owner,
  );
  expect(response.statusCode, response.body).toBe(200);
  return courtCalendarSchema.parse(response.json());
}

const move = (bookingId: string, unitId: string | undefined, as: Session = owner) =>
  call('POST', `/api/bookings/${bookingId}/move`, as, { unitId });

function closeOnce(court: CourtDetail, unitId: string | null, date: string, reason: string) {
  return call('POST', `/api/my/courts/${court.id}/closures`, owner, {
    kind: 'once',
    date,
    startTime: '17:00',
    endTime: '19:00',
    unitId,
    reason,
  });
}

/** An accepted booking written in the database: the API books only times to come. */
async function pastAccepted(court: CourtDetail, requester: Session, unitId: string) {
  const date = '2026-10-18';
  const startsAt = sofiaInstant(date, '10:00');
  const [row] = await t.database.db.query<{ id: string }>(
    `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
       price_cents, starts_at, ends_at, status, unit_id, created_at, updated_at)
     values ($1, $2, $3, 600, 60, 2000, $4, $5, 'accepted', $6, $7, $7) returning id`,
    [
      court.id,
      requester.user.id,
      date,
      startsAt,
      new Date(startsAt.getTime() + 3_600_000),
      unitId,
      new Date(startsAt.getTime() - 86_400_000),
    ],
  );
  return row?.id as string;
}

describe('the calendar of a court', () => {
  it('is its owner’s alone', async () => {
    const court = await club();
    const url = `/api/my/courts/${court.id}/calendar?from=${SATURDAY}`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect(errorOf(await call('GET', url, stranger))).toEqual([403, 'forbidden']);
    const unknown = `/api/my/courts/10000000-0000-4000-8000-0000000000ff/calendar?from=${SATURDAY}`;
    expect(errorOf(await call('GET', unknown, owner))).toEqual([404, 'court_not_found']);
  });

  it('refuses a bad date or number of days, naming the field', async () => {
    const court = await club();
    const fieldsOf = async (query: string) => {
      const response = await call('GET', `/api/my/courts/${court.id}/calendar?${query}`, owner);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.fields;
    };
    expect(await fieldsOf('from=2026-02-30')).toEqual({ from: 'date_format' });
    expect(await fieldsOf('from=24.10.2026')).toEqual({ from: 'date_format' });
    expect(await fieldsOf(`from=${SATURDAY}&days=8`)).toEqual({ days: 'too_big' });
    expect(await fieldsOf(`from=${SATURDAY}&days=0`)).toEqual({ days: 'too_small' });
    expect(await fieldsOf(`from=${SATURDAY}&days=2.5`)).toEqual({ days: 'whole_number' });
    expect(Object.keys(await fieldsOf('days=2'))).toEqual(['from']);
    expect(Object.keys(await fieldsOf(`from=${SATURDAY}&days=week`))).toEqual(['days']);
  });

  it('shows a day’s units, hours, accepted bookings, requests with their unit, and closures', async () => {
    const court = await club();
    const [central, hall] = court.units;
    expect((await closeOnce(court, central?.id ?? null, SATURDAY, 'Тренировка')).statusCode).toBe(
      201,
    );
    const onHall = await booked(player(0), { courtId: court.id, startTime: '10:00' });
    expect((await accept(onHall, hall?.id)).statusCode).toBe(200);
    const fits = await booked(player(1), { courtId: court.id, startTime: '10:00', note: 'Двама' });
    // Court 1 is closed 17:00–19:00: the request then would go to court 2.
    const evening = await booked(player(2), { courtId: court.id, startTime: '17:30' });
    const declined = await booked(player(3), { courtId: court.id, startTime: '12:00' });
    await call('POST', `/api/bookings/${declined.id}/decline`, owner, {});
    await booked(player(4), { courtId: court.id, date: '2026-10-23' });

    const calendar = await calendarOf(court, SATURDAY);
    expect(calendar.court).toEqual({
      id: court.id,
      name: 'Корт Зорница',
      nameEn: 'Zornitsa Court',
    });
    expect(calendar.units).toEqual([
      { id: central?.id, position: 1, name: 'Централен' },
      { id: hall?.id, position: 2, name: 'Зала' },
    ]);
    expect(calendar.dates).toEqual([{ date: SATURDAY, open: '07:00', close: '22:00' }]);
    expect(calendar.bookings.map((b) => b.id)).toEqual([onHall.id, fits.id, evening.id]);
    expect(calendar.bookings[0]).toEqual({
      id: onHall.id,
      status: 'accepted',
      requester: { id: player(0).user.id, name: 'Player 0' },
      date: SATURDAY,
      startTime: '10:00',
      endTime: '11:00',
      startsAt: '2026-10-24T07:00:00.000Z',
      endsAt: '2026-10-24T08:00:00.000Z',
      note: null,
      unit: { id: hall?.id, position: 2, name: 'Зала' },
      fitsIfAccepted: null,
      proposedUnit: null,
    });
    expect(calendar.bookings[1]).toMatchObject({
      status: 'pending',
      requester: { name: 'Player 1' },
      note: 'Двама',
      unit: null,
      fitsIfAccepted: true,
      proposedUnit: { position: 1, name: 'Централен' },
    });
    expect(calendar.bookings[2]).toMatchObject({
      status: 'pending',
      startTime: '17:30',
      proposedUnit: { position: 2, name: 'Зала' },
    });
    expect(calendar.closures).toEqual([
      {
        id: expect.any(String),
        date: SATURDAY,
        startTime: '17:00',
        endTime: '19:00',
        unit: { id: central?.id, position: 1, name: 'Централен' },
        reason: 'Тренировка',
      },
    ]);

    // Both units taken at 10:00: the request there fits nowhere now.
    const other = await booked(player(3), {
      courtId: court.id,
      startTime: '09:30',
      durationHours: 2,
    });
    expect((await accept(other)).statusCode).toBe(200);
    const full = (await calendarOf(court, SATURDAY)).bookings.find((b) => b.id === fits.id);
    expect(full).toMatchObject({ fitsIfAccepted: false, proposedUnit: null });
  });

  it('shows a week: each day’s hours (none on a closed day), and a weekly closure on its days', async () => {
    const court = await club();
    const weekly = await call('POST', `/api/my/courts/${court.id}/closures`, owner, {
      kind: 'weekly',
      weekday: 'sat',
      fromDate: '2026-10-20',
      startTime: '20:00',
      endTime: '22:00',
      reason: 'Лига',
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    const monday = await booked(player(0), { courtId: court.id, date: '2026-10-19' });
    const sunday = await booked(player(1), { courtId: court.id, date: DST_SUNDAY });
    await booked(player(2), { courtId: court.id, date: '2026-10-26' });

    const week = await calendarOf(court, '2026-10-19', 7);
    expect(week.dates.map((d) => [d.date, d.open, d.close])).toEqual([
      ['2026-10-19', '07:00', '22:00'],
      ['2026-10-20', null, null],
      ['2026-10-21', '07:00', '22:00'],
      ['2026-10-22', '07:00', '22:00'],
      ['2026-10-23', '07:00', '22:00'],
      ['2026-10-24', '07:00', '22:00'],
      ['2026-10-25', '07:00', '22:00'],
    ]);
    expect(week.bookings.map((b) => [b.id, b.date])).toEqual([
      [monday.id, '2026-10-19'],
      [sunday.id, DST_SUNDAY],
    ]);
    expect(week.closures).toEqual([
      expect.objectContaining({ date: SATURDAY, startTime: '20:00', unit: null, reason: 'Лига' }),
    ]);
    // The next week, from the Sunday the clocks go back: its Saturday, an hour further from UTC.
    const next = await calendarOf(court, DST_SUNDAY, 7);
    expect(next.closures.map((c) => [c.date, c.startTime])).toEqual([['2026-10-31', '20:00']]);
  });

  it('places the day the clocks go back by Sofia’s wall clock', async () => {
    const court = await club();
    const early = await booked(player(0), {
      courtId: court.id,
      date: DST_SUNDAY,
      startTime: '07:00',
    });
    const late = await booked(player(1), {
      courtId: court.id,
      date: DST_SUNDAY,
      startTime: '21:00',
    });
    expect((await closeOnce(court, null, DST_SUNDAY, 'Турнир')).statusCode).toBe(201);
    const day = await calendarOf(court, DST_SUNDAY);
    expect(day.bookings.map((b) => [b.startTime, b.endTime, b.startsAt, b.endsAt])).toEqual([
      ['07:00', '08:00', '2026-10-25T05:00:00.000Z', '2026-10-25T06:00:00.000Z'],
      ['21:00', '22:00', '2026-10-25T19:00:00.000Z', '2026-10-25T20:00:00.000Z'],
    ]);
    expect(day.bookings.map((b) => b.id)).toEqual([early.id, late.id]);
    expect(day.closures).toEqual([
      expect.objectContaining({ date: DST_SUNDAY, startTime: '17:00', endTime: '19:00' }),
    ]);
    // The day before and the day after hold none of them, in the zone's days.
    expect((await calendarOf(court, SATURDAY)).bookings).toEqual([]);
    const after = await calendarOf(court, '2026-10-26');
    expect([after.bookings, after.closures]).toEqual([[], []]);
    expect((await calendarOf(court, SATURDAY, 3)).bookings.map((b) => b.id)).toEqual([
      early.id,
      late.id,
    ]);
  });

  it('places the day the clocks go forward by Sofia’s wall clock too', async () => {
    const court = await club();
    // 28 March 2027: the clocks go forward at 03:00, the day runs 23 hours, then UTC+3.
    const date = '2027-03-28';
    const startsAt = sofiaInstant(date, '21:00');
    expect(startsAt.toISOString()).toBe('2027-03-28T18:00:00.000Z');
    await t.database.db.query(
      `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
         price_cents, starts_at, ends_at, status, created_at, updated_at)
       values ($1, $2, $3, 1260, 60, 2850, $4, $5, 'pending', $6, $6)`,
      [
        court.id,
        player(0).user.id,
        date,
        startsAt,
        new Date(startsAt.getTime() + 3_600_000),
        clock.now(),
      ],
    );
    const day = await calendarOf(court, '2027-03-27', 2);
    expect(day.bookings.map((b) => [b.date, b.startTime, b.endTime, b.startsAt])).toEqual([
      [date, '21:00', '22:00', '2027-03-28T18:00:00.000Z'],
    ]);
  });
});

describe('moving a booking to another unit', () => {
  it('puts it there; the player’s booking names the new unit, and nobody is notified', async () => {
    const court = await club();
    const [central, hall] = court.units;
    const booking = await booked(player(0), { courtId: court.id });
    expect((await accept(booking, hall?.id)).statusCode).toBe(200);
    const bellBefore = (await call('GET', '/api/notifications', player(0))).json().items.length;

    const moved = await move(booking.id, central?.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(bookingSchema.parse(moved.json())).toMatchObject({
      status: 'accepted',
      startTime: '18:00',
      unit: { id: central?.id, position: 1, name: 'Централен' },
    });
    const calendar = await calendarOf(court, SATURDAY);
    expect(calendar.bookings[0]?.unit?.name).toBe('Централен');
    const mine = bookingsPageSchema.parse(
      (await call('GET', `/api/my/bookings?courtId=${court.id}`, player(0))).json(),
    );
    expect(mine.items[0]?.unit?.name).toBe('Централен');
    expect((await call('GET', '/api/notifications', player(0))).json().items).toHaveLength(
      bellBefore,
    );
    // Onto the unit it holds already: nothing to do.
    expect((await move(booking.id, central?.id)).statusCode).toBe(200);
  });

  it('refuses a unit another booking holds then, or one closed then: unit_taken', async () => {
    const court = await club();
    const [central, hall] = court.units;
    const first = await booked(player(0), { courtId: court.id, startTime: '17:00' });
    const second = await booked(player(1), { courtId: court.id, startTime: '17:30' });
    expect((await accept(first, central?.id)).statusCode).toBe(200);
    expect((await accept(second, hall?.id)).statusCode).toBe(200);
    expect(errorOf(await move(second.id, central?.id))).toEqual([409, 'unit_taken']);

    const other = await booked(player(2), { courtId: court.id, startTime: '10:00' });
    expect((await accept(other, hall?.id)).statusCode).toBe(200);
    expect((await closeOnce(court, central?.id ?? null, SATURDAY, 'Ремонт')).statusCode).toBe(409);
    const closure = await call('POST', `/api/my/courts/${court.id}/closures`, owner, {
      kind: 'once',
      date: SATURDAY,
      startTime: '09:00',
      endTime: '11:00',
      unitId: central?.id,
      reason: 'Ремонт',
    });
    expect(closure.statusCode, closure.body).toBe(201);
    expect(errorOf(await move(other.id, central?.id))).toEqual([409, 'unit_taken']);
    const unchanged = await calendarOf(court, SATURDAY);
    expect(unchanged.bookings.map((b) => b.unit?.name)).toEqual(['Зала', 'Централен', 'Зала']);
  });

  it('of two moves onto one unit at once, makes one', async () => {
    const court = await newCourt({ totalCourts: 3, openingHours: EVERY_DAY });
    const requests = await Promise.all(
      [0, 1].map((n) => booked(player(n), { courtId: court.id, startTime: '12:00' })),
    );
    for (const request of requests) expect((await accept(request)).statusCode).toBe(200);
    const answers = await Promise.all(requests.map((r) => move(r.id, court.units[2]?.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('is the court owner’s, for an accepted booking still to come, on a unit of its court', async () => {
    const court = await club();
    const [central, hall] = court.units;
    const pending = await booked(player(0), { courtId: court.id, startTime: '12:00' });
    expect(errorOf(await move(pending.id, hall?.id))).toEqual([409, 'booking_not_accepted']);
    expect((await accept(pending, central?.id)).statusCode).toBe(200);
    expect(errorOf(await move(pending.id, hall?.id, player(0)))).toEqual([403, 'forbidden']);
    expect(errorOf(await move(pending.id, hall?.id, stranger))).toEqual([404, 'booking_not_found']);
    expect(
      (await call('POST', `/api/bookings/${pending.id}/move`, null, { unitId: hall?.id }))
        .statusCode,
    ).toBe(401);
    const elsewhere = await newCourt({ totalCourts: 1 });
    expect(errorOf(await move(pending.id, elsewhere.units[0]?.id))).toEqual([
      400,
      'unit_not_found',
    ]);
    expect(errorOf(await move('10000000-0000-4000-8000-0000000000ff', hall?.id))).toEqual([
      404,
      'booking_not_found',
    ]);
    const bad = await move(pending.id, 'court-2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('unitId');

    const past = await pastAccepted(court, player(1), central?.id as string);
    expect(errorOf(await move(past, hall?.id))).toEqual([409, 'booking_in_past']);
    await call('POST', `/api/bookings/${pending.id}/cancel`, player(0));
    expect(errorOf(await move(pending.id, hall?.id))).toEqual([409, 'booking_not_accepted']);
  });

  it('puts a booking that holds no unit on one', async () => {
    const court = await club();
    const [, hall] = court.units;
    const booking = await booked(player(3), { courtId: court.id, startTime: '15:00' });
    expect((await accept(booking)).statusCode).toBe(200);
    await t.database.db.query('update bookings set unit_id = null where id = $1', [booking.id]);
    const moved = await move(booking.id, hall?.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().unit).toMatchObject({ position: 2, name: 'Зала' });
  });
});
