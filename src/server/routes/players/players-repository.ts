import { PAGE_SIZE } from '#contract/constants';
import { encodeCursor } from '#contract/cursor';
import { flipSet } from '#contract/match-score';
import {
  PLAYER_RECENT_RESULTS,
  type Player,
  type PlayerDetail,
  type PlayersQuery,
} from '#contract/players';
import { FOR_YOU_LIMIT, FOR_YOU_RATING_SPAN } from '#contract/rating-values';
import type { Queryable } from '#server/db/db';
import { withGenericPlans } from '#server/db/generic-plans';
import {
  type NameTest,
  searchesByEdges,
  searchNameHolds,
  searchNameMatches,
} from '#server/db/search-text';
import { cappedListTotal, totalOfPage } from '#server/lib/capped-total';
import { pageWithCappedTotal } from '#server/lib/page-with-capped-total';
import { searchPageJson } from '#server/lib/search-page-json';
import { closedSetArray, closedSetLiteral, SqlParams } from '#server/lib/sql-params';
import { ratingJsonSql } from '#server/ratings/rating-columns';
import { blockedPeersOf } from '../blocks/blocks-repository';
import { closestPageSql, ratingPointsOf, ratingRangeClauses } from './players-by-rating';

/**
 * Listed profiles a moderator has not hidden, of accounts whose e-mail is confirmed and which
 * are not suspended, and profiles with no account (sample data). Written as an anti-join
 * against the few unconfirmed or suspended accounts (partial index `users_not_shown`), not a
 * join with every user: the exact total then counts from the profiles index alone
 * (bench/RESULTS.md: 285 ms → a few ms at 100,000).
 */
const FROM_VISIBLE_PROFILES = 'from profiles p';
export const VISIBLE = `p.listed and p.hidden_at is null and not exists (select 1 from users u
  where u.id = p.id and (u.email_confirmed_at is null or u.suspended_at is not null))`;

/**
 * A player as the contract's `Player`, written by PostgreSQL (decision 029): the win rate and
 * the rating's deviation in whole numbers; the preferred courts as kept with the profile
 * (migration 0026: those a moderator has not hidden, in the player's order).
 */
const PLAYER_JSON = `json_build_object('id', p.id, 'name', p.name, 'level', p.skill_level,
  'district', p.district, 'availability', p.availability, 'gamesPlayed', p.games_played,
  'wins', p.wins, 'losses', p.losses,
  'winRate', case when p.games_played > 0 then round(p.wins * 100.0 / p.games_played)::int end,
  'preferredCourts', p.preferred_courts,
  'rating', ${ratingJsonSql('p')})`;

/** A list's row: the player's JSON and the keyset's values. */
interface PlayerJsonRow {
  json: string;
  sort_key: number;
  id: string;
}

/** The list's columns of a player. */
const PLAYER_LIST_COLUMNS = `${PLAYER_JSON}::text as json, p.id`;

/** The rows of the players whose ids a CTE `page_ids (sort_key, id)` holds. */
const ROWS_OF_PAGE_IDS = `select ${PLAYER_LIST_COLUMNS}, page_ids.sort_key
  from page_ids join profiles p on p.id = page_ids.id`;

/**
 * Listed players matching the filters, most games first, one keyset page at a time; for a
 * signed-in viewer, without the players they blocked or were blocked by: the JSON of a
 * `PlayersPage`.
 */
export async function playersPageJson(
  db: Queryable,
  query: PlayersQuery,
  viewerId: string | null = null,
): Promise<string> {
  const closestTo =
    query.sort === 'closest' && viewerId ? await ratingPointsOf(db, viewerId) : undefined;
  const filterWith = (nameTest: NameTest) =>
    playersFilter(query, viewerId, closestTo !== undefined, nameTest);
  const { filter, params } = filterWith(searchNameMatches);
  const fromWhere = `${FROM_VISIBLE_PROFILES} ${filter}`;
  const filterParams = [...params.values];
  const after = query.cursor;
  // Without a name or a rating range, the only values are the viewer's id and the cursor's key,
  // which change no plan, nor does a name looked up by its words' edges: one is kept per
  // statement (decision 030).
  const ratingRange = query.ratingMin !== undefined || query.ratingMax !== undefined;
  const namePlanned = query.q !== undefined && !searchesByEdges(query.q);
  const planned = namePlanned || ratingRange ? db : withGenericPlans(db);
  // A name past the total's cap is common: the best plan of its page walks the list's order
  // whatever the name, so that page, too, runs on a kept plan.
  const pageAlone = () => {
    if (!query.q || ratingRange) {
      return playersPageAlone(planned, { fromWhere, params, after, search: !!query.q });
    }
    const kept = filterWith(searchNameHolds);
    return playersPageAlone(withGenericPlans(db), {
      fromWhere: `${FROM_VISIBLE_PROFILES} ${kept.filter}`,
      params: kept.params,
      after,
      search: true,
    });
  };
  const { rows, total } =
    closestTo === undefined
      ? await pageWithCappedTotal<PlayerJsonRow>(
          planned,
          { fromWhere, params: filterParams, sortKey: 'p.games_played', id: 'p.id' },
          {
            pageAlone,
            keyset: (more) =>
              after ? `(sort_key, id) < (${more.add(after[0])}, ${more.add(after[1])})` : '',
            pageFromMatches: ROWS_OF_PAGE_IDS,
          },
        )
      : await closestPage(db, { fromWhere, filter, filterParams, params, closestTo, after });
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > PAGE_SIZE;
  return searchPageJson(
    page.map((row) => row.json),
    totalOfPage(total, { firstPage: !after, items: page.length, hasMore }),
    hasMore && last ? encodeCursor(last.sort_key, last.id) : null,
  );
}

/**
 * The `where …` of a players list and its values: listed players, without the viewer's blocks,
 * matching every filter, the name tested by `nameTest`; for 'closest to my level' (`closest`),
 * without the viewer.
 */
function playersFilter(
  query: PlayersQuery,
  viewerId: string | null,
  closest: boolean,
  nameTest: NameTest,
): { filter: string; params: SqlParams } {
  const params = new SqlParams();
  const where = [VISIBLE];
  if (viewerId) where.push(`p.id not in ${blockedPeersOf(params.add(viewerId))}`);
  if (query.q) where.push(nameTest('p.search_name', query.q, params));
  if (query.level) where.push(`p.skill_level = ${closedSetLiteral(query.level)}`);
  if (query.district) where.push(`p.district = ${closedSetLiteral(query.district)}`);
  if (query.availability?.length) {
    where.push(`p.availability && ${closedSetArray(query.availability)}`);
  }
  where.push(...ratingRangeClauses(query, params));
  if (viewerId && closest) where.push(`p.id <> ${params.add(viewerId)}::uuid`);
  return { filter: `where ${where.join(' and ')}`, params };
}

/**
 * A page of the list in its own order, the keyset's values added to `params`. A search finds
 * its page's ids first, then their rows: walking the order index, it tests the names in the
 * index (migration 0025) and reads only the rows it keeps. Other filters read their page's rows
 * at once (one lookup fewer each).
 */
function playersPageAlone(
  db: Queryable,
  page: { fromWhere: string; params: SqlParams; after: PlayersQuery['cursor']; search: boolean },
) {
  const { fromWhere, params, after } = page;
  const keyset = after
    ? `and (p.games_played, p.id) < (${params.add(after[0])}, ${params.add(after[1])})`
    : '';
  const ordered = `${fromWhere} ${keyset}
    order by p.games_played desc, p.id desc limit ${PAGE_SIZE + 1}`;
  return db.query<PlayerJsonRow>(
    page.search
      ? `with page_ids as (select p.id, p.games_played as sort_key ${ordered})
         ${ROWS_OF_PAGE_IDS} order by page_ids.sort_key desc, page_ids.id desc`
      : `select ${PLAYER_LIST_COLUMNS}, p.games_played as sort_key ${ordered}`,
    params.values,
  );
}

/** A page of 'closest to my level' (players-by-rating.ts), with the list's capped total. */
async function closestPage(
  db: Queryable,
  page: {
    fromWhere: string;
    filter: string;
    filterParams: unknown[];
    params: SqlParams;
    closestTo: number;
    after: PlayersQuery['cursor'];
  },
) {
  const { filter, params, closestTo: points, after } = page;
  const [rows, total] = await Promise.all([
    db.query<PlayerJsonRow>(
      closestPageSql(params, { filter, columns: PLAYER_LIST_COLUMNS, points, after }),
      params.values,
    ),
    cappedListTotal(db, page.fromWhere, page.filterParams),
  ]);
  return { rows, total };
}

/**
 * 'Players for you' (contract/players.ts): visible players near the viewer in place, time and
 * rating, nearest rating first.
 */
export async function playersFor(db: Queryable, viewerId: string): Promise<Player[]> {
  const rows = await db.query<{ player: Player }>(
    `select ${PLAYER_JSON} as player
     ${FROM_VISIBLE_PROFILES}
     cross join (select district, availability, preferred_court_ids, rating_points
                 from profiles where id = $1) me
     where ${VISIBLE} and p.id <> $1 and p.id not in ${blockedPeersOf('$1')}
       and (p.district = me.district or p.preferred_court_ids && me.preferred_court_ids)
       and p.availability && me.availability
       and p.rating_points between me.rating_points - $2 and me.rating_points + $2
     order by abs(p.rating_points - me.rating_points), p.games_played desc, p.id
     limit $3`,
    [viewerId, FOR_YOU_RATING_SPAN, FOR_YOU_LIMIT],
  );
  return rows.map((row) => row.player);
}

/** A visible player (listed, not hidden, not suspended) with the bio and latest results. */
export async function findPublicPlayer(
  db: Queryable,
  id: string,
): Promise<PlayerDetail | undefined> {
  const [row] = await db.query<{ player: Player; bio: string | null }>(
    `select ${PLAYER_JSON} as player, p.bio ${FROM_VISIBLE_PROFILES}
     where p.id = $1 and ${VISIBLE}`,
    [id],
  );
  if (!row) return undefined;
  const results = await db.query<{
    id: string;
    played_on: string;
    opponent_id: string | null;
    opponent_name: string | null;
    sets: string[];
    reported: boolean;
    won: boolean;
  }>(
    `select m.id, m.played_on::text as played_on, o.id as opponent_id, o.name as opponent_name,
       m.sets, coalesce(m.reporter_id = $1, false) as reported, m.winner_id = $1 as won
     from matches m
     left join profiles o
       on o.id = case when m.reporter_id = $1 then m.opponent_id else m.reporter_id end
     where (m.reporter_id = $1 or m.opponent_id = $1) and m.status = 'confirmed'
       -- one opponent a line: the doubles results count in the record, not in this list
       and not m.doubles
     order by m.played_on desc, m.created_at desc
     limit $2`,
    [id, PLAYER_RECENT_RESULTS],
  );
  return {
    ...row.player,
    bio: row.bio,
    recentResults: results.map((r) => ({
      id: r.id,
      playedOn: r.played_on,
      // An opponent who deleted their account is nobody ('Deleted user').
      opponent: { id: r.opponent_id, name: r.opponent_id ? (r.opponent_name ?? '') : '' },
      sets: r.reported ? r.sets : r.sets.map(flipSet),
      won: r.won,
    })),
  };
}
