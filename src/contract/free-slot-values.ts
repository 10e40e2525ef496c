import { minutesOf, timeOfMinutes } from './sofia-time';

/**
 * The plain values of free-slots.ts, without zod: the court's page shows its week with these
 * before anything needs a schema (the schemas' construction was a long task on a phone).
 */

export const SLOT_MINUTES = 30;
export const MAX_AVAILABILITY_DAYS = 7;

/** What canStartAt reads of a day (a DayAvailability of free-slots.ts has it). */
export interface DaySlots {
  slots: readonly { time: string; free: number; past: boolean }[];
}

/**
 * Whether a booking of `durationMinutes` may start at `time`: every half hour it covers is in
 * the day's slots, not begun and has a free court.
 */
export function canStartAt(day: DaySlots, time: string, durationMinutes: number): boolean {
  const start = minutesOf(time);
  for (let at = start; at < start + durationMinutes; at += SLOT_MINUTES) {
    const slot = day.slots.find((s) => s.time === timeOfMinutes(at));
    if (!slot || slot.past || slot.free === 0) return false;
  }
  return true;
}
