import type { QueryConfig } from 'pg';

/**
 * A text is named once it has run this often in the process: the frequent statements are the
 * ones worth keeping prepared, and a rare combination of filters stays unprepared.
 */
const RUNS_BEFORE_NAMED = 10;
/**
 * Statements named at most, per process. Each costs its connections memory (about 120 kB a
 * connection for a list query, bench/RESULTS.md): 100 of them at most 12 MB a connection.
 */
const MAX_NAMED_STATEMENTS = 100;
/** Texts counted at most before the counts start again. */
const MAX_COUNTED_TEXTS = 10_000;

/** A statement prepared before a migration changed its result columns (`returning *`). */
const isResultTypeChanged = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/** Several statements in one text: only the simple protocol runs those. */
const isScript = (sql: string) => /;\s*\S/.test(sql);

export type RunQuery<T> = (query: QueryConfig | string, values?: unknown[]) => Promise<T>;

/**
 * The app's frequent SQL as named statements: each connection parses a text once and then only
 * binds and runs it (bench/RESULTS.md: a players page 0.97 → 0.55 ms a round trip at 100,000
 * players). A name per frequent text; the connections still plan every run with its values
 * (`plan_cache_mode = force_custom_plan`, planner-settings.ts), so that a search never runs on
 * a plan made for other words.
 */
export class PreparedStatements {
  constructor(
    private readonly limits = {
      runsBeforeNamed: RUNS_BEFORE_NAMED,
      maxNamed: MAX_NAMED_STATEMENTS,
    },
  ) {}

  private readonly names = new Map<string, string>();
  private readonly runs = new Map<string, number>();
  /** Texts whose result changed under a prepared statement: unnamed from then on. */
  private readonly unnamed = new Set<string>();

  private nameOf(sql: string): string | undefined {
    if (this.unnamed.has(sql) || isScript(sql)) return undefined;
    const name = this.names.get(sql);
    if (name || this.names.size >= this.limits.maxNamed) return name;
    const runs = (this.runs.get(sql) ?? 0) + 1;
    if (runs < this.limits.runsBeforeNamed) {
      if (this.runs.size >= MAX_COUNTED_TEXTS) this.runs.clear();
      this.runs.set(sql, runs);
      return undefined;
    }
    this.runs.delete(sql);
    const added = `s${this.names.size}`;
    this.names.set(sql, added);
    return added;
  }

  /**
   * Runs `sql` through `run`, named where it can be. A statement prepared before a migration
   * changed its result columns runs unnamed from then on: at once again outside a transaction,
   * at the caller's next try inside one (which the failure has ended).
   */
  async run<T>(
    sql: string,
    params: unknown[] | undefined,
    run: RunQuery<T>,
    options: { inTransaction: boolean },
  ): Promise<T> {
    const name = params && this.nameOf(sql);
    if (!name) return run(sql, params);
    try {
      return await run({ name, text: sql, values: params });
    } catch (error) {
      if (!isResultTypeChanged(error)) throw error;
      this.unnamed.add(sql);
      if (options.inTransaction) throw error;
      return run(sql, params);
    }
  }
}
