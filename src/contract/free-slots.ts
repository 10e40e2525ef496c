import { z } from 'zod';
import type { OpeningHours } from './courts';
import { currencySchema } from './money';
import { isCalendarDate, minutesOf, sofiaInstant, timeOfMinutes, weekdayOf } from './sofia-time';

/**
 * What is free at a court, before asking.
 *
 * | call                                 | auth | query          | success              |
 * |--------------------------------------|------|----------------|----------------------|
 * | GET /api/courts/:id/availability     | –    | FreeSlotsQuery | 200 CourtAvailability |
 *
 * Per half hour of each day's opening hours (the whole day when the court gives none): which of
 * its `totalCourts` units are still free, by position (accepted bookings and the owner's closures
 * of a unit take one each; a booking is possible where one unit stays free for its whole time,
 * not merely some unit at each moment), and how many requests are pending ('requested'); `closed` when the owner closed
 * every unit then (court-closures.ts), which players read as "Unavailable". `date` is today or later (Sofia), at most BOOKING_MAX_DAYS_AHEAD ahead;
 * `days` (1–7) asks for a week. Unknown court: 404 `court_not_found`.
 */

import { MAX_AVAILABILITY_DAYS, SLOT_MINUTES } from './free-slot-values';

export { canStartAt, MAX_AVAILABILITY_DAYS, SLOT_MINUTES } from './free-slot-values';

export const freeSlotsQuerySchema = z.object({
  date: z.string().refine(isCalendarDate, 'date_format'),
  days: z.coerce.number().int().min(1).max(MAX_AVAILABILITY_DAYS).default(1),
});
export type FreeSlotsQuery = z.input<typeof freeSlotsQuerySchema>;

export const freeSlotSchema = z.object({
  /** `HH:MM`, Sofia's wall clock: the half hour starting then. */
  time: z.string(),
  /** Courts neither taken by an accepted booking nor closed during this half hour. */
  free: z.number().int().nonnegative(),
  /** Those courts' positions (1…totalCourts), ascending. */
  freeUnits: z.array(z.number().int().positive()),
  /** The owner closed every court during this half hour. */
  closed: z.boolean(),
  /** Pending requests during this half hour. */
  requested: z.number().int().nonnegative(),
  /** Already begun. */
  past: z.boolean(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const dayAvailabilitySchema = z.object({
  date: z.string(),
  /** Null when the court is closed that day (then `slots` is empty). */
  open: z.string().nullable(),
  close: z.string().nullable(),
  slots: z.array(freeSlotSchema),
});
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const courtAvailabilitySchema = z.object({
  courtId: z.guid(),
  totalCourts: z.number().int().positive(),
  /** Euro an hour. */
  pricePerHour: z.number().nonnegative(),
  currency: currencySchema,
  days: z.array(dayAvailabilitySchema),
});
export type CourtAvailability = z.infer<typeof courtAvailabilitySchema>;

/** A pending or accepted booking on a day, in Sofia's minutes. */
export interface BookedSpan {
  date: string;
  startMinute: number;
  durationMinutes: number;
  status: 'pending' | 'accepted';
  /** The position of the unit an accepted booking holds; null while it holds none. */
  unit?: number | null;
}

/** A time the owner closed on a date, in Sofia's minutes: one unit's position, or all (null). */
export interface ClosedSpan {
  date: string;
  startMinute: number;
  endMinute: number;
  unit: number | null;
}

const overlaps = (date: string, start: number, end: number) => (span: ClosedSpan) =>
  span.date === date && span.startMinute < end && span.endMinute > start;

function closedPositions(closing: readonly ClosedSpan[]): number {
  return new Set(closing.map((c) => c.unit)).size;
}

/** The day's hours: the court's for that weekday, the whole day when it gives none, else closed. */
export function dayHours(hours: OpeningHours, date: string) {
  if (Object.keys(hours).length === 0) return { open: 0, close: 24 * 60 };
  const day = hours[weekdayOf(date)];
  return day ? { open: minutesOf(day.open), close: minutesOf(day.close) } : undefined;
}

/** One day's half hours with what is free and requested at `now`. */
export function dayAvailability(
  hours: OpeningHours,
  totalCourts: number,
  date: string,
  bookings: readonly BookedSpan[],
  now: Date,
  closures: readonly ClosedSpan[] = [],
): DayAvailability {
  const day = dayHours(hours, date);
  if (!day) return { date, open: null, close: null, slots: [] };
  const slots: FreeSlot[] = [];
  const first = Math.ceil(day.open / SLOT_MINUTES) * SLOT_MINUTES;
  for (let start = first; start + SLOT_MINUTES <= day.close; start += SLOT_MINUTES) {
    const end = start + SLOT_MINUTES;
    const taken = new Set<number>();
    // Accepted bookings from before units (rare: the migration could not place them) hold some
    // court, so one fewer is free, whichever.
    let unplaced = 0;
    let requested = 0;
    for (const b of bookings) {
      if (b.date !== date || b.startMinute >= end || b.startMinute + b.durationMinutes <= start) {
        continue;
      }
      if (b.status === 'pending') requested += 1;
      else if (b.unit) taken.add(b.unit);
      else unplaced += 1;
    }
    const closing = closures.filter(overlaps(date, start, end));
    const allClosed = closing.some((c) => c.unit === null);
    for (const c of closing) if (c.unit !== null) taken.add(c.unit);
    const freeUnits = allClosed
      ? []
      : Array.from({ length: totalCourts }, (_, i) => i + 1).filter((unit) => !taken.has(unit));
    const closedCount = allClosed ? totalCourts : closedPositions(closing);
    const time = timeOfMinutes(start);
    slots.push({
      time,
      free: Math.max(0, freeUnits.length - unplaced),
      freeUnits: freeUnits.slice(0, Math.max(0, freeUnits.length - unplaced)),
      closed: closedCount >= totalCourts,
      requested,
      past: sofiaInstant(date, time) <= now,
    });
  }
  return { date, open: timeOfMinutes(day.open), close: timeOfMinutes(day.close), slots };
}
