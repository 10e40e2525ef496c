import type { CourtReview, ReviewBody } from '#contract/court-reviews';
import { apiFetch, jsonBody } from '#web/lib/api-client';

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
