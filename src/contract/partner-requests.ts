import { z } from 'zod';
import { cursorSchema, epochMsKey } from './cursor';
import { districtSchema, skillLevelSchema } from './enums';
import { pageOf } from './query-params';
import { searchRequestSchema } from './search-request';

/**
 * Partner search requests ('Post Search Request' and the 'Partner requests' board).
 *
 * | call                                      | auth   | body / query            | success                  |
 * |-------------------------------------------|--------|-------------------------|--------------------------|
 * | POST /api/partner-requests                | Bearer | SearchRequestInput      | 201 PartnerRequest       |
 * | GET  /api/partner-requests                | –      | PartnerRequestsQuery    | 200 PartnerRequestsPage  |
 * | GET  /api/partner-requests?mine=true      | Bearer | PartnerRequestsQuery    | 200 PartnerRequestsPage  |
 * | POST /api/partner-requests/:id/close      | Bearer | –                       | 200 PartnerRequest       |
 *
 * - The board lists open requests (not closed, not expired), newest first, 24 a page; pass
 *   `nextCursor` back as `cursor` for the next page. `district` and `level` narrow it.
 * - `mine=true` lists the signed-in author's own requests, open, closed and expired, newest
 *   first (401 `session_missing` without a token).
 * - A request expires PARTNER_REQUEST_TTL_DAYS (14) days after it was posted. An author may
 *   hold MAX_OPEN_PARTNER_REQUESTS (5) open ones: the sixth answers 409 `too_many_open_requests`.
 * - Closing: only the author (403 `forbidden` for anyone else, 404 `partner_request_not_found`
 *   for an unknown id); a closed or expired request answers 409 `partner_request_not_open`.
 * - The 'Message' button opens the chat with `author.id` (POST /api/conversations).
 */

/** The body of POST /api/partner-requests: the dialog's form; an empty message is none. */
export const partnerRequestBodySchema = searchRequestSchema.extend({
  message: searchRequestSchema.shape.message.optional(),
});

export const PARTNER_REQUEST_STATUSES = ['open', 'closed', 'expired'] as const;
export type PartnerRequestStatus = (typeof PARTNER_REQUEST_STATUSES)[number];

export const partnerRequestSchema = z.object({
  id: z.guid(),
  author: z.object({ id: z.guid(), name: z.string() }),
  level: skillLevelSchema,
  district: districtSchema,
  preferredTime: z.string(),
  message: z.string().nullable(),
  status: z.enum(PARTNER_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  closedAt: z.string().nullable(),
});
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;

export const partnerRequestsQuerySchema = z.object({
  district: districtSchema.optional(),
  level: skillLevelSchema.optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Keyset: created_at in epoch ms, and id. */
  cursor: cursorSchema(epochMsKey),
});
export type PartnerRequestsQuery = z.input<typeof partnerRequestsQuerySchema>;

export const partnerRequestsPageSchema = pageOf(partnerRequestSchema);
export type PartnerRequestsPage = z.infer<typeof partnerRequestsPageSchema>;
