import { SKILL_LEVELS, type SkillLevel } from './enum-values';
import { addDays } from './sofia-time';

/**
 * Open matches' plain values, without zod, so that the home page's board can use them
 * (open-matches.ts builds the schemas from these).
 */

export const OPEN_MATCH_FORMATS = ['singles', 'doubles'] as const;
export type OpenMatchFormat = (typeof OPEN_MATCH_FORMATS)[number];

/** Players a game holds, organiser included. */
export const SPOTS_OF: Record<OpenMatchFormat, number> = { singles: 2, doubles: 4 };

/** A game's date: today (Sofia) to this many days ahead. */
export const OPEN_MATCH_MAX_DAYS_AHEAD = 30;
/** Leaving a game less than this many hours before its start is a late cancellation. */
export const OPEN_MATCH_LATE_LEAVE_HOURS = 6;
/** The players are reminded this many hours before the start. */
export const OPEN_MATCH_REMINDER_HOURS = 2;
export const OPEN_MATCHES_PAGE_SIZE = 24;

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Where each time of day starts and ends, in minutes after midnight (the game's start). */
export const TIME_OF_DAY_MINUTES: Record<TimeOfDay, { from: number; to: number }> = {
  morning: { from: 0, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 24 * 60 },
};

export const DAY_CHOICES = ['today', 'tomorrow', 'weekend'] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];

/** The dates a day choice covers, from `today` (Sofia): a weekend is Saturday and Sunday ahead. */
export function datesOfChoice(choice: DayChoice | string, today: string): string[] {
  if (choice === 'today') return [today];
  if (choice === 'tomorrow') return [addDays(today, 1)];
  if (choice === 'weekend') {
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    if (weekday === 0) return [today];
    const saturday = addDays(today, 6 - weekday);
    return [saturday, addDays(saturday, 1)];
  }
  return [choice];
}

/** The levels welcome by default: the organiser's and the ones next to it. */
export function levelsAround(level: SkillLevel): SkillLevel[] {
  const all = SKILL_LEVELS;
  const at = all.indexOf(level);
  return all.slice(Math.max(0, at - 1), at + 2);
}
