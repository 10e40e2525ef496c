import type { SkillLevel } from '#contract/enum-values';
import { LEVEL_START_RATING } from '#contract/rating-values';
import type { Db, Queryable } from '#server/db/db';
import { type Glicko, levelStart, rateMatch, startingGlicko } from './glicko';

/**
 * Ratings change one result at a time under this lock, so the order results are rated in (the
 * order a recompute replays) is the order their updates were made in.
 */
const RATINGS_LOCK = 727020;

/** Where a side whose account is gone, and whose rating before the result is unknown, stands. */
const UNKNOWN_SIDE = startingGlicko(LEVEL_START_RATING.intermediate);

interface RatingRow {
  id: string;
  skill_level: SkillLevel;
  rating: number | null;
  rating_deviation: number | null;
  rating_volatility: number | null;
  rating_start: number | null;
}

const startOf = (row: RatingRow) => row.rating_start ?? levelStart(row.skill_level);

function glickoOf(row: RatingRow): Glicko {
  if (row.rating === null || row.rating_deviation === null || row.rating_volatility === null) {
    return startingGlicko(startOf(row));
  }
  return { rating: row.rating, deviation: row.rating_deviation, volatility: row.rating_volatility };
}

const asArray = (g: Glicko) => [g.rating, g.deviation, g.volatility];
const fromArray = (values: number[] | null): Glicko | undefined =>
  values && values.length === 3
    ? {
        rating: values[0] as number,
        deviation: values[1] as number,
        volatility: values[2] as number,
      }
    : undefined;

async function lockRatings(tx: Queryable) {
  await tx.query('select pg_advisory_xact_lock($1)', [RATINGS_LOCK]);
}

async function ratingRows(tx: Queryable, ids: string[]): Promise<Map<string, RatingRow>> {
  const rows = await tx.query<RatingRow>(
    `select id, skill_level, rating, rating_deviation, rating_volatility, rating_start
     from profiles where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A result just confirmed, rated as its own period: both players' ratings move, the result
 * keeps both sides' ratings before it and its place in the rating order.
 */
export async function rateConfirmedResult(
  tx: Queryable,
  match: { id: string; reporterId: string; opponentId: string; winnerId: string },
) {
  await lockRatings(tx);
  const rows = await ratingRows(tx, [match.reporterId, match.opponentId]);
  const reporter = rows.get(match.reporterId);
  const opponent = rows.get(match.opponentId);
  if (!reporter || !opponent) throw new Error('a rated result names a missing profile');
  const reporterWon = match.winnerId === match.reporterId;
  const [winner, loser] = reporterWon ? [reporter, opponent] : [opponent, reporter];
  const after = rateMatch(glickoOf(winner), glickoOf(loser));
  await tx.query(
    `update matches set rated_seq = nextval('match_rating_order'),
       reporter_rating_before = $2::float8[], opponent_rating_before = $3::float8[]
     where id = $1`,
    [match.id, asArray(glickoOf(reporter)), asArray(glickoOf(opponent))],
  );
  for (const [row, glicko] of [
    [winner, after.winner],
    [loser, after.loser],
  ] as const) {
    await tx.query(
      `update profiles set rating = $2, rating_deviation = $3, rating_volatility = $4,
         rating_start = coalesce(rating_start, $5), rated_results = rated_results + 1
       where id = $1`,
      [row.id, glicko.rating, glicko.deviation, glicko.volatility, startOf(row)],
    );
  }
}

interface ConfirmedRow {
  id: string;
  reporter_id: string | null;
  opponent_id: string | null;
  doubles: boolean;
  reporter_partner_id: string | null;
  opponent_partner_id: string | null;
  winner_id: string;
  reporter_rating_before: number[] | null;
  opponent_rating_before: number[] | null;
}

interface PlayerReplay {
  /** Unset while they have only doubles results, which move no rating (decision 044). */
  glicko?: Glicko;
  start?: number;
  results: number;
  wins: number;
  losses: number;
}

/**
 * Every rating again from the confirmed results, in the order they were rated (results not yet
 * rated, from before ratings existed or from the sample data, first, by when they were
 * confirmed). Players left with no confirmed result go back to their declared level. A withdrawn
 * result is reversed this way; the same results give the same ratings. The wins and losses
 * (and so the matches played) are counted again from the same results: whatever the counters
 * held before, afterwards they and 'confirmed by N results' agree. Doubles results count a win
 * or a loss for each of their four players and rate no one (docs/decisions/044).
 */
export async function recomputeRatings(tx: Queryable) {
  await lockRatings(tx);
  const results = await tx.query<ConfirmedRow>(
    `select id, reporter_id, opponent_id, doubles, reporter_partner_id, opponent_partner_id,
       winner_id, reporter_rating_before, opponent_rating_before
     from matches where status = 'confirmed'
     order by rated_seq nulls first, updated_at, id`,
  );
  const playerIds = new Set<string>();
  for (const r of results) {
    for (const id of [r.reporter_id, r.opponent_id, r.reporter_partner_id, r.opponent_partner_id]) {
      if (id) playerIds.add(id);
    }
  }
  const rows = await ratingRows(tx, [...playerIds]);
  const players = new Map<string, PlayerReplay>();
  const sideBefore = (id: string | null, snapshot: number[] | null): Glicko => {
    const row = id ? rows.get(id) : undefined;
    if (!id || !row) return fromArray(snapshot) ?? UNKNOWN_SIDE;
    return players.get(id)?.glicko ?? startingGlicko(startOf(row));
  };
  const playerOf = (id: string): PlayerReplay =>
    players.get(id) ?? { results: 0, wins: 0, losses: 0 };
  const counted = (id: string | null, won: boolean) => {
    if (!id || !rows.has(id)) return;
    const player = playerOf(id);
    players.set(id, {
      ...player,
      wins: player.wins + (won ? 1 : 0),
      losses: player.losses + (won ? 0 : 1),
    });
  };
  const sideAfter = (id: string | null, glicko: Glicko, won: boolean) => {
    const row = id ? rows.get(id) : undefined;
    if (!id || !row) return;
    counted(id, won);
    const player = playerOf(id);
    players.set(id, {
      ...player,
      glicko,
      start: player.start ?? startOf(row),
      results: player.results + 1,
    });
  };

  const singles = results.filter((r) => !r.doubles);
  for (const r of results.filter((r) => r.doubles)) {
    const reporterWon = reporterSideWon(r);
    counted(r.reporter_id, reporterWon);
    counted(r.reporter_partner_id, reporterWon);
    counted(r.opponent_id, !reporterWon);
    counted(r.opponent_partner_id, !reporterWon);
  }
  const replayed = singles.map((r, index) => {
    const reporter = sideBefore(r.reporter_id, r.reporter_rating_before);
    const opponent = sideBefore(r.opponent_id, r.opponent_rating_before);
    const reporterWon = reporterSideWon(r);
    const after = reporterWon ? rateMatch(reporter, opponent) : rateMatch(opponent, reporter);
    sideAfter(r.reporter_id, reporterWon ? after.winner : after.loser, reporterWon);
    sideAfter(r.opponent_id, reporterWon ? after.loser : after.winner, !reporterWon);
    return { id: r.id, seq: index + 1, rb: asArray(reporter), ob: asArray(opponent) };
  });

  await tx.query(
    `update matches m set rated_seq = v.seq, reporter_rating_before = v.rb,
       opponent_rating_before = v.ob
     from json_to_recordset($1::json) as v(id uuid, seq bigint, rb float8[], ob float8[])
     where m.id = v.id`,
    [JSON.stringify(replayed)],
  );
  await tx.query(
    replayed.length
      ? `select setval('match_rating_order', ${replayed.length})`
      : `select setval('match_rating_order', 1, false)`,
  );
  const rated = [...players].map(([id, p]) => ({
    id,
    rating: p.glicko?.rating ?? null,
    deviation: p.glicko?.deviation ?? null,
    volatility: p.glicko?.volatility ?? null,
    start: p.start ?? null,
    results: p.results,
    wins: p.wins,
    losses: p.losses,
  }));
  await tx.query(
    `update profiles p set rating = v.rating, rating_deviation = v.deviation,
       rating_volatility = v.volatility, rating_start = v.start, rated_results = v.results,
       wins = v.wins, losses = v.losses
     from json_to_recordset($1::json)
       as v(id uuid, rating float8, deviation float8, volatility float8, start float8, results int,
         wins int, losses int)
     where p.id = v.id`,
    [JSON.stringify(rated)],
  );
  await tx.query(
    `update profiles set rating = null, rating_deviation = null, rating_volatility = null,
       rating_start = null, rated_results = 0, wins = 0, losses = 0
     where (rated_results > 0 or rating_start is not null or wins > 0 or losses > 0)
       and id <> all($1::uuid[])`,
    [rated.map((p) => p.id)],
  );
}

/** Whether the side that recorded the result won. */
function reporterSideWon(r: ConfirmedRow): boolean {
  // winner_id keeps a deleted player's id, which their side (now null) no longer names.
  return r.reporter_id ? r.winner_id === r.reporter_id : r.winner_id !== r.opponent_id;
}

/**
 * Rates the confirmed results that have no place in the rating order yet (a database from
 * before ratings): a recompute, once. Doubles results never have one (they rate no one).
 */
export async function rateUnratedResults(db: Db): Promise<boolean> {
  const [unrated] = await db.query(
    `select 1 from matches where status = 'confirmed' and rated_seq is null and not doubles
     limit 1`,
  );
  if (!unrated) return false;
  await db.transaction((tx) => recomputeRatings(tx));
  return true;
}
