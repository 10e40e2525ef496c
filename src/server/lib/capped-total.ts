import { LIST_TOTAL_EXACT_UP_TO } from '#contract/constants';
import type { Queryable } from '#server/db/db';

/**
 * The count of a list's matches, stopping one past LIST_TOTAL_EXACT_UP_TO (decision 017): it
 * reads at most that many matching rows, however many there are. `fromWhere` is the list's
 * `from … where …` without keyset or order.
 */
export function cappedCountSql(fromWhere: string): string {
  return `select count(*)::int as total
    from (select 1 ${fromWhere} limit ${LIST_TOTAL_EXACT_UP_TO + 1}) matches`;
}

export interface ListTotal {
  total: number;
  totalIsLowerBound: boolean;
}

/** The total a page reports for what cappedCountSql counted. */
export function cappedTotal(counted: number | undefined): ListTotal {
  const total = counted ?? 0;
  return total > LIST_TOTAL_EXACT_UP_TO
    ? { total: LIST_TOTAL_EXACT_UP_TO, totalIsLowerBound: true }
    : { total, totalIsLowerBound: false };
}

/**
 * How long a filter found past the cap is taken to stay past it without counting again
 * (decision 017): '1,000+' is a floor, and a thousand matches do not all go in half a minute.
 */
export const PAST_THE_CAP_REMEMBERED_MS = 30_000;
/** Filters remembered per database, the oldest forgotten first. */
const REMEMBERED_FILTERS = 1_000;

const pastTheCap = new WeakMap<Queryable, Map<string, number>>();

/**
 * The capped total of `fromWhere` with `params`. A filter counted past the cap reports the floor
 * for PAST_THE_CAP_REMEMBERED_MS without counting again: the broad lists ('all players', a
 * district, a common part of a name) are the ones asked for most, and theirs are the dearest
 * counts. Exact totals are always counted: they change as soon as someone joins.
 */
export async function cappedListTotal(
  db: Queryable,
  fromWhere: string,
  params: unknown[],
): Promise<ListTotal> {
  const sql = cappedCountSql(fromWhere);
  const memo = pastTheCapMemo(db, sql, params);
  if (memo.remembered()) return cappedTotal(LIST_TOTAL_EXACT_UP_TO + 1);
  const [row] = await db.query<{ total: number }>(sql, params);
  return memo.counted(cappedTotal(row?.total));
}

/**
 * Whether the filter of `countSql` with `params` was found past the cap a moment ago
 * (`remembered`), and `counted` to note what a count found.
 */
export function pastTheCapMemo(db: Queryable, countSql: string, params: unknown[]) {
  const key = `${countSql}\u0000${JSON.stringify(params)}`;
  const remembered = pastTheCap.get(db) ?? new Map<string, number>();
  pastTheCap.set(db, remembered);
  return {
    remembered() {
      const until = remembered.get(key);
      return until !== undefined && until > Date.now();
    },
    counted(total: ListTotal): ListTotal {
      remembered.delete(key);
      if (total.totalIsLowerBound) {
        remembered.set(key, Date.now() + PAST_THE_CAP_REMEMBERED_MS);
        if (remembered.size > REMEMBERED_FILTERS) {
          const oldest = remembered.keys().next().value;
          if (oldest !== undefined) remembered.delete(oldest);
        }
      }
      return total;
    },
  };
}

/**
 * A list's first page with nothing after it holds every match: its length is the total, however
 * the total was reached (a floor remembered from before many left the list, say).
 */
export function totalOfPage(
  total: ListTotal,
  page: { firstPage: boolean; items: number; hasMore: boolean },
): ListTotal {
  return page.firstPage && !page.hasMore ? { total: page.items, totalIsLowerBound: false } : total;
}
