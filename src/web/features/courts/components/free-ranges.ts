import { SLOT_MINUTES } from '#contract/free-slot-values';
import type { DayAvailability } from '#contract/free-slots';
import { minutesOf, timeOfMinutes } from '#contract/sofia-time';

/** The day's times with a court free and not yet begun, joined into ranges: ['07:00–12:00']. */
export function freeRanges(day: DayAvailability): string[] {
  const ranges: [number, number][] = [];
  for (const slot of day.slots) {
    if (slot.past || slot.free === 0) continue;
    const start = minutesOf(slot.time);
    const last = ranges.at(-1);
    if (last && last[1] === start) last[1] = start + SLOT_MINUTES;
    else ranges.push([start, start + SLOT_MINUTES]);
  }
  return ranges.map(([from, to]) => `${timeOfMinutes(from)}–${timeOfMinutes(to)}`);
}
