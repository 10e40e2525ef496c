import { PAGE_SIZE } from '../../../contract/constants';
import { flipSet } from '../../../contract/match-score';
import type { Match, MatchesPage, MatchStatus } from '../../../contract/matches';
import type { Queryable } from '../../db/db';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { SqlParams } from '../../lib/sql-params';

interface MatchRow {
  id: string;
  reporter_id: string;
  reporter_name: string;
  opponent_id: string;
  opponent_name: string;
  played_on: string;
  sets: string[];
  winner_id: string;
  status: MatchStatus;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `
  select m.id, m.reporter_id, r.name as reporter_name, m.opponent_id, o.name as opponent_name,
    m.played_on::text as played_on, m.sets, m.winner_id, m.status, m.created_at, m.updated_at
  from matches m
  join profiles r on r.id = m.reporter_id
  join profiles o on o.id = m.opponent_id`;

function toMatch(row: MatchRow): Match {
  return {
    id: row.id,
    reporter: { id: row.reporter_id, name: row.reporter_name },
    opponent: { id: row.opponent_id, name: row.opponent_name },
    playedOn: row.played_on,
    sets: row.sets,
    winnerId: row.winner_id,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface NewMatch {
  reporterId: string;
  opponentId: string;
  playedOn: string;
  sets: string[];
  winnerId: string;
}

export async function insertMatch(db: Queryable, m: NewMatch, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into matches (reporter_id, opponent_id, played_on, sets, winner_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [m.reporterId, m.opponentId, m.playedOn, m.sets, m.winnerId, now],
  );
  if (!row) throw new Error('match insert returned no row');
  return row.id;
}

/** The match; `lock` holds its row until the transaction ends. */
export async function findMatch(db: Queryable, id: string, lock = false) {
  const [row] = await db.query<MatchRow>(
    `${SELECT} where m.id = $1${lock ? ' for update of m' : ''}`,
    [id],
  );
  return row && toMatch(row);
}

export async function setMatchStatus(db: Queryable, id: string, status: MatchStatus, now: Date) {
  await db.query('update matches set status = $2, updated_at = $3 where id = $1', [
    id,
    status,
    now,
  ]);
}

/** One win for the winner, one loss for the other; games_played follows (generated). */
export async function countResult(db: Queryable, winnerId: string, loserId: string) {
  await db.query(
    `update profiles set
       wins = wins + case when id = $1 then 1 else 0 end,
       losses = losses + case when id = $2 then 1 else 0 end
     where id in ($1, $2)`,
    [winnerId, loserId],
  );
}

export async function listMatches(
  db: Queryable,
  userId: string,
  filter: { status?: MatchStatus; cursor?: string },
): Promise<MatchesPage> {
  const params = new SqlParams();
  const me = params.add(userId);
  const where = [`(m.reporter_id = ${me} or m.opponent_id = ${me})`];
  if (filter.status) where.push(`m.status = ${params.add(filter.status)}`);
  const countWhere = where.join(' and ');
  const countParams = [...params.values];
  const after = decodeCursor(filter.cursor);
  if (after) {
    where.push(
      `(m.created_at, m.id) < (${params.add(new Date(after[0]))}::timestamptz, ${params.add(after[1])}::uuid)`,
    );
  }
  const [rows, [count]] = await Promise.all([
    db.query<MatchRow>(
      `${SELECT} where ${where.join(' and ')}
       order by m.created_at desc, m.id desc limit ${PAGE_SIZE + 1}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from matches m where ${countWhere}`,
      countParams,
    ),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toMatch),
    total: count?.total ?? 0,
    nextCursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor(new Date(last.created_at).getTime(), last.id)
        : null,
  };
}

/** Whether the same result (players, day and score, from either side) waits for an answer. */
export async function hasPendingDuplicate(
  db: Queryable,
  m: { reporterId: string; opponentId: string; playedOn: string; sets: string[] },
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from matches
     where status = 'pending' and played_on = $3 and (
       (reporter_id = $1 and opponent_id = $2 and sets = $4::text[]) or
       (reporter_id = $2 and opponent_id = $1 and sets = $5::text[]))
     limit 1`,
    [m.reporterId, m.opponentId, m.playedOn, m.sets, m.sets.map(flipSet)],
  );
  return rows.length > 0;
}
