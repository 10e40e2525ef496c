import { BOOKING_MAX_DAYS_AHEAD } from '#contract/constants';
import {
  addDays,
  minutesOf,
  sofiaDate,
  sofiaInstant,
  sofiaTime,
  timeOfMinutes,
  weekdayOf,
} from '#contract/sofia-time';
import type { CourtsWhen } from '../hooks/use-home-view';

/** The quick choices beside the courts' "When": tonight, tomorrow, the coming weekend. */
export const WHEN_CHOICES = ['tonight', 'tomorrow', 'weekend'] as const;
export type WhenChoice = (typeof WHEN_CHOICES)[number];

const EVENING = '19:00';
const WEEKEND_MORNING = '10:00';
const DAY_MINUTES = 24 * 60;

/** Whether a start on `date` at `time` for `hours` is still to come at `now` and ends by midnight. */
function ahead(date: string, time: string, hours: number, now: Date): boolean {
  const today = sofiaDate(now);
  if (minutesOf(time) + hours * 60 > DAY_MINUTES) return false;
  return date > today || (date === today && minutesOf(time) > minutesOf(sofiaTime(now)));
}

/**
 * The first half hour after `now` in Sofia that a game of `hours` still fits into that day; the
 * next morning at eight when none does.
 */
export function nextHalfHour(now: Date, hours = 1): CourtsWhen {
  const today = sofiaDate(now);
  const start = (Math.floor(minutesOf(sofiaTime(now)) / 30) + 1) * 30;
  if (start + hours * 60 <= DAY_MINUTES) return { date: today, time: timeOfMinutes(start), hours };
  return { date: addDays(today, 1), time: '08:00', hours };
}

/**
 * A quick choice at `now`, keeping the hours (and for 'tomorrow' the start) of `current`:
 * tonight at seven (the next half hour once seven has passed), tomorrow at the same start, the
 * coming Saturday at ten (Sunday at ten on a Saturday after ten, the next Saturday on a Sunday
 * after ten).
 */
export function whenOf(choice: WhenChoice, now: Date, current?: CourtsWhen): CourtsWhen {
  const hours = current?.hours ?? 1;
  const today = sofiaDate(now);
  if (choice === 'tonight') {
    return ahead(today, EVENING, hours, now)
      ? { date: today, time: EVENING, hours }
      : nextHalfHour(now, hours);
  }
  if (choice === 'tomorrow') {
    const time = current?.time ?? nextHalfHour(now, hours).time;
    return { date: addDays(today, 1), time, hours };
  }
  for (let days = 0; days <= 7; days += 1) {
    const date = addDays(today, days);
    const weekday = weekdayOf(date);
    if ((weekday === 'sat' || weekday === 'sun') && ahead(date, WEEKEND_MORNING, hours, now)) {
      return { date, time: WEEKEND_MORNING, hours };
    }
  }
  return { date: addDays(today, 1), time: WEEKEND_MORNING, hours };
}

/** Whether the list would refuse `when` at `now`: begun already, or past the booking horizon. */
export function whenPast(when: CourtsWhen, now: Date): boolean {
  // The booking contract's own check, without loading its schemas into the courts' script.
  const { max } = whenDateRange(now);
  return when.date > max || sofiaInstant(when.date, when.time) <= now;
}

/** The days the list can be asked about: today to the booking horizon. */
export function whenDateRange(now: Date) {
  const today = sofiaDate(now);
  return { min: today, max: addDays(today, BOOKING_MAX_DAYS_AHEAD) };
}

/** The starts a game of `hours` can have on a day: every half hour it still ends by midnight. */
export function startsFor(hours: number): string[] {
  const starts: string[] = [];
  for (let minute = 0; minute + hours * 60 <= DAY_MINUTES; minute += 30) {
    starts.push(timeOfMinutes(minute));
  }
  return starts;
}
