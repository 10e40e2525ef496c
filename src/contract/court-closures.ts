import { z } from 'zod';
import { bookingUnitSchema } from './court-units';
import { timeOfDay } from './courts';
import { WEEKDAYS } from './enum-values';
import { isCalendarDate } from './sofia-time';
import { oneLineText } from './text';

/**
 * Closures: the owner closes one unit of a court, or the whole court, for a time.
 *
 * | call                                           | who   | body        | success          |
 * |------------------------------------------------|-------|-------------|------------------|
 * | GET    /api/my/courts/:id/closures             | owner | –           | 200 CourtClosures |
 * | POST   /api/my/courts/:id/closures             | owner | ClosureBody | 201 CourtClosure |
 * | DELETE /api/my/courts/:id/closures/:closureId  | owner | –           | 204              |
 *
 * - `once`: a `date` and its `startTime`–`endTime` (Sofia's wall clock, as bookings). `weekly`:
 *   a `weekday`'s `startTime`–`endTime` on every such date from `fromDate` until `untilDate`
 *   (both included; without it, for good). `endTime` may be `24:00`, the end of the day; it is
 *   after `startTime` (`fields.endTime` = `end_after_start`). The date, or `fromDate`, is
 *   today or later (`in_past`); `untilDate` is not before `fromDate` (`until_before_from`).
 * - `unitId` null (or left out) closes every unit of the court; else one of the court's units
 *   (400 `unit_not_found`).
 * - A closed unit is not free: accepting, instant bookings and `fitsIfAccepted` skip it, and the
 *   court's free times show the half hours every unit is closed as `closed`. Pending requests
 *   are left as they are: the owner declines them, or accepts them on a unit still open.
 * - `reason` (1–200 characters) is the owner's own: only the owner reads it back here, and the
 *   players whose bookings a closure cancels read it in their notification. Everyone else sees
 *   the time as "Unavailable" only.
 * - Accepted bookings still to come on a closed unit at a closed time: 409
 *   `closure_overlaps_bookings` with `bookings` listing them, and nothing is stored, unless the
 *   body says `cancelBookings: true`: then they are cancelled in the same transaction and each
 *   player is told (`booking_closed`, with the reason, in their language).
 * - The list holds the closures that still apply (a once closure not yet over, a weekly one
 *   whose `untilDate` has not passed), by date then time.
 * - Not the court's owner: 403 `forbidden`; unknown court: 404 `court_not_found`; unknown
 *   closure (or another court's): 404 `closure_not_found`.
 */
export const CLOSURE_KINDS = ['once', 'weekly'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];
export const CLOSURE_REASON_MAX_LENGTH = 200;

/** A start, or an end that may also be the day's end, 24:00. */
export const closureEndTime = z.union([z.literal('24:00'), timeOfDay]);

const calendarDate = z.string().refine(isCalendarDate, 'date_format');

const closureFields = {
  unitId: z
    .guid()
    .nullable()
    .optional()
    .transform((id) => id ?? null),
  startTime: timeOfDay,
  endTime: closureEndTime,
  reason: oneLineText().min(1, 'required').max(CLOSURE_REASON_MAX_LENGTH, 'too_long'),
  /** Cancel the accepted bookings the closure overlaps (their players are told). */
  cancelBookings: z.boolean().optional().default(false),
};

export const closureBodySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('once'), date: calendarDate, ...closureFields }),
    z.object({
      kind: z.literal('weekly'),
      weekday: z.enum(WEEKDAYS),
      fromDate: calendarDate,
      untilDate: calendarDate
        .nullable()
        .optional()
        .transform((date) => date ?? null),
      ...closureFields,
    }),
  ])
  // '24:00' sorts after every other time, as the end of the day should.
  .refine((c) => c.endTime > c.startTime, { message: 'end_after_start', path: ['endTime'] })
  .refine((c) => c.kind === 'once' || c.untilDate === null || c.untilDate >= c.fromDate, {
    message: 'until_before_from',
    path: ['untilDate'],
  });
export type ClosureBody = z.input<typeof closureBodySchema>;
export type ClosureFields = z.output<typeof closureBodySchema>;

export const closureParamsSchema = z.object({ id: z.guid(), closureId: z.guid() });

export const courtClosureSchema = z.object({
  id: z.guid(),
  /** The closed unit; null for the whole court. */
  unit: bookingUnitSchema.nullable(),
  kind: z.enum(CLOSURE_KINDS),
  reason: z.string(),
  /** `once`: its date; null for `weekly`. */
  date: z.string().nullable(),
  /** `weekly`: its weekday and dates; null for `once`. */
  weekday: z.enum(WEEKDAYS).nullable(),
  fromDate: z.string().nullable(),
  untilDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
});
export type CourtClosure = z.infer<typeof courtClosureSchema>;

export const courtClosuresSchema = z.object({ items: z.array(courtClosureSchema) });
export type CourtClosures = z.infer<typeof courtClosuresSchema>;

/** An accepted booking a new closure would overlap. */
export const overlappedBookingSchema = z.object({
  id: z.guid(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  playerName: z.string(),
  unit: bookingUnitSchema.nullable(),
});
export type OverlappedBooking = z.infer<typeof overlappedBookingSchema>;

/** The 409 `closure_overlaps_bookings` body: the usual error, and the bookings in the way. */
export const closureConflictSchema = z.object({
  error: z.object({ code: z.literal('closure_overlaps_bookings'), message: z.string() }),
  bookings: z.array(overlappedBookingSchema),
});
export type ClosureConflict = z.infer<typeof closureConflictSchema>;
