import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { bookingSchema } from '#contract/bookings';
import { reliabilitySchema } from '#contract/no-shows';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { call as callAs, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createPastBookings } from '#test/support/past-bookings';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const ADMIN_EMAIL = 'admin@example.com';
// Monday 4 May 2026, 10:00 in Sofia; each test's bookings are on the clock's next day.
const clock = createTestClock('2026-05-04T07:00:00Z');
let t: TestApp;
let owner: Session;
let player: Session;
let other: Session;
let admin: Session;
let courtId: string;
let past: ReturnType<typeof createPastBookings>;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    adminEmails: [ADMIN_EMAIL],
    accessTokenTtlSeconds: 365 * 86_400,
  });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  other = await signedUpUser(t, 'other@example.com', 'Other');
  admin = await signedUpUser(t, ADMIN_EMAIL, 'Admin');
  past = createPastBookings(t, clock);
  courtId = await past.newCourt(owner);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.forgetRateLimits();
  // A player of their own for each test: the record counts everything a player did.
  const n = Math.random().toString(36).slice(2, 8);
  player = await signedUpUser(t, `player-${n}@example.com`, 'Пламен');
  await call('PUT', '/api/profile', player, { name: 'Пламен', listed: true });
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

const mark = (bookingId: string, session: Session | null) =>
  call('POST', `/api/bookings/${bookingId}/no-show`, session);
const reply = (bookingId: string, session: Session | null, text: string) =>
  call('POST', `/api/bookings/${bookingId}/no-show/reply`, session, { reply: text });

async function reliability(playerId: string, session: Session | null = null) {
  const response = await call('GET', `/api/players/${playerId}/reliability`, session);
  expect(response.statusCode, response.body).toBe(200);
  return reliabilitySchema.parse(response.json());
}

/** A confirmed result between the player and `other` (the opponent confirms it). */
async function confirmedMatch(day: number) {
  const recorded = await call('POST', '/api/matches', player, {
    opponentId: other.user.id,
    playedOn: addDays(sofiaDate(clock.now()), -day),
    sets: ['6-4', '6-4'],
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  const confirmed = await call('POST', `/api/matches/${recorded.json().id}/confirm`, other);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describe('marking a no-show', () => {
  it('is for the court’s owner, after the end and within 48 hours, once', async () => {
    const booking = await past.accepted(courtId, owner, player);
    past.after(booking, -0.25);
    expect((await mark(booking.id, owner)).json().error.code).toBe('booking_not_over');
    past.after(booking, 48.01);
    const late = await mark(booking.id, owner);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'no_show_too_late']);

    const second = await past.accepted(courtId, owner, player);
    past.after(second, 47.9);
    expect((await mark(second.id, null)).statusCode).toBe(401);
    const byPlayer = await mark(second.id, player);
    expect([byPlayer.statusCode, byPlayer.json().error.code]).toEqual([403, 'forbidden']);
    expect((await mark(second.id, other)).statusCode).toBe(404);
    expect((await mark(second.id, admin)).statusCode).toBe(404);
    expect((await mark(UNKNOWN_ID, owner)).statusCode).toBe(404);
    const marked = await mark(second.id, owner);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(bookingSchema.parse(marked.json()).noShow).toMatchObject({ reply: null });
    const again = await mark(second.id, owner);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'no_show_already_marked']);
  });

  it('is only for accepted bookings', async () => {
    const booked = await call('POST', '/api/bookings', player, {
      courtId,
      date: addDays(sofiaDate(clock.now()), 1),
      startTime: '12:00',
      durationHours: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(
      (await call('POST', `/api/bookings/${booked.json().id}/decline`, owner, {})).statusCode,
    ).toBe(200);
    clock.advance(2 * 86_400_000);
    const declined = await mark(booked.json().id, owner);
    expect([declined.statusCode, declined.json().error.code]).toEqual([
      409,
      'booking_not_accepted',
    ]);
  });
});

describe('the player’s reply and the administrator’s removal', () => {
  it('lets the player reply once, and an administrator remove the mark', async () => {
    const booking = await past.past(courtId, owner, player);
    expect((await reply(booking.id, player, 'Не е вярно')).statusCode).toBe(404);
    expect((await mark(booking.id, owner)).statusCode).toBe(200);
    const told = (await call('GET', '/api/notifications', player)).json().items[0];
    expect(told).toMatchObject({
      kind: 'booking_no_show',
      subjectId: booking.id,
      actor: { id: owner.user.id },
      data: { courtId, date: booking.date },
    });
    expect((await reply(booking.id, owner, 'Hi')).statusCode).toBe(403);
    expect((await reply(booking.id, other, 'Hi')).statusCode).toBe(404);
    expect((await reply(booking.id, player, '')).json().error.fields).toEqual({
      reply: 'required',
    });
    expect((await reply(booking.id, player, 'x'.repeat(301))).json().error.fields).toEqual({
      reply: 'too_long',
    });
    const replied = await reply(booking.id, player, '  Бях болен, обадих се предварително.  ');
    expect(replied.statusCode, replied.body).toBe(200);
    expect(bookingSchema.parse(replied.json()).noShow).toMatchObject({
      reply: 'Бях болен, обадих се предварително.',
    });
    const twice = await reply(booking.id, player, 'Again');
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'no_show_already_replied']);

    // Everyone sees the marks in the record only from five events; an administrator always.
    expect((await reliability(player.user.id)).noShows).toEqual([]);
    expect((await reliability(player.user.id, admin)).noShows).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        reply: 'Бях болен, обадих се предварително.',
      }),
    ]);

    const remove = (session: Session | null, id = booking.id) =>
      call('POST', `/api/admin/no-shows/${id}/remove`, session);
    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(owner)).statusCode).toBe(403);
    expect((await remove(player)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(204);
    expect((await remove(admin)).statusCode).toBe(404);
    expect((await remove(admin, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await reliability(player.user.id, admin)).noShows).toEqual([]);
    const mine = await call('GET', '/api/my/bookings', player);
    const listed = mine.json().items.find((b: { id: string }) => b.id === booking.id);
    expect(listed.noShow).toBeNull();
    const owners = await call('GET', '/api/my/court-bookings', owner);
    const ownersListed = owners.json().items.find((b: { id: string }) => b.id === booking.id);
    expect([ownersListed.noShow, ownersListed.noShowRemoved]).toEqual([null, true]);
    // A removed mark is not made again.
    expect((await mark(booking.id, owner)).json().error.code).toBe('no_show_already_marked');
  });
});

describe('the show-up record', () => {
  it('counts ended accepted bookings and confirmed results, from five events', async () => {
    const first = await past.past(courtId, owner, player);
    expect((await mark(first.id, owner)).statusCode).toBe(200);
    await past.past(courtId, owner, player);
    await confirmedMatch(1);
    await confirmedMatch(3);
    // Not yet played, and only reported (not confirmed): no events.
    const coming = await past.accepted(courtId, owner, player);
    const pending = await call('POST', '/api/matches', player, {
      opponentId: other.user.id,
      playedOn: addDays(sofiaDate(clock.now()), -2),
      sets: ['6-1', '6-1'],
    });
    expect(pending.statusCode).toBe(201);
    expect(await reliability(player.user.id)).toEqual({ record: null, noShows: [] });

    // Once its end has passed, the booking is the fifth.
    past.after(coming, 0);
    const record = await reliability(player.user.id);
    expect(record.record).toEqual({
      showedUp: 4,
      events: 5,
      lateCancellations: 0,
      lateBookingCancellations: 0,
    });
    expect(record.noShows).toEqual([expect.objectContaining({ bookingId: first.id })]);
    // The opponent's confirmation counts for both players.
    expect((await reliability(other.user.id)).record).toBeNull();

    await call('POST', `/api/admin/no-shows/${first.id}/remove`, admin);
    expect((await reliability(player.user.id)).record).toEqual({
      showedUp: 5,
      events: 5,
      lateCancellations: 0,
      lateBookingCancellations: 0,
    });
    expect((await call('GET', `/api/players/${UNKNOWN_ID}/reliability`, null)).statusCode).toBe(
      404,
    );
  });
});
