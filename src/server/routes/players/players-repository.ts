import { PAGE_SIZE } from '../../../contract/constants';
import { flipSet } from '../../../contract/match-score';
import {
  PLAYER_RECENT_RESULTS,
  type Player,
  type PlayerDetail,
  type PlayersPage,
  type PlayersQuery,
} from '../../../contract/players';
import type { Queryable } from '../../db/db';
import { likeEscape, searchNameMatches } from '../../db/search-text';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { SqlParams } from '../../lib/sql-params';

interface PlayerRow {
  id: string;
  name: string;
  skill_level: Player['level'];
  district: Player['district'];
  availability: Player['availability'];
  wins: number;
  losses: number;
  games_played: number;
  preferred_courts: Player['preferredCourts'];
}

function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    name: row.name,
    level: row.skill_level,
    district: row.district,
    availability: row.availability,
    gamesPlayed: row.games_played,
    wins: row.wins,
    losses: row.losses,
    winRate: row.games_played ? Math.round((row.wins * 100) / row.games_played) : null,
    preferredCourts: row.preferred_courts,
  };
}

/**
 * Profiles of accounts whose e-mail is confirmed, and profiles with no account (sample data):
 * an unconfirmed sign-up is not shown. Written as an anti-join against the few unconfirmed
 * accounts (partial index `users_unconfirmed`), not a join with every user: the exact total
 * then counts from the profiles index alone (bench/RESULTS.md: 285 ms → a few ms at 100,000).
 */
const FROM_VISIBLE_PROFILES = 'from profiles p';
const VISIBLE =
  'not exists (select 1 from users u where u.id = p.id and u.email_confirmed_at is null)';

const PLAYER_COLUMNS = `p.id, p.name, p.skill_level, p.district, p.availability, p.wins,
  p.losses, p.games_played,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'nameEn', c.name_en)
              order by array_position(p.preferred_court_ids, c.id))
            from courts c where c.id = any(p.preferred_court_ids)), '[]') as preferred_courts`;

/** Listed players matching the filters, most games first, one keyset page at a time. */
export async function listPlayers(db: Queryable, query: PlayersQuery): Promise<PlayersPage> {
  const params = new SqlParams();
  const where = ['p.listed', VISIBLE];
  if (query.q) where.push(searchNameMatches('p.search_name', params.add(likeEscape(query.q))));
  if (query.level) where.push(`p.skill_level = ${params.add(query.level)}`);
  if (query.district) where.push(`p.district = ${params.add(query.district)}`);
  if (query.availability?.length) {
    where.push(`p.availability && ${params.add(query.availability)}::text[]`);
  }
  const filter = `where ${where.join(' and ')}`;
  const countParams = [...params.values];
  const after = decodeCursor(query.cursor);
  const keyset = after
    ? `and (p.games_played, p.id) < (${params.add(after[0])}, ${params.add(after[1])})`
    : '';

  const [rows, [count]] = await Promise.all([
    db.query<PlayerRow>(
      `select ${PLAYER_COLUMNS}
       ${FROM_VISIBLE_PROFILES} ${filter} ${keyset}
       order by p.games_played desc, p.id desc
       limit ${PAGE_SIZE + 1}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total ${FROM_VISIBLE_PROFILES} ${filter}`,
      countParams,
    ),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toPlayer),
    total: count?.total ?? 0,
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.games_played, last.id) : null,
  };
}

/** A listed, visible player with the bio and the latest confirmed results; else undefined. */
export async function findPublicPlayer(
  db: Queryable,
  id: string,
): Promise<PlayerDetail | undefined> {
  const [row] = await db.query<PlayerRow & { bio: string | null }>(
    `select ${PLAYER_COLUMNS}, p.bio ${FROM_VISIBLE_PROFILES}
     where p.id = $1 and p.listed and ${VISIBLE}`,
    [id],
  );
  if (!row) return undefined;
  const results = await db.query<{
    id: string;
    played_on: string;
    opponent_id: string;
    opponent_name: string;
    sets: string[];
    reported: boolean;
    won: boolean;
  }>(
    `select m.id, m.played_on::text as played_on, o.id as opponent_id, o.name as opponent_name,
       m.sets, m.reporter_id = $1 as reported, m.winner_id = $1 as won
     from matches m
     join profiles o on o.id = case when m.reporter_id = $1 then m.opponent_id else m.reporter_id end
     where (m.reporter_id = $1 or m.opponent_id = $1) and m.status = 'confirmed'
     order by m.played_on desc, m.created_at desc
     limit $2`,
    [id, PLAYER_RECENT_RESULTS],
  );
  return {
    ...toPlayer(row),
    bio: row.bio,
    recentResults: results.map((r) => ({
      id: r.id,
      playedOn: r.played_on,
      opponent: { id: r.opponent_id, name: r.opponent_name },
      sets: r.reported ? r.sets : r.sets.map(flipSet),
      won: r.won,
    })),
  };
}
