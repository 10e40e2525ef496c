import type { OpeningHours } from '#contract/courts';
import type { District, SkillLevel } from '#contract/enum-values';
import type { OpenMatchFormat } from '#contract/open-matches';
import type { Queryable } from '#server/db/db';
import { blockedPeersOf } from '../blocks/blocks-repository';
import { VISIBLE } from '../players/players-repository';
import type { Window } from './shared-moments';

/** A player's side of a proposal: who they are, what they want, when they are free. */
export interface ScheduleHolder {
  id: string;
  name: string;
  level: SkillLevel;
  rating: number;
  deviation: number;
  ratingPoints: number;
  districts: District[];
  courtIds: string[];
  formats: OpenMatchFormat[];
  levels: SkillLevel[];
  pausedUntil: string | null;
  windows: Window[];
}

/** A holder's columns, from `player_schedules s` joined with `profiles p`. */
const HOLDER_COLUMNS = `p.id, p.name, p.skill_level as level, p.rating_points as "ratingPoints",
  coalesce(p.rating, p.rating_points) as rating,
  coalesce(p.rating_deviation, $START_DEVIATION) as deviation,
  s.districts, s.court_ids as "courtIds", s.formats, s.levels,
  s.paused_until::text as "pausedUntil",
  coalesce((select json_agg(json_build_object('weekday', w.weekday, 'start', w.start_minute,
      'end', w.end_minute))
    from schedule_windows w where w.user_id = s.user_id), '[]') as windows`;

const holderColumns = (startDeviation: number) =>
  HOLDER_COLUMNS.replace('$START_DEVIATION', String(Number(startDeviation)));

/** The viewer's own side, or undefined until they save a schedule. */
export async function findHolder(
  db: Queryable,
  userId: string,
  startDeviation: number,
): Promise<ScheduleHolder | undefined> {
  const [row] = await db.query<ScheduleHolder>(
    `select ${holderColumns(startDeviation)}
     from player_schedules s join profiles p on p.id = s.user_id where s.user_id = $1`,
    [userId],
  );
  return row;
}

/**
 * The players who could be proposed to `viewer`: suggested, visible, not blocked either way,
 * not dismissed this week, not paused through `lastDate`, whose level and the viewer's are each
 * among the other's wanted levels, with a format and a place (a court or a district) in common,
 * and with a window of the same weekday overlapping one of the viewer's by PROPOSAL_MIN_MINUTES.
 * Which days those weekdays fall on and the pauses day by day are sharedMoments' to check.
 */
export async function findCandidates(
  db: Queryable,
  viewer: ScheduleHolder,
  options: { lastDate: string; weekStart: string; minMinutes: number; startDeviation: number },
): Promise<ScheduleHolder[]> {
  return db.query<ScheduleHolder>(
    `select ${holderColumns(options.startDeviation)}
     from player_schedules s
     join profiles p on p.id = s.user_id
     where s.user_id <> $1 and s.suggest_me
       and (s.paused_until is null or s.paused_until < $2::date)
       and $3 = any(s.levels) and p.skill_level = any($4::text[])
       and s.formats && $5::text[]
       and (s.districts && $6::text[] or s.court_ids && $7::uuid[])
       and ${VISIBLE}
       and s.user_id not in ${blockedPeersOf('$1')}
       and s.user_id not in (select d.other_id from proposal_dismissals d
         where d.user_id = $1 and d.week_start = $8::date)
       and exists (select 1 from schedule_windows w
         join unnest($9::smallint[], $10::smallint[], $11::smallint[]) as m (weekday, s, e)
           on w.weekday = m.weekday
         where w.user_id = s.user_id
           and least(w.end_minute, m.e) - greatest(w.start_minute, m.s) >= $12)`,
    [
      viewer.id,
      options.lastDate,
      viewer.level,
      viewer.levels,
      viewer.formats,
      viewer.districts,
      viewer.courtIds,
      options.weekStart,
      viewer.windows.map((w) => w.weekday),
      viewer.windows.map((w) => w.start),
      viewer.windows.map((w) => w.end),
      options.minMinutes,
    ],
  );
}

/** A court a proposal may name or find free: where it is and when it opens. */
export interface PlaceCourt {
  id: string;
  name: string;
  nameEn: string | null;
  district: District;
  openingHours: OpeningHours;
  totalCourts: number;
  instantBooking: boolean;
}

/**
 * The courts players may book (an owner runs them, a moderator has not hidden them) among
 * `ids` or in `districts`, instant-booking ones first.
 */
export async function findPlaceCourts(
  db: Queryable,
  ids: readonly string[],
  districts: readonly District[],
): Promise<PlaceCourt[]> {
  if (ids.length === 0 && districts.length === 0) return [];
  return db.query<PlaceCourt>(
    `select id, name, name_en as "nameEn", district, opening_hours as "openingHours",
       total_courts as "totalCourts", instant_booking as "instantBooking"
     from courts
     where (id = any($1::uuid[]) or district = any($2::text[]))
       and owner_id is not null and hidden_at is null
     order by instant_booking desc, name, id`,
    [ids, districts],
  );
}

/**
 * Which of `others` shared a game with `userId` (both holding a spot) that ended since `since`,
 * and whether the pair confirmed a result together since then.
 */
export async function recentPartners(
  db: Queryable,
  userId: string,
  others: readonly string[],
  since: Date,
  now: Date,
): Promise<Map<string, { played: boolean; confirmed: boolean }>> {
  if (others.length === 0) return new Map();
  const rows = await db.query<{ id: string; played: boolean; confirmed: boolean }>(
    `select o.id,
       exists (select 1 from open_match_players a
         join open_match_players b on b.open_match_id = a.open_match_id
           and b.player_id = o.id and b.status = 'joined'
         join open_matches m on m.id = a.open_match_id
         where a.player_id = $1 and a.status = 'joined'
           and m.cancelled_at is null and m.ends_at > $3 and m.ends_at <= $4) as played,
       exists (select 1 from matches x
         where x.status = 'confirmed' and x.played_on >= ($3 at time zone 'Europe/Sofia')::date
           and ((x.reporter_id = $1 and x.opponent_id = o.id)
             or (x.reporter_id = o.id and x.opponent_id = $1))) as confirmed
     from unnest($2::uuid[]) as o (id)`,
    [userId, others, since, now],
  );
  return new Map(rows.map((row) => [row.id, { played: row.played, confirmed: row.confirmed }]));
}

/** Hides `otherId` from `userId`'s proposals for the week starting `weekStart`. */
export async function dismissProposal(
  db: Queryable,
  userId: string,
  otherId: string,
  weekStart: string,
): Promise<void> {
  // Earlier weeks' dismissals no longer hide anything.
  await db.query('delete from proposal_dismissals where user_id = $1 and week_start < $2', [
    userId,
    weekStart,
  ]);
  await db.query(
    `insert into proposal_dismissals (user_id, other_id, week_start) values ($1, $2, $3)
     on conflict do nothing`,
    [userId, otherId, weekStart],
  );
}
