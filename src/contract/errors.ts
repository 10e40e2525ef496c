import { z } from 'zod';

/**
 * Stable error codes; each maps to the dictionary key `error_<code>` in the web app. The server
 * throws only these (ApiError takes an ErrorCode), and the web app's errorTextKey needs a text
 * for each in both dictionaries: a code added here without its texts fails typecheck.
 */
export const ERROR_CODES = [
  'validation',
  'bad_request',
  // a request body the server does not take: over 64 KB (413), not JSON (400), not declared JSON (415)
  'body_too_large',
  'invalid_json',
  'unsupported_media_type',
  'not_found',
  'rate_limited',
  'internal',
  'unavailable',
  // 503 with Retry-After: the database cannot be reached, or its disk is full
  'database_unavailable',
  'storage_full',
  // accounts
  'invalid_credentials',
  'email_not_confirmed',
  'weak_password',
  'session_missing',
  'invalid_token',
  // the user's own account: a wrong current password (counted like a failed sign-in); a new
  // address another account took before its link was opened
  'wrong_password',
  'email_taken',
  // signed in, but not the author, owner or requester the call needs
  'forbidden',
  // blocking: one of the two blocked the other; blocking oneself; too many blocked players
  'blocked',
  'own_block',
  'too_many_blocks',
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
  'booking_in_past',
  'court_full',
  'booking_overlap',
  'court_not_bookable',
  // court units (court-units.ts): no unit free for an instant booking, the owner's chosen unit
  // taken or not the court's, fewer units while one past them holds bookings
  'slot_taken',
  'unit_taken',
  'unit_not_found',
  'unit_has_bookings',
  // closures (court-closures.ts): accepted bookings fall in a new closure; no such closure
  'closure_overlaps_bookings',
  'closure_not_found',
  // seasons (booking-series.ts): no such season; every week asked skipped
  'series_not_found',
  'season_unavailable',
  // court photos (court-photos.ts)
  'not_an_image',
  'too_many_pixels',
  'too_many_photos',
  'photo_not_found',
  'photo_order_mismatch',
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
  'match_not_confirmed',
  // reports and moderation
  'account_suspended',
  'own_content',
  'message_not_found',
  'report_not_found',
  'report_not_open',
  'nobody_to_suspend',
  'cannot_suspend_admin',
  'suspension_not_found',
  'hidden_content_not_found',
  // court reviews and no-show marks (court-reviews.ts, no-shows.ts)
  'booking_not_accepted',
  'booking_not_over',
  'review_locked',
  'review_not_found',
  'review_already_answered',
  'no_show_too_late',
  'no_show_already_marked',
  'no_show_already_replied',
  'no_show_not_found',
  // open matches (open-matches.ts)
  'open_match_not_found',
  'match_full',
  'match_closed',
  'match_overlap',
  'already_in_match',
  'removed_from_match',
  'ask_declined',
  'ask_not_found',
  'player_not_found',
  'organizer_cannot_leave',
  // a result recorded from an open match's page (matches.ts)
  'game_not_started',
  'game_cancelled',
  'game_result_exists',
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
  // text (contract/text.ts): a one-line field with a line break; NUL, escapes and the like
  'line_breaks',
  'control_characters',
  // a list's `cursor` that is not one the list handed out (contract/cursor.ts)
  'cursor_format',
  // a new e-mail address that is the account's address already
  'same_email',
  // open matches: a start off the half hour, a date past the 30 days, the welcome, the court
  'start_half_hour',
  'game_too_far_ahead',
  'below_minimum',
  'levels_or_rating',
  'duplicate',
  'court_not_found',
  'court_not_bookable',
  'own_court',
  'outside_opening_hours',
  // a game whose court is booked for its slot: its date, start, length and district stay
  'game_has_court',
  // a court's units: more named than it has, one past a lower number holding bookings
  'more_units_than_courts',
  'unit_has_bookings',
  // a closure that ends before it starts, or stops before its first date
  'end_after_start',
  'until_before_from',
  // a result from an open match: someone not among its players, a day other than its date
  'not_in_game',
  'game_date',
  // a weekly schedule: a window off the half hour, past midnight, over another, one too many;
  // no format or level chosen
  'window_half_hours',
  'window_crosses_midnight',
  'window_overlaps',
  'too_many_windows',
  'choose_at_least_one',
  // an open match's invitations: more than its spots left, a player one cannot invite
  'too_many_invites',
  'player_not_found',
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

/** Why a new password was refused (`weak_password`). */
export const WEAK_PASSWORD_REASONS = [
  'too_short',
  'too_long',
  'control_characters',
  'common',
] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

/**
 * The body of every error response.
 * - `validation`: `fields` maps a field path to its problem.
 * - `weak_password` (422): `reasons` lists every WeakPasswordReason that applies, and
 *   `fields.password` holds the first of them.
 * - `rate_limited` (429): `fields.retryAfter` holds the seconds to wait, as does the
 *   `Retry-After` header.
 * - `database_unavailable`, `storage_full` (503): the database cannot be reached or has no room
 *   left; the `Retry-After` header holds the seconds to wait before trying again. A write sent
 *   again must be safe to repeat (chat messages carry a clientId for that).
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
