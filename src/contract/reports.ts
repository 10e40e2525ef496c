import { z } from 'zod';
import { multiLineText } from './text';

/**
 * Reporting and moderation: a signed-in player reports a profile, a chat message, a partner
 * request, a court or a court's review; the administrators (the accounts named in ADMIN_EMAILS) see the open
 * reports and dismiss them, hide the content, or suspend the account behind it.
 *
 * | call                                   | who           | body          | success               |
 * |----------------------------------------|---------------|---------------|-----------------------|
 * | POST /api/reports                      | signed in     | ReportBody    | 201 Report (200 again)|
 * | GET  /api/admin/reports                | administrator | –             | 200 { items }         |
 * | POST /api/admin/reports/:id/dismiss    | administrator | –             | 200 AdminReport       |
 * | POST /api/admin/reports/:id/hide       | administrator | –             | 200 AdminReport       |
 * | POST /api/admin/reports/:id/suspend    | administrator | –             | 200 AdminReport       |
 * | GET  /api/admin/suspensions            | administrator | –             | 200 { items }         |
 * | POST /api/admin/suspensions/:id/lift   | administrator | –             | 204                   |
 * | GET  /api/admin/hidden                 | administrator | –             | 200 { items }         |
 * | POST /api/admin/hidden/:kind/:id/show  | administrator | –             | 204                   |
 *
 * - Only what the reporter can see may be reported, else 404 as if it did not exist
 *   (`user_not_found`, `message_not_found`, `partner_request_not_found`, `court_not_found`,
 *   `review_not_found`): a listed player, a message in one's own conversation, a request on the
 *   board, a court in the lists, a review on such a court's page. One's own profile, message,
 *   request, court or review answers 400 `own_content`.
 * - One open report per reporter and target: reporting it again answers 200 with the first
 *   report, and stores nothing. At most REPORTS_PER_HOUR reports a user an hour (429).
 * - The admin list holds the open reports, oldest first, with the content as it was when it was
 *   reported (as text), who reported it and who is behind it, with their e-mails.
 * - Each action closes every open report of the same content (suspend: of the same account):
 *   `dismiss` changes nothing else; `hide` hides the content (a message then reaches its two
 *   participants as removed, with no text; a partner request leaves the board; a court and a
 *   profile leave the lists and their pages answer 404; a review leaves the court's page and
 *   its rating); `suspend` ends the account's sessions
 *   at once (its refresh tokens and access tokens stop working), refuses its sign-ins (403
 *   `account_suspended`) and takes it out of the players list and its requests off the board.
 *   A court with no owner has no account to suspend (409 `nobody_to_suspend`); an
 *   administrator's account is not suspended (409 `cannot_suspend_admin`). A report no longer
 *   open answers 409 `report_not_open`; an unknown one 404 `report_not_found`.
 * - The suspended accounts, the latest first, are listed for the administrators, who may lift a
 *   suspension (a mistaken one, or once the matter is settled): the account may sign in again,
 *   is back in the players list and its open requests are back on the board. Its ended sessions
 *   stay ended and its reports stay answered. An account that is not suspended (or unknown)
 *   answers 404 `suspension_not_found`.
 * - The hidden content, the latest hidden first, is listed for the administrators with the
 *   text of its latest report, who may show it again (a mistaken hide): it is back where it was
 *   (the lists, its page, its conversation, the court's rating). A partner request stays closed,
 *   as hiding left it: its author may post it again. Its reports stay answered. Content that is
 *   not hidden (or unknown) answers 404 `hidden_content_not_found`.
 */

export const REPORT_KINDS = ['profile', 'message', 'partner_request', 'court', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_REASONS = ['spam', 'abuse', 'fake', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORTS_PER_HOUR = 20;
export const REPORT_NOTE_MAX_LENGTH = 500;

export const reportBodySchema = z.object({
  kind: z.enum(REPORT_KINDS),
  targetId: z.guid(),
  reason: z.enum(REPORT_REASONS),
  /** What the reporter adds for the administrator: optional, short; an empty one is none. */
  note: multiLineText()
    .max(REPORT_NOTE_MAX_LENGTH, 'too_long')
    .transform((text) => text || null)
    .nullable()
    .optional()
    .transform((text) => text ?? null),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/** A report as its reporter sees it. */
export const reportSchema = z.object({
  id: z.guid(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.guid(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

const personSchema = z.object({ id: z.guid(), name: z.string(), email: z.string().nullable() });

/** A report as the administrators see it. */
export const adminReportSchema = reportSchema.extend({
  /** The content as it was when reported: a name and bio, a message, a request, a court. */
  targetText: z.string(),
  reporter: personSchema,
  /** The account behind the content; null for a court nobody runs here. */
  targetUser: personSchema.nullable(),
  /** Whether the content is hidden already, and whether its account is suspended already. */
  targetHidden: z.boolean(),
  targetUserSuspended: z.boolean(),
  resolvedAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsListSchema = z.object({ items: z.array(adminReportSchema) });
export type AdminReportsList = z.infer<typeof adminReportsListSchema>;

/** A suspended account as the administrators see it. */
export const suspendedAccountSchema = personSchema.extend({ suspendedAt: z.string() });
export type SuspendedAccount = z.infer<typeof suspendedAccountSchema>;

export const suspendedAccountsListSchema = z.object({ items: z.array(suspendedAccountSchema) });
export type SuspendedAccountsList = z.infer<typeof suspendedAccountsListSchema>;

/** Content an administrator hid, as the administrators see it. */
export const hiddenContentSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  targetId: z.guid(),
  /** The content as it was when it was last reported. */
  targetText: z.string(),
  targetUser: personSchema.nullable(),
  hiddenAt: z.string(),
});
export type HiddenContent = z.infer<typeof hiddenContentSchema>;

export const hiddenContentListSchema = z.object({ items: z.array(hiddenContentSchema) });
export type HiddenContentList = z.infer<typeof hiddenContentListSchema>;

export const hiddenContentParamsSchema = z.object({ kind: z.enum(REPORT_KINDS), id: z.guid() });
