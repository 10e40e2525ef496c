import { z } from 'zod';

/** Stable error codes; each maps to the dictionary key `error_<code>` in the web app. */
export const ERROR_CODES = [
  'validation',
  'bad_request',
  'not_found',
  'rate_limited',
  'internal',
  'unavailable',
  // accounts
  'invalid_credentials',
  'email_not_confirmed',
  'email_taken',
  'weak_password',
  'session_missing',
  'invalid_token',
  // signed in, but not the author, owner or requester the call needs
  'forbidden',
  // chat
  'own_conversation',
  'user_not_found',
  // notifications
  'own_play_request',
  'partner_request_mismatch',
  // partner requests
  'partner_request_not_found',
  'partner_request_not_open',
  'too_many_open_requests',
  // courts and bookings
  'court_not_found',
  'court_has_bookings',
  'booking_not_found',
  'own_court',
  'outside_opening_hours',
  'booking_not_pending',
  'booking_not_cancellable',
  'cancel_too_late',
  'booking_in_past',
  'court_full',
  'booking_overlap',
  'court_not_bookable',
  // court claims
  'court_has_owner',
  'claim_pending',
  'claim_not_found',
  'claim_not_pending',
  // match results
  'match_not_found',
  'own_match',
  'match_not_pending',
  'match_duplicate',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The reasons in `fields` of a `validation` error (each maps to `validation_<reason>` in the web
 * app), besides zod's own keywords. Dates and times are checked in Sofia time.
 */
export const FIELD_REASONS = [
  'required',
  'too_long',
  'too_small',
  'too_big',
  'whole_number',
  'time_format',
  'close_after_open',
  'postcode_format',
  'outside_sofia',
  'both_coordinates',
  'date_format',
  'in_past',
  'in_future',
  'too_far_ahead',
  'half_hours',
  'past_midnight',
  'too_few',
  'too_many',
  'set_format',
  'invalid_set',
  'tiebreak_not_deciding',
  'match_not_decided',
  'url_format',
  'near_format',
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

/** Why a new password was refused (`weak_password`). */
export const WEAK_PASSWORD_REASONS = ['too_short', 'too_long', 'common'] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

/**
 * The body of every error response.
 * - `validation`: `fields` maps a field path to its problem.
 * - `weak_password` (422): `reasons` lists every WeakPasswordReason that applies, and
 *   `fields.password` holds the first of them.
 * - `rate_limited` (429): `fields.retryAfter` holds the seconds to wait, as does the
 *   `Retry-After` header.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reasons: z.array(z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
