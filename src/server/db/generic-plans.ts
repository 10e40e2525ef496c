import type { Queryable } from './db';

/**
 * Marks a statement whose best plan does not depend on its values (decision 030): a list's
 * page after a cursor, or for a signed-in viewer, whose only parameters are the cursor's key
 * and the viewer's id. On PostgreSQL such statements run on connections that keep one generic
 * plan per statement (`plan_cache_mode = force_generic_plan`) instead of planning each run;
 * on the embedded database, which has one connection, the mark is a comment and nothing else.
 */
export const GENERIC_PLAN_MARK = '/* plan: generic */ ';

export const isGenericPlanned = (sql: string) => sql.startsWith(GENERIC_PLAN_MARK);

const marked = new WeakMap<Queryable, Queryable>();

/**
 * `db`, with every statement run through it that has parameters marked for a generic plan (one
 * without is planned once wherever it runs).
 */
export function withGenericPlans(db: Queryable): Queryable {
  let wrapper = marked.get(db);
  if (!wrapper) {
    wrapper = {
      query: (sql, params) => db.query(params?.length ? `${GENERIC_PLAN_MARK}${sql}` : sql, params),
      exec: (sql) => db.exec(sql),
    };
    marked.set(db, wrapper);
  }
  return wrapper;
}
