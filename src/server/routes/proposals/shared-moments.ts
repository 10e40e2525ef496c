import { WEEKDAYS } from '#contract/enum-values';
import { PROPOSAL_DAYS, PROPOSAL_MIN_MINUTES } from '#contract/proposals';
import { addDays, weekdayOf } from '#contract/sofia-time';

/** A weekly window in Sofia's minutes of an ISO weekday (1 Monday … 7 Sunday). */
export interface Window {
  weekday: number;
  start: number;
  end: number;
}

/** A stretch of one day both players are free: a Sofia date and minutes of that day. */
export interface Moment {
  date: string;
  start: number;
  end: number;
}

/** One side of a pair: their windows and the last day of their pause (null: not paused). */
export interface Side {
  windows: readonly Window[];
  pausedUntil: string | null;
}

/**
 * The moments two players are both free in the PROPOSAL_DAYS days from `today`, earliest first:
 * each overlap of a window of each on a day neither has paused, from `earliestToday` on today
 * (the next half hour), kept when at least PROPOSAL_MIN_MINUTES long.
 */
export function sharedMoments(a: Side, b: Side, today: string, earliestToday: number): Moment[] {
  const moments: Moment[] = [];
  for (let offset = 0; offset < PROPOSAL_DAYS; offset++) {
    const date = addDays(today, offset);
    if (pausedOn(a, date) || pausedOn(b, date)) continue;
    const weekday = WEEKDAYS.indexOf(weekdayOf(date)) + 1;
    const from = offset === 0 ? earliestToday : 0;
    const found: Moment[] = [];
    for (const mine of a.windows) {
      if (mine.weekday !== weekday) continue;
      for (const theirs of b.windows) {
        if (theirs.weekday !== weekday) continue;
        const start = Math.max(mine.start, theirs.start, from);
        const end = Math.min(mine.end, theirs.end);
        if (end - start >= PROPOSAL_MIN_MINUTES) found.push({ date, start, end });
      }
    }
    moments.push(...found.sort((x, y) => x.start - y.start));
  }
  return moments;
}

/**
 * The hours (PROPOSAL_MIN_MINUTES from a half hour, as weekday * 48 + the half hour, the form of
 * `player_schedules.hour_starts`) that sharedMoments could still use of `side`'s windows: on a
 * day of the PROPOSAL_DAYS from `today` that `side` has not paused, today from `earliestToday`
 * (a half hour). A player sharing none of them with `side` shares no moment with it.
 */
export function hourStartsAhead(side: Side, today: string, earliestToday: number): number[] {
  const starts = new Set<number>();
  for (let offset = 0; offset < PROPOSAL_DAYS; offset++) {
    const date = addDays(today, offset);
    if (pausedOn(side, date)) continue;
    const weekday = WEEKDAYS.indexOf(weekdayOf(date)) + 1;
    const from = offset === 0 ? earliestToday : 0;
    for (const w of side.windows) {
      if (w.weekday !== weekday) continue;
      for (
        let minute = Math.max(w.start, from);
        minute + PROPOSAL_MIN_MINUTES <= w.end;
        minute += 30
      ) {
        starts.add(weekday * 48 + minute / 30);
      }
    }
  }
  return [...starts];
}

const pausedOn = (side: Side, date: string) =>
  side.pausedUntil !== null && date <= side.pausedUntil;

/** The next half hour of Sofia's wall clock at minute `minute` of the day (itself if on one). */
export const nextHalfHour = (minute: number) => Math.ceil(minute / 30) * 30;
