import { type SkillLevel, WEEKDAYS } from '#contract/enum-values';
import { levelsAround } from '#contract/open-match-values';
import type { Schedule, ScheduleFields } from '#contract/schedule';
import { availabilityOfWindows } from '#contract/schedule-values';
import { minutesOf, timeOfMinutes } from '#contract/sofia-time';
import type { Db, Queryable } from '#server/db/db';

interface Row {
  districts: Schedule['districts'];
  court_ids: string[];
  formats: Schedule['formats'];
  levels: Schedule['levels'];
  paused_until: string | null;
  suggest_me: boolean;
  games_that_fit: boolean;
  windows: { weekday: number; start: number; end: number }[];
}

/**
 * The player's schedule, or the defaults until they save one: no windows, their district, both
 * formats, their level and the ones next to it. Courts since removed are left out.
 */
export async function findSchedule(
  db: Queryable,
  userId: string,
  profile: { district: Schedule['districts'][number] | null; level: SkillLevel },
): Promise<Schedule> {
  const [row] = await db.query<Row>(
    `select s.districts, s.formats, s.levels, s.paused_until::text as paused_until, s.suggest_me,
       s.games_that_fit,
       array(select c.id from courts c where c.id = any(s.court_ids) order by c.id) as court_ids,
       coalesce((select json_agg(json_build_object('weekday', w.weekday, 'start', w.start_minute,
           'end', w.end_minute) order by w.weekday, w.start_minute)
         from schedule_windows w where w.user_id = s.user_id), '[]') as windows
     from player_schedules s where s.user_id = $1`,
    [userId],
  );
  if (!row) {
    return {
      windows: [],
      districts: profile.district ? [profile.district] : [],
      courtIds: [],
      formats: ['singles', 'doubles'],
      levels: levelsAround(profile.level),
      pausedUntil: null,
      suggestMe: true,
      gamesThatFit: true,
      saved: false,
    };
  }
  return {
    windows: row.windows.map((w) => ({
      weekday: WEEKDAYS[w.weekday - 1] ?? 'mon',
      from: timeOfMinutes(w.start),
      until: timeOfMinutes(w.end),
    })),
    districts: row.districts,
    courtIds: row.court_ids,
    formats: row.formats,
    levels: row.levels,
    pausedUntil: row.paused_until,
    suggestMe: row.suggest_me,
    gamesThatFit: row.games_that_fit,
    saved: true,
  };
}

/**
 * Replaces the player's schedule and its windows at once. With windows, the profile's
 * availability labels become the ones the windows make true, so cards and the players filter
 * say what the schedule says; without, the labels the player ticked stay.
 */
export async function saveSchedule(
  db: Db,
  userId: string,
  fields: ScheduleFields,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into player_schedules (user_id, districts, court_ids, formats, levels, paused_until,
         suggest_me, games_that_fit, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (user_id) do update set districts = excluded.districts,
         court_ids = excluded.court_ids, formats = excluded.formats, levels = excluded.levels,
         paused_until = excluded.paused_until, suggest_me = excluded.suggest_me,
         games_that_fit = excluded.games_that_fit,
         updated_at = excluded.updated_at`,
      [
        userId,
        fields.districts,
        fields.courtIds,
        fields.formats,
        fields.levels,
        fields.pausedUntil,
        fields.suggestMe,
        fields.gamesThatFit,
        now,
      ],
    );
    await tx.query('delete from schedule_windows where user_id = $1', [userId]);
    if (fields.windows.length === 0) return;
    await tx.query(
      `insert into schedule_windows (user_id, weekday, start_minute, end_minute)
       select $1, w.weekday, w.start_minute, w.end_minute
       from unnest($2::smallint[], $3::smallint[], $4::smallint[])
         as w (weekday, start_minute, end_minute)`,
      [
        userId,
        fields.windows.map((w) => WEEKDAYS.indexOf(w.weekday) + 1),
        fields.windows.map((w) => minutesOf(w.from)),
        fields.windows.map((w) => minutesOf(w.until)),
      ],
    );
    await tx.query('update profiles set availability = $2 where id = $1', [
      userId,
      availabilityOfWindows(fields.windows),
    ]);
  });
}

/** Whether the player has windows: then their availability labels are the windows'. */
export async function hasWindows(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('select 1 from schedule_windows where user_id = $1 limit 1', [
    userId,
  ]);
  return rows.length > 0;
}
