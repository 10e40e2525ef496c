import { LIST_TOTAL_EXACT_UP_TO, PAGE_SIZE } from '#contract/constants';
import type { Queryable } from '#server/db/db';
import { cappedCountSql, cappedTotal, type ListTotal, pastTheCapMemo } from './capped-total';
import { SqlParams } from './sql-params';

/** A list's matches up to one past the cap, as a `matches (sort_key, id)` CTE. */
export interface CappedMatches {
  /** `from … where …` of the list, without keyset or order. */
  fromWhere: string;
  /** Its parameters (those of the filter only). */
  params: unknown[];
  /** The expression the list is sorted by (descending, then the id descending). */
  sortKey: string;
  /** The qualified id column (`p.id`). */
  id: string;
}

/**
 * A page and its capped total, in one statement wherever the total is counted: the matches (at
 * most one past the cap) are read once, counted, and the page is taken from them, so a search
 * reads its index once instead of once for the page and once for the count. `pageFromMatches`
 * is the page's select from the CTE `page_ids (sort_key, id)`: the matches after the keyset,
 * in page order, one more than a page; `pageAlone` is the list's own page query, run instead when
 * the filter is known to be past the cap and as a second statement when the count finds it so
 * (the matches then are not all of them, so the page cannot come from them).
 */
export async function pageWithCappedTotal<Row extends object>(
  db: Queryable,
  matches: CappedMatches,
  pages: {
    pageAlone: () => Promise<Row[]>;
    /** The page's select, reading the CTE `page_ids (sort_key, id)`. */
    pageFromMatches: string;
    /** The keyset condition on `sort_key` and `id`, its values added to `params`. */
    keyset?: (params: SqlParams) => string;
  },
): Promise<{ rows: Row[]; total: ListTotal }> {
  const memo = pastTheCapMemo(db, cappedCountSql(matches.fromWhere), matches.params);
  if (memo.remembered()) {
    return { rows: await pages.pageAlone(), total: cappedTotal(LIST_TOTAL_EXACT_UP_TO + 1) };
  }
  const params = new SqlParams(matches.params);
  const keyset = pages.keyset?.(params) ?? '';
  const counted = await db.query<Row & { matches_total: number; matches_row: boolean }>(
    `with matches as materialized (
       select ${matches.sortKey} as sort_key, ${matches.id} as id ${matches.fromWhere}
       limit ${LIST_TOTAL_EXACT_UP_TO + 1}),
     page_ids as (
       select sort_key, id from matches ${keyset ? `where ${keyset}` : ''}
       order by sort_key desc, id desc limit ${PAGE_SIZE + 1})
     select (select count(*)::int from matches) as matches_total, page.*,
       page.sort_key is not null as matches_row
     from (select 1) one left join lateral (${pages.pageFromMatches}) page on true
     order by page.sort_key desc, page.id desc`,
    params.values,
  );
  const total = memo.counted(cappedTotal(counted[0]?.matches_total));
  if (total.totalIsLowerBound) return { rows: await pages.pageAlone(), total };
  const rows = counted
    .filter((row) => row.matches_row)
    .map(({ matches_total: _total, matches_row: _row, ...row }) => row as unknown as Row);
  return { rows, total };
}
