import { PAGE_SIZE } from '#contract/constants';
import { type Cursor, encodeCursor } from '#contract/cursor';
import { flipSet } from '#contract/match-score';
import type { Match, MatchesPage, MatchStatus } from '#contract/matches';
import type { Queryable } from '#server/db/db';
import { SqlParams } from '#server/lib/sql-params';

interface MatchRow {
  id: string;
  reporter_id: string | null;
  reporter_name: string | null;
  opponent_id: string | null;
  opponent_name: string | null;
  reporter_partner_id: string | null;
  reporter_partner_name: string | null;
  opponent_partner_id: string | null;
  opponent_partner_name: string | null;
  doubles: boolean;
  open_match_id: string | null;
  played_on: string;
  sets: string[];
  winner_id: string;
  status: MatchStatus;
  reporter_withdrew_at: Date | null;
  opponent_withdrew_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `
  select m.id, m.reporter_id, r.name as reporter_name, m.opponent_id, o.name as opponent_name,
    m.reporter_partner_id, rp.name as reporter_partner_name, m.opponent_partner_id,
    op.name as opponent_partner_name, m.doubles, m.open_match_id, m.played_on::text as played_on, m.sets, m.winner_id, m.status, m.reporter_withdrew_at, m.opponent_withdrew_at,
    m.created_at, m.updated_at
  from matches m
  left join profiles r on r.id = m.reporter_id
  left join profiles o on o.id = m.opponent_id
  left join profiles rp on rp.id = m.reporter_partner_id
  left join profiles op on op.id = m.opponent_partner_id`;

/** A side of a result: a player, or (its account deleted) nobody, as contract/people.ts says. */
const side = (id: string | null, name: string | null) => ({ id, name: id ? (name ?? '') : '' });

function toMatch(row: MatchRow): Match {
  return {
    id: row.id,
    reporter: side(row.reporter_id, row.reporter_name),
    opponent: side(row.opponent_id, row.opponent_name),
    reporterPartner: row.doubles ? side(row.reporter_partner_id, row.reporter_partner_name) : null,
    opponentPartner: row.doubles ? side(row.opponent_partner_id, row.opponent_partner_name) : null,
    openMatchId: row.open_match_id,
    playedOn: row.played_on,
    sets: row.sets,
    winnerId: row.winner_id,
    status: row.status,
    // A side asks as a team: in doubles, both its players.
    withdrawnBy: [
      row.reporter_withdrew_at && row.reporter_id,
      row.reporter_withdrew_at && row.reporter_partner_id,
      row.opponent_withdrew_at && row.opponent_id,
      row.opponent_withdrew_at && row.opponent_partner_id,
    ].filter((id): id is string => Boolean(id)),
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
  openMatchId?: string | undefined;
  /** Doubles: both partners. */
  partners?: { reporter: string; opponent: string } | undefined;
}

export async function insertMatch(db: Queryable, m: NewMatch, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into matches (reporter_id, opponent_id, played_on, sets, winner_id, created_at,
       updated_at, open_match_id, doubles, reporter_partner_id, opponent_partner_id)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10) returning id`,
    [
      m.reporterId,
      m.opponentId,
      m.playedOn,
      m.sets,
      m.winnerId,
      now,
      m.openMatchId ?? null,
      m.partners !== undefined,
      m.partners?.reporter ?? null,
      m.partners?.opponent ?? null,
    ],
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

/**
 * A win for each winner, a loss for each loser (one of each in singles, two in doubles);
 * games_played follows (generated). Counted in the transaction that confirms the result, so the
 * lists read a column, not the results; a recompute of the ratings counts them again from the
 * results (withdrawals, the sample data).
 */
export async function countResult(db: Queryable, winnerIds: string[], loserIds: string[]) {
  await db.query(
    `update profiles set
       wins = wins + case when id = any($1::uuid[]) then 1 else 0 end,
       losses = losses + case when id = any($2::uuid[]) then 1 else 0 end
     where id = any($1::uuid[]) or id = any($2::uuid[])`,
    [winnerIds, loserIds],
  );
}

/** `side` of the result asks to withdraw it; answers whether both sides now have. */
export async function markWithdrawal(
  db: Queryable,
  id: string,
  side: 'reporter' | 'opponent',
  now: Date,
): Promise<boolean> {
  const column = side === 'reporter' ? 'reporter_withdrew_at' : 'opponent_withdrew_at';
  const [row] = await db.query<{ both: boolean }>(
    `update matches set ${column} = coalesce(${column}, $2), updated_at = $2 where id = $1
     returning reporter_withdrew_at is not null and opponent_withdrew_at is not null as both`,
    [id, now],
  );
  return row?.both ?? false;
}

/** A result both players took back: counted for nobody, out of the rating order. */
export async function setWithdrawn(db: Queryable, id: string, now: Date) {
  await db.query(
    `update matches set status = 'withdrawn', rated_seq = null, updated_at = $2 where id = $1`,
    [id, now],
  );
}

export async function listMatches(
  db: Queryable,
  userId: string,
  filter: { status?: MatchStatus; openMatchId?: string | undefined; cursor?: Cursor | undefined },
): Promise<MatchesPage> {
  const params = new SqlParams();
  const me = params.add(userId);
  const where = [
    `(m.reporter_id = ${me} or m.opponent_id = ${me} or m.reporter_partner_id = ${me}
      or m.opponent_partner_id = ${me})`,
  ];
  if (filter.status) where.push(`m.status = ${params.add(filter.status)}`);
  if (filter.openMatchId) where.push(`m.open_match_id = ${params.add(filter.openMatchId)}`);
  const countWhere = where.join(' and ');
  const countParams = [...params.values];
  const after = filter.cursor;
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
