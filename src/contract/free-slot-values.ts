import { minutesOf, timeOfMinutes } from './sofia-time';

/**
 * The plain values of free-slots.ts, without zod: the court's page shows its week with these
 * before anything needs a schema (the schemas' construction was a long task on a phone).
 */

export const SLOT_MINUTES = 30;
export const MAX_AVAILABILITY_DAYS = 7;

/** What canStartAt reads of a day (a DayAvailability of free-slots.ts has it). */
export interface DaySlots {
  slots: readonly { time: string; free: number; freeUnits: readonly number[]; past: boolean }[];
}

/**
 * Whether a booking of `durationMinutes` may start at `time`: every half hour it covers is in
 * the day's slots and not begun, and one court stays free through all of them (a court free at
 * each moment is not enough when it is a different one).
 */
export function canStartAt(day: DaySlots, time: string, durationMinutes: number): boolean {
  const start = minutesOf(time);
  let units: readonly number[] | undefined;
  for (let at = start; at < start + durationMinutes; at += SLOT_MINUTES) {
    const slot = day.slots.find((s) => s.time === timeOfMinutes(at));
    if (!slot || slot.past || slot.free === 0) return false;
    const free = slot.freeUnits;
    units = units === undefined ? free : units.filter((unit) => free.includes(unit));
    if (units.length === 0) return false;
  }
  return true;
}
