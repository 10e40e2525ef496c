import type { Booking } from '#contract/bookings';
import type { CourtReview, ReviewBody } from '#contract/court-reviews';
import { apiFetch, jsonBody } from './api-client';

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** PUT /api/bookings/:id/review: the player rates the court of a past booking, or changes it. */
export function writeReview(bookingId: string, body: ReviewBody): Promise<CourtReview> {
  return apiFetch<CourtReview>(`${bookingPath(bookingId)}/review`, {
    ...jsonBody(body),
    method: 'PUT',
  });
}

/** POST /api/reviews/:id/answer: the court's owner answers a review, once. */
export function answerReview(reviewId: string, answer: string): Promise<CourtReview> {
  return apiFetch<CourtReview>(
    `/api/reviews/${encodeURIComponent(reviewId)}/answer`,
    jsonBody({ answer }),
  );
}

/** POST /api/bookings/:id/no-show: the court's owner marks that the player did not come. */
export function markNoShow(bookingId: string): Promise<Booking> {
  return apiFetch<Booking>(`${bookingPath(bookingId)}/no-show`, { method: 'POST' });
}

/** POST /api/bookings/:id/no-show/reply: the player's reply to the mark, once. */
export function replyToNoShow(bookingId: string, reply: string): Promise<Booking> {
  return apiFetch<Booking>(`${bookingPath(bookingId)}/no-show/reply`, jsonBody({ reply }));
}

/** POST /api/admin/no-shows/:id/remove: an administrator removes a mark. */
export function removeNoShow(bookingId: string): Promise<void> {
  return apiFetch<void>(`/api/admin/no-shows/${encodeURIComponent(bookingId)}/remove`, {
    method: 'POST',
  });
}
