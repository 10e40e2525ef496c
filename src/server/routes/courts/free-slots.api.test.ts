import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type BookingBody, bookingSchema } from '#contract/bookings';
import type { Court } from '#contract/courts';
import { courtAvailabilitySchema } from '#contract/free-slots';
import { call as callAs, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const NEXT_MONDAY = '2026-05-11';
let t: TestApp;
let owner: Session;
let ana: Session;
let boris: Session;
let court: Court;

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, url, session, payload);

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  ana = await signedUpUser(t, 'ana@example.com', 'Ana');
  boris = await signedUpUser(t, 'boris@example.com', 'Boris');
  court = (await call('POST', '/api/courts', owner, { ...NEW_COURT, totalCourts: 2 })).json();
});
afterAll(() => t.close());

async function book(session: Session, body: Partial<BookingBody>) {
  return call('POST', '/api/bookings', session, {
    courtId: court.id,
    date: NEXT_MONDAY,
    startTime: '18:00',
    durationHours: 1,
    ...body,
  });
}

async function booked(session: Session, body: Partial<BookingBody>) {
  const response = await book(session, body);
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

async function availability(query: string) {
  const response = await call('GET', `/api/courts/${court.id}/availability${query}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return courtAvailabilitySchema.parse(response.json());
}

describe('GET /api/courts/:id/availability', () => {
  it('shows, per half hour of the day, the free courts and the pending requests', async () => {
    const accepted = await booked(ana, { startTime: '09:00', durationHours: 1.5 });
    await call('POST', `/api/bookings/${accepted.id}/accept`, owner);
    await booked(boris, { startTime: '10:00', durationHours: 1 });
    const declined = await booked(boris, { startTime: '12:00' });
    await call('POST', `/api/bookings/${declined.id}/decline`, owner);

    const { days, totalCourts, pricePerHour } = await availability(`?date=${NEXT_MONDAY}`);
    expect([totalCourts, pricePerHour]).toEqual([2, NEW_COURT.pricePerHour]);
    const [day] = days;
    expect([day?.open, day?.close]).toEqual(['08:00', '20:00']);
    expect(day?.slots).toHaveLength(24);
    const at = (time: string) => day?.slots.find((s) => s.time === time);
    expect(at('08:30')).toEqual({
      time: '08:30',
      free: 2,
      freeUnits: [1, 2],
      closed: false,
      requested: 0,
      past: false,
    });
    // The accepted booking holds the first court.
    expect(at('09:00')).toMatchObject({ free: 1, freeUnits: [2], requested: 0 });
    expect(at('10:00')).toMatchObject({ free: 1, requested: 1 });
    expect(at('10:30')).toMatchObject({ free: 2, requested: 1 });
    expect(at('12:00')).toMatchObject({ free: 2, requested: 0 });
  });

  it('gives a week, with closed days empty and today’s past half hours marked', async () => {
    const { days } = await availability('?date=2026-05-04&days=7');
    expect(days.map((d) => d.date)).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ]);
    expect(days.map((d) => d.slots.length)).toEqual([24, 0, 0, 0, 0, 8, 0]);
    expect(days[0]?.slots.filter((s) => s.past).map((s) => s.time)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(days[1]).toEqual({ date: '2026-05-05', open: null, close: null, slots: [] });
  });

  it('refuses bad dates and unknown courts', async () => {
    for (const [query, field] of [
      ['?date=2026-05-03', 'in_past'],
      ['?date=2026-07-10', 'too_far_ahead'],
      ['?date=2026-06-30&days=7', 'too_far_ahead'],
      ['?date=2026-02-30', 'date_format'],
    ]) {
      const response = await call('GET', `/api/courts/${court.id}/availability${query}`, null);
      expect([response.statusCode, response.json().error.fields?.date], query).toEqual([
        400,
        field,
      ]);
    }
    expect(
      (await call('GET', `/api/courts/${court.id}/availability?date=2026-05-11&days=8`, null))
        .statusCode,
    ).toBe(400);
    const unknown = await call(
      'GET',
      `/api/courts/${UNKNOWN_ID}/availability?date=2026-05-11`,
      null,
    );
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'court_not_found']);
  });
});

describe('one request at a time per player and court', () => {
  const DAY = '2026-05-18';

  it('refuses an overlapping request, but not a following or another player’s', async () => {
    const first = await booked(ana, { date: DAY, startTime: '14:00', durationHours: 1.5 });
    const overlapping = await book(ana, { date: DAY, startTime: '15:00' });
    expect([overlapping.statusCode, overlapping.json().error.code]).toEqual([
      409,
      'booking_overlap',
    ]);
    await booked(ana, { date: DAY, startTime: '15:30' });
    await booked(boris, { date: DAY, startTime: '14:30' });

    // A declined or cancelled request frees the time again.
    await call('POST', `/api/bookings/${first.id}/cancel`, ana);
    await booked(ana, { date: DAY, startTime: '14:00', durationHours: 1.5 });
  });

  it('holds when the same player sends two at once', async () => {
    const answers = await Promise.all(
      ['16:00', '16:30'].map((startTime) =>
        book(boris, { date: DAY, startTime, durationHours: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
