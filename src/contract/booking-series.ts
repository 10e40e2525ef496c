import { z } from 'zod';
import { bookingSchema, bookingStatusSchema } from './bookings';
import { isCalendarDate } from './sofia-time';

/**
 * Seasons: the same court, weekday and time every week, for 2–26 weeks ('Repeat weekly').
 *
 * | call                                       | who       | body              | success              |
 * |--------------------------------------------|-----------|-------------------|----------------------|
 * | POST /api/bookings with `weeks` 2–26       | signed in | BookingBody       | 201 BookingCreated   |
 * | POST /api/booking-series/:id/accept        | owner     | DecisionBody/none | 200 SeriesAccepted   |
 * | POST /api/booking-series/:id/decline       | owner     | DecisionBody/none | 200 SeriesDeclined   |
 * | POST /api/booking-series/:id/cancel        | both      | SeriesCancelBody  | 200 SeriesCancelled  |
 * | GET  /api/booking-series/:id/calendar.ics  | both      | –                 | 200 text/calendar    |
 *
 * - Each week is an ordinary booking (bookings.ts) naming its series (`Booking.series`): units,
 *   accepting or declining one date, cancelling one date, reviews and no-shows work per date.
 * - Asking: the first date is checked as a single booking is (not past, at most 60 days ahead,
 *   inside the opening hours, which the later weeks share: same weekday). The later weeks may
 *   lie past the 60 days. A week the court is closed for entirely (every unit, a closure) or at
 *   which the player already holds a request there is skipped and reported in `season.dates`
 *   (`skipped`: `closed` | `booking_overlap`) rather than failing the season; when every week
 *   is skipped, 409 `season_unavailable`. Every date is pending, at an instant-booking court too:
 *   the owner decides on a season. The owner hears once (`booking_requested`, `series` in data).
 * - Accepting the season puts every pending date still to come on the first free unit; those
 *   with none stay pending and come back in `conflicts` (`unit_taken`: booked; `closed`: every
 *   unit closed then). Declining declines every pending date still to come. With no pending
 *   date to come: 409 `booking_not_pending`. The player hears once (`booking_accepted` /
 *   `booking_declined`, `series` in data), when a date changed.
 * - Cancelling the rest: `from` (a date of the series, or a `YYYY-MM-DD`) and every later date
 *   still to come, pending or accepted, are cancelled. The player cancels their own season, each
 *   accepted date after its free cancellation late (as single bookings); the owner cancels the
 *   season at their court, never late for the player. The other side hears once
 *   (`booking_cancelled` with `series` to the owner, `booking_series_cancelled` to the player).
 *   Nothing left to cancel: 409 `booking_not_cancellable`.
 * - Permissions: visitors 401; the player on accept or decline 403 `forbidden`; anyone but the
 *   player and the court's owner 404 `series_not_found`.
 * - calendar.ics: one VEVENT per accepted date, times in UTC, as the single booking's file.
 */

export const SEASON_SKIP_REASONS = ['closed', 'booking_overlap'] as const;
export const SERIES_CONFLICT_REASONS = ['unit_taken', 'closed'] as const;
export type SeriesConflictReason = (typeof SERIES_CONFLICT_REASONS)[number];

export const seriesDateSchema = z.object({
  /** 1 … weeks. */
  week: z.number().int().min(1),
  /** `YYYY-MM-DD` in Sofia. */
  date: z.string(),
  /** The date's booking; null for a week skipped when the player asked. */
  bookingId: z.guid().nullable(),
  status: bookingStatusSchema.nullable(),
  skipped: z.enum(SEASON_SKIP_REASONS).nullable(),
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;

export const bookingSeriesSchema = z.object({
  id: z.guid(),
  courtId: z.guid(),
  requesterId: z.guid(),
  weeks: z.number().int().min(2),
  startTime: z.string(),
  endTime: z.string(),
  /** Every week asked, in order. */
  dates: z.array(seriesDateSchema),
});
export type BookingSeries = z.infer<typeof bookingSeriesSchema>;

/** A new request: the booking, and for a season its first date with the whole season. */
export const bookingCreatedSchema = bookingSchema.extend({
  season: bookingSeriesSchema.optional(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

const dateRef = z.object({ bookingId: z.guid(), date: z.string() });

export const seriesAcceptedSchema = z.object({
  series: bookingSeriesSchema,
  accepted: z.array(dateRef),
  /** Pending dates no unit was free for: they stay pending. */
  conflicts: z.array(dateRef.extend({ reason: z.enum(SERIES_CONFLICT_REASONS) })),
});
export type SeriesAccepted = z.infer<typeof seriesAcceptedSchema>;

export const seriesDeclinedSchema = z.object({
  series: bookingSeriesSchema,
  declined: z.array(dateRef),
});
export type SeriesDeclined = z.infer<typeof seriesDeclinedSchema>;

export const seriesCancelledSchema = z.object({
  series: bookingSeriesSchema,
  cancelled: z.array(dateRef.extend({ cancelledLate: z.boolean() })),
});
export type SeriesCancelled = z.infer<typeof seriesCancelledSchema>;

export const seriesCancelBodySchema = z.object({
  /** The first date to cancel: one of the series' bookings, or a date (`YYYY-MM-DD`). */
  from: z.union([z.guid(), z.string().refine(isCalendarDate, 'date_format')]),
});
export type SeriesCancelBody = z.input<typeof seriesCancelBodySchema>;
