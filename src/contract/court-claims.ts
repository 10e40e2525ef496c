import { z } from 'zod';
import { multiLineText } from './text';

/**
 * 'I run this court': a signed-in user claims a court that nobody runs here yet; an
 * administrator (the accounts named in ADMIN_EMAILS) approves or rejects the claim. No court
 * changes hands without that approval.
 *
 * | call                                   | who           | body / query      | success          |
 * |----------------------------------------|---------------|-------------------|------------------|
 * | POST /api/courts/:id/claims            | signed in     | ClaimBody         | 201 CourtClaim   |
 * | GET  /api/my/claims                    | signed in     | –                 | 200 { items }    |
 * | GET  /api/admin/claims                 | administrator | `?status=`        | 200 { items }    |
 * | POST /api/admin/claims/:id/approve     | administrator | –                 | 200 CourtClaim   |
 * | POST /api/admin/claims/:id/reject      | administrator | –                 | 200 CourtClaim   |
 *
 * - A court with an owner cannot be claimed (409 `court_has_owner`); one pending claim per
 *   user and court (409 `claim_pending`); at most CLAIMS_PER_DAY claims a user a day (429).
 * - A new claim is told to every administrator (notification `court_claim_submitted`, in the
 *   app and by mail). The claimant's court page shows the claim waiting from GET /api/my/claims.
 * - Approving makes the claimant the court's owner and rejects the other pending claims for
 *   it; a court that got an owner meanwhile answers 409 `court_has_owner`. A claim that is no
 *   longer pending answers 409 `claim_not_pending`. The claimant is notified either way.
 * - Anyone but an administrator gets 403 `forbidden` from the admin calls. Administrators see
 *   the claimant's e-mail, to reach them before deciding.
 * - A court without an owner takes no booking requests (409 `court_not_bookable`): its card
 *   and page show its phone, website and address instead.
 */

export const CLAIMS_PER_DAY = 5;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    /** Why the claimant runs it (a role, a way to check): optional, for the administrator. */
    message: multiLineText()
      .max(500, 'too_long')
      .transform((text) => text || null)
      .nullable()
      .optional()
      .transform((text) => text ?? null),
  }),
);
export type ClaimBody = z.input<typeof claimBodySchema>;

export const courtClaimSchema = z.object({
  id: z.guid(),
  court: z.object({ id: z.guid(), name: z.string(), nameEn: z.string().nullable() }),
  claimant: z.object({
    id: z.guid(),
    name: z.string(),
    /** Only in the administrators' list. */
    email: z.string().optional(),
  }),
  message: z.string().nullable(),
  status: claimStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CourtClaim = z.infer<typeof courtClaimSchema>;

export const claimsListSchema = z.object({ items: z.array(courtClaimSchema) });
export type ClaimsList = z.infer<typeof claimsListSchema>;

export const adminClaimsQuerySchema = z.object({
  status: claimStatusSchema.default('pending'),
});
