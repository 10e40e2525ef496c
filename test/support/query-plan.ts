import { LIST_TOTAL_EXACT_UP_TO } from '#contract/constants';
import type { Db, Queryable } from '#server/db/db';
import { isGenericPlanned } from '#server/db/generic-plans';

/** A statement a repository function ran, as sent to the database. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A Queryable that records statements instead of running them (each returns no rows, or what
 * `answer` gives), so a repository's real SQL can be EXPLAINed without copying it.
 */
export function capturingQueryable(
  answer: (sql: string) => unknown[] = () => [],
): Queryable & { captured: CapturedQuery[] } {
  const captured: CapturedQuery[] = [];
  return {
    captured,
    async query<Row>(sql: string, params: unknown[] = []) {
      captured.push({ sql, params });
      return answer(sql) as Row[];
    },
    async exec(sql: string) {
      captured.push({ sql, params: [] });
    },
  };
}

/** The statements `run` sends, in order (each answered as `capturingQueryable`'s are). */
export async function captureQueries(
  run: (db: Queryable) => Promise<unknown>,
  answer?: (sql: string) => unknown[],
): Promise<CapturedQuery[]> {
  const db = capturingQueryable(answer);
  await run(db);
  return db.captured;
}

/**
 * The statements of a list with a capped total (capped-total.ts): the one that reads the matches
 * once, counts them and takes the page from them (it holds `count(*)`), then the page alone,
 * which runs when that count finds the filter past the cap (as this answers it).
 */
export function listStatements(run: (db: Queryable) => Promise<unknown>): Promise<CapturedQuery[]> {
  return captureQueries(run, (sql) =>
    sql.includes('matches_total') ? [{ matches_total: LIST_TOTAL_EXACT_UP_TO + 1 }] : [],
  );
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface ExplainedQuery {
  plan: PlanNode;
  executionMs: number | undefined;
  planningMs: number | undefined;
  sharedHitBlocks: number | undefined;
  sharedReadBlocks: number | undefined;
}

/** A parameter's value written as an SQL literal, for EXECUTE. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) {
    // An array literal: each element double-quoted, as PostgreSQL reads '{"a","b"}'.
    const elements = value.map(
      (item) => `"${String(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    );
    return literal(`{${elements.join(',')}}`);
  }
  if (typeof value === 'object')
    throw new Error('only scalars, dates and arrays are written as literals');
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * EXPLAIN of the plan PostgreSQL keeps for a statement marked for a generic plan
 * (generic-plans.ts): prepared with no values known, then executed with the captured ones.
 */
async function explainGeneric(db: Db, query: CapturedQuery, how: string): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await tx.exec('set local plan_cache_mode = force_generic_plan');
    await tx.exec(`prepare generic_plan_explained as ${query.sql}`);
    const rows = await tx.query(
      `explain (${how}) execute generic_plan_explained(${query.params.map(literal).join(', ')})`,
    );
    await tx.exec('deallocate generic_plan_explained');
    return rows;
  });
}

/**
 * EXPLAIN (FORMAT JSON) of a captured statement; with `analyze`, it runs and times it too. A
 * statement marked for a generic plan is explained with that plan, the one it runs on.
 */
export async function explain(
  db: Db,
  query: CapturedQuery,
  options: { analyze?: boolean } = {},
): Promise<ExplainedQuery> {
  const how = options.analyze ? 'analyze, buffers, format json' : 'format json';
  const [row] = (
    isGenericPlanned(query.sql) && query.params.length > 0
      ? await explainGeneric(db, query, how)
      : await db.query(`explain (${how}) ${query.sql}`, query.params)
  ) as { 'QUERY PLAN': unknown }[];
  const raw = row?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time'?: number;
    'Planning Time'?: number;
  }[];
  if (!top) throw new Error('EXPLAIN returned no plan');
  return {
    plan: top.Plan,
    executionMs: top['Execution Time'],
    planningMs: top['Planning Time'],
    sharedHitBlocks: top.Plan['Shared Hit Blocks'] as number | undefined,
    sharedReadBlocks: top.Plan['Shared Read Blocks'] as number | undefined,
  };
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The scans of a plan as `Node Type [index] on table` strings, e.g. for a report or a test. */
export function scansOf(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] || node['Index Name'])
    .map(
      (node) =>
        `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}` +
        `${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`,
    );
}
