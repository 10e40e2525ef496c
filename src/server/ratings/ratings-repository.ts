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
  winner_id: string;
  reporter_rating_before: number[] | null;
  opponent_rating_before: number[] | null;
}

interface PlayerReplay {
  glicko: Glicko;
  start: number;
  results: number;
  wins: number;
}

/**
 * Every rating again from the confirmed results, in the order they were rated (results not yet
 * rated, from before ratings existed or from the sample data, first, by when they were
 * confirmed). Players left with no confirmed result go back to their declared level. A withdrawn
 * result is reversed this way; the same results give the same ratings. The wins and losses
 * (and so the matches played) are counted again from the same results: whatever the counters
 * held before, afterwards they and 'confirmed by N results' agree.
 */
export async function recomputeRatings(tx: Queryable) {
  await lockRatings(tx);
  const results = await tx.query<ConfirmedRow>(
    `select id, reporter_id, opponent_id, winner_id, reporter_rating_before,
       opponent_rating_before
     from matches where status = 'confirmed'
     order by rated_seq nulls first, updated_at, id`,
  );
  const playerIds = new Set<string>();
  for (const r of results) {
    if (r.reporter_id) playerIds.add(r.reporter_id);
    if (r.opponent_id) playerIds.add(r.opponent_id);
  }
  const rows = await ratingRows(tx, [...playerIds]);
  const players = new Map<string, PlayerReplay>();
  const sideBefore = (id: string | null, snapshot: number[] | null): Glicko => {
    const row = id ? rows.get(id) : undefined;
    if (!id || !row) return fromArray(snapshot) ?? UNKNOWN_SIDE;
    const player = players.get(id);
    if (player) return player.glicko;
    const start = startOf(row);
    return startingGlicko(start);
  };
  const sideAfter = (id: string | null, glicko: Glicko, won: boolean) => {
    const row = id ? rows.get(id) : undefined;
    if (!id || !row) return;
    const player = players.get(id) ?? { glicko, start: startOf(row), results: 0, wins: 0 };
    players.set(id, {
      ...player,
      glicko,
      results: player.results + 1,
      wins: player.wins + (won ? 1 : 0),
    });
  };

  const replayed = results.map((r, index) => {
    const reporter = sideBefore(r.reporter_id, r.reporter_rating_before);
    const opponent = sideBefore(r.opponent_id, r.opponent_rating_before);
    // winner_id keeps a deleted player's id, which their side (now null) no longer names.
    const reporterWon = r.reporter_id
      ? r.winner_id === r.reporter_id
      : r.winner_id !== r.opponent_id;
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
    rating: p.glicko.rating,
    deviation: p.glicko.deviation,
    volatility: p.glicko.volatility,
    start: p.start,
    results: p.results,
    wins: p.wins,
  }));
  await tx.query(
    `update profiles p set rating = v.rating, rating_deviation = v.deviation,
       rating_volatility = v.volatility, rating_start = v.start, rated_results = v.results,
       wins = v.wins, losses = v.results - v.wins
     from json_to_recordset($1::json)
       as v(id uuid, rating float8, deviation float8, volatility float8, start float8, results int,
         wins int)
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

/**
 * Rates the confirmed results that have no place in the rating order yet (a database from
 * before ratings): a recompute, once.
 */
export async function rateUnratedResults(db: Db): Promise<boolean> {
  const [unrated] = await db.query(
    "select 1 from matches where status = 'confirmed' and rated_seq is null limit 1",
  );
  if (!unrated) return false;
  await db.transaction((tx) => recomputeRatings(tx));
  return true;
}
