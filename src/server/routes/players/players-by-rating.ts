import { INT4_MAX, PAGE_SIZE } from '#contract/constants';
import type { Cursor } from '#contract/cursor';
import type { PlayersQuery } from '#contract/players';
import type { Queryable } from '#server/db/db';
import type { SqlParams } from '#server/lib/sql-params';

/** The players list's rating range, as a where clause (index `profiles_rating_points`). */
export function ratingRangeClauses(query: PlayersQuery, params: SqlParams): string[] {
  const clauses: string[] = [];
  if (query.ratingMin !== undefined) {
    clauses.push(`p.rating_points >= ${params.add(query.ratingMin)}`);
  }
  if (query.ratingMax !== undefined) {
    clauses.push(`p.rating_points <= ${params.add(query.ratingMax)}`);
  }
  return clauses;
}

/** The viewer's rating points, which 'closest to my level' measures from. */
export async function ratingPointsOf(db: Queryable, id: string): Promise<number | undefined> {
  const [row] = await db.query<{ rating_points: number }>(
    'select rating_points from profiles where id = $1',
    [id],
  );
  return row?.rating_points;
}

/**
 * A page of the players closest in rating to `points` (nearest first, then by id), as ids with
 * their distance: the nearest above and the nearest below, each walked along the rating index
 * from `points` outwards and stopped after a page, then merged. `after` is the last row of the
 * previous page (its distance and id).
 */
function closestPlayerIdsSql(
  params: SqlParams,
  filter: string,
  points: number,
  after: Cursor | undefined,
): string {
  const me = params.add(points);
  const limit = PAGE_SIZE + 1;
  let aboveAfter = '';
  let belowAfter = '';
  if (after) {
    const [distance, id] = after;
    const idParam = `${params.add(id)}::uuid`;
    aboveAfter = `and (p.rating_points, p.id) > (${params.add(Math.min(points + distance, INT4_MAX))}::int, ${idParam})`;
    const below = params.add(Math.max(points - distance, -INT4_MAX));
    belowAfter = `and p.rating_points <= ${below}::int
      and (p.rating_points < ${below}::int or p.id > ${idParam})`;
  }
  return `(select p.id, p.rating_points - ${me}::int as distance
     from profiles p ${filter} and p.rating_points >= ${me}::int ${aboveAfter}
     order by p.rating_points, p.id limit ${limit})
   union all
   (select p.id, ${me}::int - p.rating_points as distance
     from profiles p ${filter} and p.rating_points < ${me}::int ${belowAfter}
     order by p.rating_points desc, p.id limit ${limit})`;
}

/** The page query of 'closest to my level': `columns` of the players nearest `points`. */
export function closestPageSql(
  params: SqlParams,
  page: { filter: string; columns: string; points: number; after: Cursor | undefined },
): string {
  return `select ${page.columns}, nearest.distance as sort_key
    from (${closestPlayerIdsSql(params, page.filter, page.points, page.after)}) nearest
    join profiles p on p.id = nearest.id
    order by nearest.distance, nearest.id
    limit ${PAGE_SIZE + 1}`;
}
