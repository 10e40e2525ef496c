import { z } from 'zod';
import { cursorSchema, epochMsKey } from './cursor';
import { personRefSchema } from './people';
import { pageOf } from './query-params';
import { REVIEW_ANSWER_MAX_LENGTH, REVIEW_COMMENT_MAX_LENGTH, REVIEW_STARS } from './review-values';
import { multiLineText } from './text';

/**
 * Courts rated by the players who booked them.
 *
 * | call                            | who                  | body / query      | success           |
 * |---------------------------------|----------------------|-------------------|-------------------|
 * | GET  /api/courts/:id/reviews    | –                    | CourtReviewsQuery | 200 ReviewsPage   |
 * | PUT  /api/bookings/:id/review   | the booking's player | ReviewBody        | 200 CourtReview   |
 * | POST /api/reviews/:id/answer    | the court's owner    | ReviewAnswerBody  | 200 CourtReview   |
 *
 * - The requester of an accepted booking rates the court once its time has passed (1–5 stars,
 *   an optional comment of at most REVIEW_COMMENT_MAX_LENGTH characters): one review per
 *   booking, which PUT writes the first time and changes after, for REVIEW_CHANGE_DAYS days
 *   from when it was first written (then 409 `review_locked`). A booking not accepted answers
 *   409 `booking_not_accepted`; one whose end has not come, 409 `booking_not_over`. The court's
 *   owner gets 403 `forbidden`, anyone else 404 `booking_not_found`.
 * - A court's `rating` (courts.ts) is the mean of its reviews to one decimal, null with none,
 *   and `reviewCount` their number; the list's rating filter and sort use that rating.
 * - The court's page lists the reviews newest first, 24 a page (`nextCursor` → `cursor`); an
 *   unknown or hidden court answers 404 `court_not_found`.
 * - The court's owner answers a review once (409 `review_already_answered` after); anyone else
 *   403 `forbidden`; an unknown review 404 `review_not_found`.
 * - Writing and changing reviews, and answers, are rate-limited (429 `rate_limited`).
 */

export {
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_CHANGE_DAYS,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_STARS,
  reviewChangeDeadline,
} from './review-values';

export const reviewBodySchema = z.object({
  stars: z
    .number()
    .int('whole_number')
    .min(REVIEW_STARS.min, 'too_small')
    .max(REVIEW_STARS.max, 'too_big'),
  /** Optional; an empty one is none. */
  comment: multiLineText()
    .max(REVIEW_COMMENT_MAX_LENGTH, 'too_long')
    .transform((text) => text || null)
    .nullable()
    .optional()
    .transform((text) => text ?? null),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewAnswerBodySchema = z.object({
  answer: multiLineText().min(1, 'required').max(REVIEW_ANSWER_MAX_LENGTH, 'too_long'),
});
export type ReviewAnswerBody = z.input<typeof reviewAnswerBodySchema>;

export const courtReviewSchema = z.object({
  id: z.guid(),
  courtId: z.guid(),
  /** The player who booked and played; `id` null once their account is gone. */
  author: personRefSchema,
  stars: z.number().int().min(REVIEW_STARS.min).max(REVIEW_STARS.max),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner's answer, once given. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type CourtReview = z.infer<typeof courtReviewSchema>;

export const courtReviewsQuerySchema = z.object({
  /** Keyset: the review's first writing in epoch ms, and id. */
  cursor: cursorSchema(epochMsKey),
});
export type CourtReviewsQuery = z.input<typeof courtReviewsQuerySchema>;

export const courtReviewsPageSchema = pageOf(courtReviewSchema);
export type CourtReviewsPage = z.infer<typeof courtReviewsPageSchema>;

/** The player's own review of a booking, on that booking (bookings.ts). */
export const ownReviewSchema = z.object({
  id: z.guid(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
