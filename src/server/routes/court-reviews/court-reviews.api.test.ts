import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { bookingSchema } from '#contract/bookings';
import {
  type CourtReview,
  courtReviewSchema,
  courtReviewsPageSchema,
  type ReviewBody,
} from '#contract/court-reviews';
import { courtSchema } from '#contract/courts';
import { call as callAs, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createPastBookings } from '#test/support/past-bookings';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const DAY = 86_400_000;
// Monday 4 May 2026, 10:00 in Sofia; each test's bookings are on the clock's next day.
const clock = createTestClock('2026-05-04T07:00:00Z');
let t: TestApp;
let owner: Session;
let player: Session;
let other: Session;
let past: ReturnType<typeof createPastBookings>;

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 365 * 86_400 });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  player = await signedUpUser(t, 'player@example.com', 'Пламен Играчев');
  other = await signedUpUser(t, 'other@example.com', 'Other');
  past = createPastBookings(t, clock);
});
afterAll(() => t.close());
beforeEach(() => t.forgetRateLimits());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

const review = (bookingId: string, session: Session | null, body: ReviewBody) =>
  call('PUT', `/api/bookings/${bookingId}/review`, session, body);

async function reviewed(bookingId: string, body: ReviewBody, session = player) {
  const response = await review(bookingId, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return courtReviewSchema.parse(response.json());
}

async function courtOf(id: string) {
  return courtSchema.parse((await call('GET', `/api/courts/${id}`, null)).json());
}

async function reviewsOf(courtId: string, cursor?: string) {
  const response = await call(
    'GET',
    `/api/courts/${courtId}/reviews${cursor ? `?cursor=${cursor}` : ''}`,
    null,
  );
  expect(response.statusCode, response.body).toBe(200);
  return courtReviewsPageSchema.parse(response.json());
}

describe('rating a court', () => {
  it('lets the player of a past accepted booking rate it, and the court shows the mean', async () => {
    const courtId = await past.newCourt(owner);
    expect(await courtOf(courtId)).toMatchObject({ rating: null, reviewCount: 0 });
    const first = await past.past(courtId, owner, player);
    const written = await reviewed(first.id, { stars: 5, comment: '  Чудесен корт!  ' });
    expect(written).toMatchObject({
      courtId,
      author: { id: player.user.id, name: 'Пламен Играчев' },
      stars: 5,
      comment: 'Чудесен корт!',
      answer: null,
    });
    const second = await past.past(courtId, owner, other);
    await reviewed(second.id, { stars: 4 }, other);
    const third = await past.past(courtId, owner, player);
    await reviewed(third.id, { stars: 4, comment: '' });
    // (5 + 4 + 4) / 3 = 4.33…, one decimal.
    expect(await courtOf(courtId)).toMatchObject({ rating: 4.3, reviewCount: 3 });

    const mine = await call('GET', '/api/my/bookings', player);
    const listed = mine.json().items.find((b: { id: string }) => b.id === first.id);
    expect(bookingSchema.parse(listed).review).toMatchObject({
      id: written.id,
      stars: 5,
      comment: 'Чудесен корт!',
    });
    // The player's data export holds their reviews.
    const exported = (await call('GET', '/api/account/export', player)).json();
    expect(exported.courtReviews).toEqual([
      expect.objectContaining({ id: written.id, bookingId: first.id, stars: 5 }),
      expect.objectContaining({ bookingId: third.id, stars: 4, comment: null }),
    ]);
  });

  it('refuses anyone but the requester, and bookings not accepted or not over', async () => {
    const courtId = await past.newCourt(owner);
    const booking = await past.accepted(courtId, owner, player);
    past.after(booking, -0.5);
    expect((await review(booking.id, player, { stars: 5 })).json().error.code).toBe(
      'booking_not_over',
    );
    past.after(booking, 0);
    expect((await review(booking.id, null, { stars: 5 })).statusCode).toBe(401);
    const byOwner = await review(booking.id, owner, { stars: 5 });
    expect([byOwner.statusCode, byOwner.json().error.code]).toEqual([403, 'forbidden']);
    const byOther = await review(booking.id, other, { stars: 5 });
    expect([byOther.statusCode, byOther.json().error.code]).toEqual([404, 'booking_not_found']);
    const unknown = await review(UNKNOWN_ID, player, { stars: 5 });
    expect(unknown.statusCode).toBe(404);

    // A request left pending is not rated, even after its time.
    const booked = await call('POST', '/api/bookings', player, {
      courtId,
      date: '2026-06-01',
      startTime: '10:00',
      durationHours: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    clock.set('2026-06-02T07:00:00Z');
    const pending = await review(booked.json().id, player, { stars: 3 });
    expect([pending.statusCode, pending.json().error.code]).toEqual([409, 'booking_not_accepted']);
    expect(await courtOf(courtId)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('validates the stars and the comment', async () => {
    const courtId = await past.newCourt(owner);
    const booking = await past.past(courtId, owner, player);
    const fields = async (body: unknown) =>
      (await call('PUT', `/api/bookings/${booking.id}/review`, player, body)).json().error.fields;
    expect(await fields({ stars: 0 })).toEqual({ stars: 'too_small' });
    expect(await fields({ stars: 6 })).toEqual({ stars: 'too_big' });
    expect(await fields({ stars: 4.5 })).toEqual({ stars: 'whole_number' });
    expect(await fields({ stars: 4, comment: 'x'.repeat(501) })).toEqual({ comment: 'too_long' });
    expect(await fields({ stars: 4, comment: 'bad\u0000text' })).toEqual({
      comment: 'control_characters',
    });
    expect(
      (await review(booking.id, player, { stars: 4, comment: 'x'.repeat(500) })).statusCode,
    ).toBe(200);
  });

  it('keeps one review per booking, changeable for 14 days, not after', async () => {
    const courtId = await past.newCourt(owner);
    const booking = await past.past(courtId, owner, player);
    const first = await reviewed(booking.id, { stars: 2, comment: 'Мокро' });
    clock.advance(13 * DAY);
    const changed = await reviewed(booking.id, { stars: 4, comment: 'Всъщност добре' });
    expect(changed).toMatchObject({ id: first.id, stars: 4, createdAt: first.createdAt });
    expect(changed.updatedAt > first.updatedAt).toBe(true);
    expect((await reviewsOf(courtId)).items).toHaveLength(1);
    expect(await courtOf(courtId)).toMatchObject({ rating: 4, reviewCount: 1 });
    clock.advance(1 * DAY + 1000);
    const late = await review(booking.id, player, { stars: 1 });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'review_locked']);
    expect(await courtOf(courtId)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('lists a court’s reviews newest first, page by page', async () => {
    const courtId = await past.newCourt(owner);
    const written: CourtReview[] = [];
    for (let n = 0; n < 26; n++) {
      const booking = await past.past(courtId, owner, n % 2 ? player : other);
      written.push(await reviewed(booking.id, { stars: 1 + (n % 5) }, n % 2 ? player : other));
    }
    const first = await reviewsOf(courtId);
    expect(first.total).toBe(26);
    expect(first.items).toHaveLength(24);
    const second = await reviewsOf(courtId, first.nextCursor ?? '');
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((r) => r.id)).toEqual(
      written.map((r) => r.id).reverse(),
    );
    expect((await call('GET', `/api/courts/${UNKNOWN_ID}/reviews`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/courts/${courtId}/reviews?cursor=nope`, null)).statusCode).toBe(
      400,
    );
  });

  it('moves the court in the list’s rating filter and sort', async () => {
    const courtId = await past.newCourt(owner);
    const booking = await past.past(courtId, owner, player);
    const rated = async () =>
      (await call('GET', '/api/courts?minRating=5', null))
        .json()
        .items.some((c: { id: string }) => c.id === courtId);
    expect(await rated()).toBe(false);
    await reviewed(booking.id, { stars: 5 });
    expect(await rated()).toBe(true);
    const list = (await call('GET', '/api/courts', null)).json().items as { rating: number }[];
    expect(list[0]?.rating).toBe(5);
  });
});

describe('the owner’s answer', () => {
  it('is given once, by the court’s owner only', async () => {
    const courtId = await past.newCourt(owner);
    const booking = await past.past(courtId, owner, player);
    const written = await reviewed(booking.id, { stars: 3, comment: 'Няма топла вода' });
    const answer = (session: Session | null, text: string) =>
      call('POST', `/api/reviews/${written.id}/answer`, session, { answer: text });
    expect((await answer(null, 'Hi')).statusCode).toBe(401);
    expect((await answer(player, 'Hi')).statusCode).toBe(403);
    expect((await answer(other, 'Hi')).statusCode).toBe(403);
    expect((await answer(owner, '   ')).json().error.fields).toEqual({ answer: 'required' });
    const given = await answer(owner, 'Оправихме бойлера, заповядайте пак.');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ answer: 'Оправихме бойлера, заповядайте пак.' });
    const again = await answer(owner, 'Още нещо');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'review_already_answered']);
    const unknown = await call('POST', `/api/reviews/${UNKNOWN_ID}/answer`, owner, { answer: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await reviewsOf(courtId)).items[0]).toMatchObject({
      answer: 'Оправихме бойлера, заповядайте пак.',
    });
  });
});

describe('the sample courts', () => {
  it('have ratings from their sample reviews', async () => {
    const sample = await courtOf('10000000-0000-0000-0000-000000000001');
    expect(sample.reviewCount).toBeGreaterThanOrEqual(3);
    const reviews = await reviewsOf(sample.id);
    const mean = reviews.items.reduce((sum, r) => sum + r.stars, 0) / reviews.items.length;
    expect(sample.rating).toBe(Math.round(mean * 10) / 10);
    // The court nobody runs has no reviews, so no rating.
    expect(await courtOf('10000000-0000-0000-0000-000000000007')).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
  });
});
