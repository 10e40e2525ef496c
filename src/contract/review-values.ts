/**
 * The plain values of court-reviews.ts, without zod: pages that show reviews use these without
 * loading the schemas (their construction was a long task on a phone).
 */

export const REVIEW_COMMENT_MAX_LENGTH = 500;
export const REVIEW_ANSWER_MAX_LENGTH = 500;
export const REVIEW_CHANGE_DAYS = 14;
export const REVIEW_STARS = { min: 1, max: 5 } as const;

/** The last moment a review first written at `createdAt` may be changed. */
export function reviewChangeDeadline(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_CHANGE_DAYS * 86_400_000);
}
