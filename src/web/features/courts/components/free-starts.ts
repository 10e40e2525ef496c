import { canStartAt, type DaySlots } from '#contract/free-slot-values';

/** How long the booking dialog books unless told otherwise; the week shows starts for it. */
export const FIRST_BOOKING_MINUTES = 60;

/**
 * The day's start times the booking dialog would let a player choose for an hour: not begun,
 * and a court free for the whole hour.
 */
export function freeStarts(day: DaySlots, durationMinutes = FIRST_BOOKING_MINUTES): string[] {
  return day.slots
    .filter((slot) => canStartAt(day, slot.time, durationMinutes))
    .map((slot) => slot.time);
}
