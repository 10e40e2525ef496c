import { z } from 'zod';
import { timeOfDay } from './courts';
import { WEEKDAYS } from './enum-values';
import { districtSchema, skillLevelSchema } from './enums';
import { OPEN_MATCH_FORMATS } from './open-match-values';
import { isCalendarDate, minutesOf } from './sofia-time';

/**
 * When and where a player plays, told once: the weekly windows that partners are proposed in and
 * that games posted later are matched against.
 *
 * | call               | who       | body           | success      |
 * |--------------------|-----------|----------------|--------------|
 * | GET /api/me/schedule | signed in | –            | 200 Schedule |
 * | PUT /api/me/schedule | signed in | ScheduleBody | 200 Schedule |
 *
 * - `windows`: up to 14 a week, each a weekday and a `from`–`until` on Sofia's wall clock in
 *   half hours, `until` up to `24:00`. One that ends before it starts answers
 *   `windows.N.until` = `end_after_start`, or `window_crosses_midnight` when its end is early in
 *   the morning (22:00–01:00: two windows, one each day); two of a day that overlap,
 *   `window_overlaps`; off the half hour, `window_half_hours`; a fifteenth, `too_many_windows`.
 * - `districts` and/or `courtIds` (up to 10, each a court that exists, else `court_not_found`):
 *   where they would go. `formats`: singles and/or doubles. `levels`: those they want to play
 *   (by default their own and the ones next to it). At least one format and one level
 *   (`choose_at_least_one`).
 * - `pausedUntil`: nothing is proposed to or about them until that day (included); today or
 *   later (`in_past`), null to resume.
 * - `suggestMe`: whether other players are proposed this one ('Suggest me to other players').
 * - `gamesThatFit`: whether a game posted later that fits a window, the level and the place is
 *   told to this one ('Tell me about games that fit'; its mails and pushes follow the
 *   notification settings, as the other kinds do).
 * - Nobody else reads a schedule: others see only the moments of a proposal made to them.
 * - A player with windows has their availability (Mornings, Afternoons, Evenings, Weekends)
 *   derived from them (`availabilityOfWindows`), on their card and in the players filter.
 */
export const MAX_SCHEDULE_WINDOWS = 14;
export const MAX_SCHEDULE_COURTS = 10;

/** A window's end: a time, or the day's end. */
const windowEnd = z.union([z.literal('24:00'), timeOfDay]);
const onHalfHour = (time: string) => minutesOf(time) % 30 === 0;

/** An end before 06:00 earlier than the start is a window meant to run past midnight. */
const EARLY_MORNING = '06:00';

export const scheduleWindowSchema = z
  .object({
    weekday: z.enum(WEEKDAYS),
    from: timeOfDay.refine(onHalfHour, 'window_half_hours'),
    until: windowEnd.refine((time) => time === '24:00' || onHalfHour(time), 'window_half_hours'),
  })
  .superRefine((window, context) => {
    if (window.until > window.from) return;
    const crosses = window.until !== window.from && window.until <= EARLY_MORNING;
    context.addIssue({
      code: 'custom',
      message: crosses ? 'window_crosses_midnight' : 'end_after_start',
      path: ['until'],
    });
  });
export type ScheduleWindow = z.infer<typeof scheduleWindowSchema>;

const atLeastOne = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .min(1, 'choose_at_least_one')
    .max(max, 'too_big')
    .transform((list) => [...new Set(list)]);

export const scheduleBodySchema = z
  .object({
    windows: z.array(scheduleWindowSchema).max(MAX_SCHEDULE_WINDOWS, 'too_many_windows'),
    districts: z
      .array(districtSchema)
      .max(8, 'too_big')
      .transform((list) => [...new Set(list)]),
    courtIds: z
      .array(z.guid())
      .max(MAX_SCHEDULE_COURTS, 'too_big')
      .transform((list) => [...new Set(list)]),
    formats: atLeastOne(z.enum(OPEN_MATCH_FORMATS), 2),
    levels: atLeastOne(skillLevelSchema, 4),
    pausedUntil: z
      .string()
      .refine(isCalendarDate, 'date_format')
      .nullable()
      .optional()
      .transform((date) => date ?? null),
    suggestMe: z.boolean().optional().default(true),
    gamesThatFit: z.boolean().optional().default(true),
  })
  .superRefine((body, context) => {
    body.windows.forEach((window, i) => {
      const clash = body.windows.findIndex(
        (other, j) =>
          j < i &&
          other.weekday === window.weekday &&
          other.from < window.until &&
          window.from < other.until,
      );
      if (clash >= 0) {
        context.addIssue({ code: 'custom', message: 'window_overlaps', path: ['windows', i] });
      }
    });
  });
export type ScheduleBody = z.input<typeof scheduleBodySchema>;
export type ScheduleFields = z.output<typeof scheduleBodySchema>;

export const scheduleSchema = z.object({
  windows: z.array(z.object({ weekday: z.enum(WEEKDAYS), from: z.string(), until: z.string() })),
  districts: z.array(districtSchema),
  courtIds: z.array(z.guid()),
  formats: z.array(z.enum(OPEN_MATCH_FORMATS)),
  levels: z.array(skillLevelSchema),
  pausedUntil: z.string().nullable(),
  suggestMe: z.boolean(),
  gamesThatFit: z.boolean(),
  /** False until the player saves one: the values above are then the defaults. */
  saved: z.boolean(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
