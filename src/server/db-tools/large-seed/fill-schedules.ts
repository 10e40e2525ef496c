import { DISTRICTS } from '#contract/enums';
import type { Queryable } from '#server/db/db';
import { playerId } from './ids';
import { rnd } from './sql-random';

/** The share of players (per cent) who told us when they play. */
const WITH_SCHEDULE = 85;

/**
 * Weekly schedules for most of players `from`…`from + count - 1` (WITH_SCHEDULE %), as Sofia's
 * players keep them: their district (and now and then a second), their preferred courts, mostly
 * both formats, their level and the ones next to it; one in fifty paused for ten days. Windows on
 * a quarter of weekdays and nearly half of weekend days, at most one a day: weekday evenings
 * from 18:00–19:30 for two to three hours most often, early mornings, lunchtimes, afternoons;
 * weekend mornings and afternoons of three hours.
 */
export async function fillSchedules(
  db: Queryable,
  options: { count: number; from?: number },
): Promise<void> {
  const from = options.from ?? 1;
  const to = from + options.count - 1;
  const scheduled = `${rnd('i', 40, 100)} < ${WITH_SCHEDULE}`;
  await db.query(
    `insert into player_schedules (user_id, districts, court_ids, formats, levels, paused_until)
     select p.id,
       case when p.district is null then array[($3::text[])[1 + ${rnd('i', 41, DISTRICTS.length)}]]
            when ${rnd('i', 42, 5)} = 0
              then array_remove(array[p.district, ($3::text[])[1 + ${rnd('i', 43, DISTRICTS.length)}]], null)
            else array[p.district] end,
       p.preferred_court_ids,
       case ${rnd('i', 44, 10)} when 0 then '{singles}'::text[] when 1 then '{doubles}'::text[]
            else '{singles,doubles}'::text[] end,
       case p.skill_level
         when 'beginner' then '{beginner,intermediate}'::text[]
         when 'intermediate' then '{beginner,intermediate,advanced}'::text[]
         when 'advanced' then '{intermediate,advanced,professional}'::text[]
         else '{advanced,professional}'::text[] end,
       case when ${rnd('i', 45, 50)} = 0 then current_date + 10 end
     from generate_series($1::int, $2::int) i
     join profiles p on p.id = ${playerId('i')}
     where ${scheduled}
     on conflict (user_id) do nothing`,
    [from, to, [...DISTRICTS]],
  );
  // Per player and weekday d (row k = i * 7 + d): whether a window, then its start and length.
  const k = 'i * 7 + d';
  const weekend = 'd >= 6';
  const style = rnd(k, 47, 10);
  await db.query(
    `insert into schedule_windows (user_id, weekday, start_minute, end_minute)
     select user_id, d, start_minute, least(1440, start_minute + minutes)
     from (
       select ${playerId('i')} as user_id, d,
         case when ${weekend} then
                case when ${style} < 6 then 480 + 30 * ${rnd(k, 48, 5)} else 870 + 30 * ${rnd(k, 48, 4)} end
              when ${style} < 2 then 420
              when ${style} = 2 then 720
              when ${style} < 5 then 930 + 30 * ${rnd(k, 48, 3)}
              else 1080 + 30 * ${rnd(k, 48, 4)} end as start_minute,
         case when ${weekend} then 180
              when ${style} < 2 then 120
              when ${style} = 2 then 90
              else 120 + 60 * ${rnd(k, 49, 2)} end as minutes
       from generate_series($1::int, $2::int) i, generate_series(1, 7) d
       where ${scheduled}
         and ${rnd(k, 46, 100)} < case when ${weekend} then 45 else 25 end
     ) w
     where exists (select 1 from player_schedules s where s.user_id = w.user_id)`,
    [from, to],
  );
  // The availability labels the windows make true, as saving a schedule sets them
  // (availabilityOfWindows): weekday parts of the day reached, Weekends for a weekend window.
  const part = (label: string, start: number, end: number) =>
    `case when exists (select 1 from schedule_windows w where w.user_id = p.id and w.weekday <= 5
       and w.start_minute < ${end} and w.end_minute > ${start}) then '${label}' end`;
  await db.query(
    `update profiles p set availability = array_remove(array[
       ${part('mornings', 360, 720)}, ${part('afternoons', 720, 1020)},
       ${part('evenings', 1020, 1440)},
       case when exists (select 1 from schedule_windows w where w.user_id = p.id and w.weekday >= 6)
         then 'weekends' end]::text[], null)
     where p.id in (select ${playerId('i')} from generate_series($1::int, $2::int) i)
       and exists (select 1 from schedule_windows w where w.user_id = p.id)`,
    [from, to],
  );
}
