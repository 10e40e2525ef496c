import { z } from 'zod';
import { bookingUnitSchema } from './court-units';
import { isCalendarDate } from './sofia-time';

/**
 * The court owner's calendar: a court's units, with its bookings, requests and closures, for one
 * to seven days; and moving an accepted booking to another unit.
 *
 * | call                                 | who   | body / query       | success             |
 * |--------------------------------------|-------|--------------------|---------------------|
 * | GET  /api/my/courts/:id/calendar     | owner | CourtCalendarQuery | 200 CourtCalendar   |
 * | POST /api/bookings/:id/move          | owner | MoveBookingBody    | 200 Booking         |
 *
 * - `from` is a date (`YYYY-MM-DD`, Sofia) and `days` 1–7 (default 1): the calendar holds the
 *   days `from` … `from + days − 1`, each a Sofia calendar day however long its clock runs (23 or
 *   25 hours when the clocks change). A bad one: 400 `validation` with `fields.from` =
 *   `date_format`, or `fields.days` = `too_small` | `too_big` | `whole_number`.
 * - Every date, time and `startTime`–`endTime` is Sofia's wall clock, as bookings keep them
 *   (`endTime` may be `24:00`); `startsAt`/`endsAt` are the same moments as ISO instants.
 * - `dates`: each day's opening hours, `open`–`close`, or both null when the court is closed
 *   that weekday (a court that gives no hours is open the whole day, 00:00–24:00).
 * - `bookings`: the accepted bookings and the pending requests of those days, by start. An
 *   accepted one holds `unit` (null only for one that no unit could take when units came in,
 *   an overbooking for its owner to move to a unit); a pending one says whether it would fit if
 *   accepted now and on which unit (`proposedUnit`: the first free for its whole time, the one
 *   accepting without a choice takes; null when none is free).
 * - `closures`: each closure's occurrences in those days, on one unit or the whole court
 *   (`unit` null), with the owner's reason.
 * - Moving: the court's owner puts an accepted booking that has not started on another unit of
 *   its court (or on a unit at all, for one that had none). 400 `unit_not_found` for a unit of
 *   another court; 409 `unit_taken` when another accepted booking holds that unit at any moment
 *   of its time (the database's exclusion constraint decides) or a closure closes it then;
 *   409 `booking_not_accepted` for a booking not accepted; 409 `booking_in_past` once it has
 *   started. The time, the court and the price stay, so the player is not notified; their
 *   booking names its new unit, and both sides get the live `booking` frame.
 * - Not the court's owner: 403 `forbidden` (the booking's requester too); unknown court 404
 *   `court_not_found`; a booking neither party to: 404 `booking_not_found`.
 */

export const CALENDAR_MAX_DAYS = 7;

export const courtCalendarQuerySchema = z.object({
  from: z.string().refine(isCalendarDate, 'date_format'),
  days: z.coerce
    .number()
    .int('whole_number')
    .min(1, 'too_small')
    .max(CALENDAR_MAX_DAYS, 'too_big')
    .default(1),
});
export type CourtCalendarQuery = z.input<typeof courtCalendarQuerySchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  /** `HH:MM`; both null when the court is closed that day. */
  open: z.string().nullable(),
  close: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarBookingSchema = z.object({
  id: z.guid(),
  status: z.enum(['accepted', 'pending']),
  requester: z.object({ id: z.guid(), name: z.string() }),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  /** The unit an accepted booking holds. */
  unit: bookingUnitSchema.nullable(),
  /** Pending: whether a unit is free for its whole time now; null for an accepted one. */
  fitsIfAccepted: z.boolean().nullable(),
  /** Pending: the unit accepting it now would take (the first free); else null. */
  proposedUnit: bookingUnitSchema.nullable(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarClosureSchema = z.object({
  /** The closure's id: a weekly one occurs on several days with the same id. */
  id: z.guid(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The closed unit; null for the whole court. */
  unit: bookingUnitSchema.nullable(),
  reason: z.string(),
});
export type CalendarClosure = z.infer<typeof calendarClosureSchema>;

export const courtCalendarSchema = z.object({
  court: z.object({ id: z.guid(), name: z.string(), nameEn: z.string().nullable() }),
  units: z.array(bookingUnitSchema),
  dates: z.array(calendarDaySchema),
  bookings: z.array(calendarBookingSchema),
  closures: z.array(calendarClosureSchema),
});
export type CourtCalendar = z.infer<typeof courtCalendarSchema>;

export const moveBookingBodySchema = z.object({ unitId: z.guid() });
export type MoveBookingBody = z.infer<typeof moveBookingBodySchema>;
