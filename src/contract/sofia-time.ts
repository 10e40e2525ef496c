import { TIME_ZONE } from './constants';
import { WEEKDAYS, type Weekday } from './enum-values';

/**
 * Dates and times in the city's zone (Europe/Sofia), without a date library: dates are
 * `YYYY-MM-DD` texts, times `HH:MM`, instants Date objects.
 */
let parts: Intl.DateTimeFormat | undefined;

/**
 * Made at its first use, not when the module loads: building it loads the zone's and the
 * locale's data, about 12 ms (80 ms on a throttled phone) inside the task that evaluates the
 * page's script (bench/RESULTS.md), and many pages never show a time.
 */
function sofiaParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}

function fields(instant: Date): Record<string, number> {
  const result: Record<string, number> = {};
  for (const part of sofiaParts().formatToParts(instant)) {
    if (part.type !== 'literal') result[part.type] = Number(part.value);
  }
  return result;
}

/** How far Sofia's wall clock is ahead of UTC at `instant`, in ms (2 or 3 hours). */
function offsetMs(instant: Date): number {
  const f = fields(instant);
  const wall = Date.UTC(f.year ?? 0, (f.month ?? 1) - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date in Sofia at `instant`. */
export function sofiaDate(instant: Date): string {
  const f = fields(instant);
  return `${f.year}-${pad(f.month ?? 0)}-${pad(f.day ?? 0)}`;
}

/** The time (`HH:MM`) Sofia's clocks show at `instant`. */
export function sofiaTime(instant: Date): string {
  const f = fields(instant);
  return `${pad(f.hour ?? 0)}:${pad(f.minute ?? 0)}`;
}

/** The instant when Sofia's clocks show `time` on `date`. */
export function sofiaInstant(date: string, time: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const guess = wall - offsetMs(new Date(wall));
  // Checked again at the guess, so a date across a DST change gets its own offset.
  return new Date(wall - offsetMs(new Date(guess)));
}

export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** The Monday of the week (Monday to Sunday) holding `date`. */
export const weekStartOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));

/** Minutes since midnight of `HH:MM`. */
export function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** `HH:MM` of minutes since midnight (24:00 for the end of the day). */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** True for a real calendar date in `YYYY-MM-DD` form. */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}
