import type { Availability, Weekday } from './enum-values';
import { minutesOf } from './sofia-time';

/** A weekly window as the schedule holds it (schedule.ts), on Sofia's wall clock. */
export interface WindowTimes {
  weekday: Weekday;
  from: string;
  until: string;
}

/** The weekday parts of the day the availability labels name, in minutes from midnight. */
const PARTS: readonly [Availability, number, number][] = [
  ['mornings', 6 * 60, 12 * 60],
  ['afternoons', 12 * 60, 17 * 60],
  ['evenings', 17 * 60, 24 * 60],
];

const endMinute = (time: string) => (time === '24:00' ? 24 * 60 : minutesOf(time));

/**
 * The availability labels a schedule's windows make true: a part of the day for a window on a
 * weekday that reaches into it, Weekends for any window on Saturday or Sunday (a Saturday
 * morning alone does not make someone free on weekday mornings). In the labels' order.
 */
export function availabilityOfWindows(windows: readonly WindowTimes[]): Availability[] {
  const found = new Set<Availability>();
  for (const window of windows) {
    if (window.weekday === 'sat' || window.weekday === 'sun') {
      found.add('weekends');
      continue;
    }
    const from = minutesOf(window.from);
    const until = endMinute(window.until);
    for (const [label, start, end] of PARTS) if (from < end && until > start) found.add(label);
  }
  return (['mornings', 'afternoons', 'evenings', 'weekends'] as const).filter((a) => found.has(a));
}
