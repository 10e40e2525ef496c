import type { OpeningHours } from '#contract/courts';
import type { District, SkillLevel } from '#contract/enum-values';
import type { OpenMatchFormat } from '#contract/open-matches';
import { PROPOSAL_MIN_MINUTES } from '#contract/proposals';
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

/** A candidate as findCandidates gives it: its fairness step as SQL reckons it, at the lowest. */
export interface Candidate extends ScheduleHolder {
  /** The least FAIRNESS_STEP step the TS win chance can give (SQL's float may differ a hair). */
  lowStep: number;
}

/** Where a page of candidates starts: after this step and id (the order of the pages). */
export interface CandidateCursor {
  lowStep: number;
  id: string;
}

/**
 * The hours (PROPOSAL_MIN_MINUTES, starting on a half hour) that fit in `windows`, as
 * `player_schedules.hour_starts` keeps them (migration 0050): weekday * 48 + the start's half hour.
 */
export function hourStartsOf(windows: readonly Window[]): number[] {
  const starts = new Set<number>();
  for (const w of windows) {
    for (let minute = w.start; minute + PROPOSAL_MIN_MINUTES <= w.end; minute += 30) {
      starts.add(w.weekday * 48 + minute / 30);
    }
  }
  return [...starts];
}

/** Glicko-2's scale: rating points per unit of μ. */
const GLICKO_SCALE = 173.7178;
/** How far SQL's expected score may stray from the TS one: below any step's width. */
const FAIRNESS_SLACK = 1e-9;

/**
 * The players who could be proposed to `viewer`: suggested, visible, not blocked either way,
 * not dismissed this week, not paused through `lastDate`, whose level and the viewer's are each
 * among the other's wanted levels, with a format and a place (a court or a district) in common,
 * and with a window of the same weekday overlapping one of the viewer's by PROPOSAL_MIN_MINUTES
 * (an hour that fits in both: the schedules' `hour_starts`, migration 0050). Which days those
 * weekdays fall on and the pauses day by day are sharedMoments' to check.
 *
 * A page of `limit` of them, fairest first: by the step of the viewer's win chance away from an
 * even game (Glicko-2's expected score with both deviations combined, as `winChance` reckons it,
 * rounded down by FAIRNESS_SLACK so a step is never later here than in TS), then by id, after
 * `after`. Only the page's rows are read whole (their windows): the rest are only ordered.
 */
export async function findCandidates(
  db: Queryable,
  viewer: ScheduleHolder,
  options: {
    lastDate: string;
    weekStart: string;
    /** The viewer's hours still to come (hourStartsAhead): a candidate must share one. */
    hourStarts: readonly number[];
    startDeviation: number;
    fairnessStep: number;
    limit: number;
    after?: CandidateCursor;
  },
): Promise<Candidate[]> {
  return db.query<Candidate>(
    `select ${holderColumns(options.startDeviation)}, c.low_step as "lowStep"
     from (
       select s.user_id, floor((abs(1 / (1 + exp(
           -(1 / sqrt(1 + 3 * ($10::float8 ^ 2 + coalesce(p.rating_deviation, $15) ^ 2)
               / ${GLICKO_SCALE ** 2} / pi() ^ 2))
           * ($9::float8 - coalesce(p.rating, p.rating_points)) / ${GLICKO_SCALE})) - 0.5)
           - ${FAIRNESS_SLACK}) / $11 + 0.5)::int as low_step
       from player_schedules s
       join profiles p on p.id = s.user_id
       where s.user_id <> $1 and s.suggest_me
         and (s.paused_until is null or s.paused_until < $2::date)
         and $3 = any(s.levels) and p.skill_level = any($4::text[])
         and s.formats && $5::text[]
         and (s.districts && $6::text[] or s.court_ids && $7::uuid[])
         and s.hour_starts && $8::smallint[]
         and ${VISIBLE}
         and s.user_id not in ${blockedPeersOf('$1')}
         and s.user_id not in (select d.other_id from proposal_dismissals d
           where d.user_id = $1 and d.week_start = $16::date)
     ) c
     join player_schedules s on s.user_id = c.user_id
     join profiles p on p.id = c.user_id
     where $13::int is null or (c.low_step, c.user_id) > ($13, $14::uuid)
     order by c.low_step, c.user_id
     limit $12`,
    [
      viewer.id,
      options.lastDate,
      viewer.level,
      viewer.levels,
      viewer.formats,
      viewer.districts,
      viewer.courtIds,
      options.hourStarts,
      viewer.rating,
      viewer.deviation,
      options.fairnessStep,
      options.limit,
      options.after?.lowStep ?? null,
      options.after?.id ?? null,
      options.startDeviation,
      options.weekStart,
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
