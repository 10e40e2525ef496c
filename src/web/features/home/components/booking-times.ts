import type { OpeningHours } from '../../../../contract/courts';
import { minutesOf, sofiaInstant, timeOfMinutes, weekdayOf } from '../../../../contract/sofia-time';

/**
 * The half-hour start times a one-hour booking could take on `date`: inside that day's opening
 * hours when the court has any, else the whole day, and not yet past at `now`. Empty when the
 * court is closed that day.
 */
export function startTimesFor(hours: OpeningHours, date: string, now = new Date()): string[] {
  const hasHours = Object.keys(hours).length > 0;
  const day = hasHours ? hours[weekdayOf(date)] : { open: '00:00', close: '24:00' };
  if (!day) return [];
  const first = Math.ceil(minutesOf(day.open) / 30) * 30;
  const last = Math.min(minutesOf(day.close), 24 * 60) - 60;
  const times: string[] = [];
  for (let minutes = first; minutes <= last; minutes += 30) times.push(timeOfMinutes(minutes));
  return times.filter((time) => sofiaInstant(date, time) > now);
}
