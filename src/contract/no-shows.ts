import { z } from 'zod';
import { courtRefSchema } from './players';
import { multiLineText } from './text';

/**
 * Reliability: the court owner's 'no-show' marks, and a player's show-up record.
 *
 * | call                                     | who                  | body         | success          |
 * |------------------------------------------|----------------------|--------------|------------------|
 * | POST /api/bookings/:id/no-show           | the court's owner    | –            | 200 Booking      |
 * | POST /api/bookings/:id/no-show/reply     | the booking's player | NoShowReply  | 200 Booking      |
 * | POST /api/admin/no-shows/:id/remove      | administrator        | –            | 204              |
 * | GET  /api/players/:id/reliability        | –                    | –            | 200 Reliability  |
 *
 * - The owner marks an accepted booking (409 `booking_not_accepted` otherwise) after its end
 *   (409 `booking_not_over` before) and at most NO_SHOW_MARK_HOURS hours after it (409
 *   `no_show_too_late`); once per booking (409 `no_show_already_marked`, also after a removal).
 *   The player gets 403 `forbidden`, anyone else 404 `booking_not_found`.
 * - The player replies once (409 `no_show_already_replied`), at most NO_SHOW_REPLY_MAX_LENGTH
 *   characters; the owner gets 403 `forbidden`; a booking with no mark standing answers 404
 *   `no_show_not_found`.
 * - An administrator removes a mark (`:id` is the booking's): it then counts for nothing and
 *   shows nowhere but as `noShowRemoved` on the booking; 404 `no_show_not_found` for no mark or
 *   one already removed.
 * - The record: an event is an accepted booking of the player's whose end has passed, or a
 *   confirmed match result of theirs (the opponent's confirmation shows both came), or an open
 *   match they left less than six hours before its start, or an accepted booking they cancelled
 *   after the court's free cancellation (late cancellations, counted apart:
 *   `lateCancellations`, `lateBookingCancellations`). Every event but a standing no-show mark or
 *   a late cancellation counts as 'showed up'. `record` is null below
 *   SHOW_UP_RECORD_MIN_EVENTS events, and `noShows` (newest first) is then empty but for an
 *   administrator, who sees the marks always (to remove one). Player visibility as on
 *   GET /api/players/:id (404 `user_not_found`).
 */

export const NO_SHOW_MARK_HOURS = 48;
export const NO_SHOW_REPLY_MAX_LENGTH = 300;
export const SHOW_UP_RECORD_MIN_EVENTS = 5;

/** The last moment the owner may mark a booking that ended at `endsAt`. */
export function noShowMarkDeadline(endsAt: Date | string): Date {
  return new Date(new Date(endsAt).getTime() + NO_SHOW_MARK_HOURS * 3_600_000);
}

export const noShowReplyBodySchema = z.object({
  reply: multiLineText().min(1, 'required').max(NO_SHOW_REPLY_MAX_LENGTH, 'too_long'),
});
export type NoShowReplyBody = z.input<typeof noShowReplyBodySchema>;

/** A standing mark on a booking (bookings.ts), with the player's reply. */
export const noShowSchema = z.object({
  markedAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type NoShow = z.infer<typeof noShowSchema>;

export const playerNoShowSchema = noShowSchema.extend({
  bookingId: z.guid(),
  court: courtRefSchema,
  /** The booking's day, Sofia's calendar. */
  date: z.string(),
});
export type PlayerNoShow = z.infer<typeof playerNoShowSchema>;

export const reliabilitySchema = z.object({
  record: z
    .object({
      showedUp: z.number().int().nonnegative(),
      events: z.number().int().nonnegative(),
      /** Open matches left less than six hours before the start: events not shown up to. */
      lateCancellations: z.number().int().nonnegative(),
      /** Accepted bookings cancelled after the court's free cancellation: not shown up to either. */
      lateBookingCancellations: z.number().int().nonnegative(),
    })
    .nullable(),
  noShows: z.array(playerNoShowSchema),
});
export type Reliability = z.infer<typeof reliabilitySchema>;
