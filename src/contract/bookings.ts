import { z } from 'zod';
import {
  BOOKING_DURATION_HOURS,
  BOOKING_MAX_DAYS_AHEAD,
  NOTE_MAX_LENGTH,
  SEASON_MAX_WEEKS,
} from './constants';
import { ownReviewSchema } from './court-reviews';
import { bookingUnitSchema } from './court-units';
import { timeOfDay } from './courts';
import { cursorSchema } from './cursor';
import { districtSchema } from './enums';
import { currencySchema } from './money';
import { noShowSchema } from './no-shows';
import { pageOf } from './query-params';
import {
  addDays,
  isCalendarDate,
  minutesOf,
  sofiaDate,
  sofiaInstant,
  sofiaTime,
} from './sofia-time';
import { multiLineText } from './text';

/**
 * Booking requests for a court ('Book Court', 'My bookings', 'My courts').
 *
 * | call                                 | who       | body / query         | success            |
 * |--------------------------------------|-----------|----------------------|--------------------|
 * | POST /api/bookings                   | signed in | BookingBody          | 201 Booking        |
 * | GET  /api/my/bookings                | requester | MyBookingsQuery      | 200 BookingsPage   |
 * | GET  /api/my/court-bookings          | owner     | CourtBookingsQuery   | 200 BookingsPage   |
 * | POST /api/bookings/:id/accept        | owner     | DecisionBody or none | 200 Booking        |
 * | POST /api/bookings/:id/decline       | owner     | DecisionBody or none | 200 Booking        |
 * | POST /api/bookings/:id/cancel        | requester | –                    | 200 Booking        |
 * | POST /api/bookings/:id/move          | owner     | MoveBookingBody      | 200 Booking        |
 * | GET  /api/bookings/:id/calendar.ics  | both      | –                    | 200 text/calendar  |
 *
 * Seasons (the same slot every week, `weeks` 2–26 in BookingBody) add booking-series.ts's calls.
 *
 * - Dates and times are Sofia's wall clock. The date is today or later, at most
 *   BOOKING_MAX_DAYS_AHEAD (60) days ahead, and the start not yet past: otherwise 400
 *   `validation` with `fields.date` (or `fields.startTime`) = `in_past` | `too_far_ahead`.
 *   Durations are 1–3 hours in half hours, ending by midnight (`fields.durationHours` =
 *   `past_midnight`). When the court has opening hours, the booking must lie inside that
 *   day's hours: 400 `outside_opening_hours`.
 * - Unknown court: 404 `court_not_found`; one's own court: 400 `own_court`. A player holds at
 *   most one pending or accepted request for any moment at a court: an overlapping one answers
 *   409 `booking_overlap`.
 * - A new request is `pending`. The owner accepts or declines it (optional note) while it is
 *   pending (409 `booking_not_pending` after) and before it starts (409 `booking_in_past`).
 *   Accepting puts it on a court unit free for its whole time (court-units.ts), one the owner
 *   has not closed then (court-closures.ts): the `unitId` sent, or else the first free one. 409 `court_full` when no unit is free, `unit_taken` when
 *   the one sent is not; 400 `unit_not_found` for a unit of another court. Courts without an
 *   owner keep their requests pending.
 * - Instant booking (the court's `instantBooking`): a request is accepted at once on the first
 *   free unit, and the owner is told (`booking_made`); with no unit free for the whole time it
 *   answers 409 `slot_taken` and nothing is stored.
 * - The requester cancels a pending or accepted booking any time before it starts; declined or
 *   cancelled ones, or one whose start has passed, answer 409 `booking_not_cancellable`. Each
 *   court sets its free cancellation, `freeCancelHours` (0–48, courts.ts), and a booking keeps
 *   `freeCancelUntil`, its start less the court's hours when it was requested. An accepted
 *   booking cancelled after that moment is `cancelledLate`: its owner is told it came late and
 *   it counts against the player's show-up record (no-shows.ts). A pending one is never late.
 * - Permissions: visitors 401 `session_missing`; the other party (requester on accept or
 *   decline, owner on cancel) 403 `forbidden`; anyone else 404 `booking_not_found`.
 * - Lists are newest request first, 24 a page, `nextCursor` → `cursor`; `status` and `courtId`
 *   narrow them (a court's page asks for the player's accepted bookings there before it asks
 *   for the owner's contact, which only they may see).
 * - Live: every change (new request, accept, decline, cancel) sends both the requester and the
 *   owner a `{ type: 'booking', bookingId, status }` frame on sockets that sent
 *   `subscribe_inbox` (realtime.ts); refetch the lists on it.
 * - Moving an accepted booking to another unit, and the owner's calendar of a court: see
 *   court-calendar.ts.
 * - calendar.ics is fetched with the Bearer header and offered as a download: one VEVENT,
 *   times in UTC, STATUS TENTATIVE (pending), CONFIRMED (accepted) or CANCELLED.
 */

export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** A note's text as typed: blank is no note (null). */
export const noteTextSchema = multiLineText()
  .max(NOTE_MAX_LENGTH, 'too_long')
  .transform((text) => text || null);

/** A note beside a booking or a game: empty or left out is none. */
export const noteSchema = noteTextSchema
  .nullable()
  .optional()
  .transform((text) => text ?? null);

/** A booking's or a game's length: 1–3 hours, in half hours. */
export const durationHoursSchema = z
  .number()
  .min(BOOKING_DURATION_HOURS.min, 'too_small')
  .max(BOOKING_DURATION_HOURS.max, 'too_big')
  .refine((hours) => Number.isInteger(hours / BOOKING_DURATION_HOURS.step), 'half_hours');

/** The refinement of a form with a start and a length: it ends by midnight. */
export const endsByMidnight: [
  (b: { startTime: string; durationHours: number }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => minutesOf(b.startTime) + b.durationHours * 60 <= 24 * 60,
  { message: 'past_midnight', path: ['durationHours'] },
];

export const bookingBodySchema = z
  .object({
    courtId: z.guid(),
    /** `YYYY-MM-DD` in Sofia. */
    date: z.string().refine(isCalendarDate, 'date_format'),
    /** `HH:MM` in Sofia. */
    startTime: timeOfDay,
    durationHours: durationHoursSchema,
    note: noteSchema,
    /**
     * How many weeks running, the same weekday and time: 1 (left out) is one booking; 2–26 a
     * season (booking-series.ts), `date` being its first week.
     */
    weeks: z
      .number()
      .int('whole_number')
      .min(1, 'too_small')
      .max(SEASON_MAX_WEEKS, 'too_big')
      .optional()
      .transform((weeks) => weeks ?? 1),
  })
  .refine(...endsByMidnight);
export type BookingBody = z.input<typeof bookingBodySchema>;
export type BookingFields = z.output<typeof bookingBodySchema>;

/**
 * Whether the date and start are bookable at `now`: undefined when they are, else the field
 * and the reason. The web form and the server both ask.
 */
export function bookingTimeProblem(date: string, startTime: string, now: Date) {
  return startProblem(date, startTime, now, BOOKING_MAX_DAYS_AHEAD, 'too_far_ahead');
}

/**
 * Whether a start on `date` at `startTime` is still to come and at most `maxDaysAhead` days
 * ahead at `now`: undefined when it is, else the field and the reason (`tooFar` for a date past
 * the limit, since each form names its own limit).
 */
export function startProblem<TooFar extends string>(
  date: string,
  startTime: string,
  now: Date,
  maxDaysAhead: number,
  tooFar: TooFar,
): { field: 'date' | 'startTime'; reason: 'in_past' | TooFar } | undefined {
  const today = sofiaDate(now);
  if (date < today) return { field: 'date', reason: 'in_past' };
  if (date > addDays(today, maxDaysAhead)) return { field: 'date', reason: tooFar };
  if (sofiaInstant(date, startTime) <= now) return { field: 'startTime', reason: 'in_past' };
  return undefined;
}

/** The last moment a booking starting at `startsAt` may be cancelled for free at a court's window. */
export function freeCancelDeadline(startsAt: Date, freeCancelHours: number): Date {
  return new Date(startsAt.getTime() - freeCancelHours * 3_600_000);
}

/**
 * The end of a free cancellation on Sofia's clock, as the dialog, the bookings and the mails
 * say it; null when it is the start itself (a court with a 0-hour window): 'until the start'.
 */
export function freeCancelWallClock(
  until: Date | string,
  startsAt: Date | string,
): { date: string; time: string } | null {
  const moment = new Date(until);
  if (moment.getTime() >= new Date(startsAt).getTime()) return null;
  return { date: sofiaDate(moment), time: sofiaTime(moment) };
}

/**
 * Whether cancelling the booking at `now` would be late: it is accepted and its free
 * cancellation has ended (until its very moment it is free).
 */
export function cancellingIsLate(
  booking: Pick<Booking, 'status' | 'freeCancelUntil'>,
  now: Date,
): boolean {
  return booking.status === 'accepted' && now > new Date(booking.freeCancelUntil);
}

export const decisionBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    note: noteSchema,
    /** Accepting: the unit to put the booking on (one of the court's); else the first free. */
    unitId: z.guid().optional(),
  }),
);
export type DecisionBody = z.input<typeof decisionBodySchema>;

export const bookingSchema = z.object({
  id: z.guid(),
  court: z.object({
    id: z.guid(),
    name: z.string(),
    nameEn: z.string().nullable(),
    address: z.string(),
    postcode: z.string(),
    district: districtSchema,
    ownerId: z.guid().nullable(),
    /** Euro an hour, as the court lists it now. */
    pricePerHour: z.number().nonnegative(),
    currency: currencySchema,
  }),
  requester: z.object({ id: z.guid(), name: z.string() }),
  /** Sofia's wall clock. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationHours: z.number(),
  /**
   * Euro, to the cent: what the court's prices made it when the request was sent (each half hour
   * at its normal or peak price, money.ts `bookingPrice`); a later change of prices leaves it.
   */
  totalPrice: z.number().nonnegative(),
  /** The same moments as ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  status: bookingStatusSchema,
  ownerNote: z.string().nullable(),
  createdAt: z.string(),
  /** When it was accepted, declined or cancelled. */
  updatedAt: z.string(),
  /** Until this instant an accepted booking is cancelled for free (the court's window). */
  freeCancelUntil: z.string(),
  /** Cancelled after `freeCancelUntil` when it was accepted: a late cancellation. */
  cancelledLate: z.boolean(),
  /**
   * Pending requests: whether the court still has a court free for the whole time if the owner
   * accepts it now (accepting answers `court_full` otherwise); null for the others.
   */
  fitsIfAccepted: z.boolean().nullable(),
  /** The court unit an accepted booking holds (court-units.ts); null for the others. */
  unit: bookingUnitSchema.nullable(),
  /** The requester's review of the court for this booking (court-reviews.ts), if written. */
  review: ownReviewSchema.nullable(),
  /** The owner's standing 'no-show' mark (no-shows.ts), if any. */
  noShow: noShowSchema.nullable(),
  /** An administrator removed the owner's mark: the booking cannot be marked again. */
  noShowRemoved: z.boolean(),
  /** A date of a season (booking-series.ts): its series, which week it is and of how many. */
  series: z
    .object({ id: z.guid(), week: z.number().int().min(1), weeks: z.number().int().min(2) })
    .nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The key of a bookings cursor: rank × BOOKING_CURSOR_RANK + created_at in epoch ms, where
 * rank 1 stands for a pending request in the owner's list (pending first) and 0 for the rest.
 * Times stay under 1e13 ms until the year 2286.
 */
export const BOOKING_CURSOR_RANK = 1e13;
const bookingCursorKey = z
  .number()
  .int()
  .min(0)
  .max(2 * BOOKING_CURSOR_RANK - 1);

export const myBookingsQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  /** One court's: a court's page asks whether the player has an accepted booking there. */
  courtId: z.guid().optional(),
  cursor: cursorSchema(bookingCursorKey),
});
export const courtBookingsQuerySchema = myBookingsQuerySchema;
export type MyBookingsQuery = z.input<typeof myBookingsQuerySchema>;
export type CourtBookingsQuery = z.input<typeof courtBookingsQuerySchema>;

export const bookingsPageSchema = pageOf(bookingSchema);
export type BookingsPage = z.infer<typeof bookingsPageSchema>;
