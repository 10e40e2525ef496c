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
 * Per half hour of each day's opening hours (the whole day when the court gives none): how many
 * of its `totalCourts` are still free (accepted bookings take one each) and how many requests are
 * pending ('requested'). `date` is today or later (Sofia), at most BOOKING_MAX_DAYS_AHEAD ahead;
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
  /** Courts not taken by an accepted booking during this half hour. */
  free: z.number().int().nonnegative(),
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
): DayAvailability {
  const day = dayHours(hours, date);
  if (!day) return { date, open: null, close: null, slots: [] };
  const slots: FreeSlot[] = [];
  const first = Math.ceil(day.open / SLOT_MINUTES) * SLOT_MINUTES;
  for (let start = first; start + SLOT_MINUTES <= day.close; start += SLOT_MINUTES) {
    const end = start + SLOT_MINUTES;
    let accepted = 0;
    let requested = 0;
    for (const b of bookings) {
      if (b.date !== date || b.startMinute >= end || b.startMinute + b.durationMinutes <= start) {
        continue;
      }
      if (b.status === 'accepted') accepted += 1;
      else requested += 1;
    }
    const time = timeOfMinutes(start);
    slots.push({
      time,
      free: Math.max(0, totalCourts - accepted),
      requested,
      past: sofiaInstant(date, time) <= now,
    });
  }
  return { date, open: timeOfMinutes(day.open), close: timeOfMinutes(day.close), slots };
}
