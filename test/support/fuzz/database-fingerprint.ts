import type { Queryable } from '#server/db/db';

/** Per table: its row count and an MD5 of its rows' text, in a fixed order. */
export type Fingerprint = ReadonlyMap<string, { rows: number; hash: string }>;

/**
 * Tables a refused request may write by design: a failed sign-in is counted so that guessing
 * stops. Add a table here only when refusing a request is meant to write it.
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['rate_limit_events']);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Fingerprints every table of the database in one query. The table list is read once from the
 * catalog, so tables that later migrations add are covered without listing them.
 */
export async function createFingerprinter(db: Queryable) {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'
       order by table_name`,
    )
  ).map((row) => row.name);
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  const sql = tables
    .map(
      (name) =>
        `select ${quoteLiteral(name)} as name, count(*)::int as rows,
           md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as hash
         from ${quoteIdent(name)} x`,
    )
    .join(' union all ');
  return {
    tables,
    async take(): Promise<Fingerprint> {
      const rows = await db.query<{ name: string; rows: number; hash: string }>(sql);
      return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
    },
  };
}

/** The tables whose rows differ, with their counts before and after (bookkeeping left out). */
export function changedTables(
  before: Fingerprint,
  after: Fingerprint,
  ignore: ReadonlySet<string> = BOOKKEEPING_TABLES,
): string[] {
  const changed: string[] = [];
  for (const [name, now] of after) {
    if (ignore.has(name)) continue;
    const then = before.get(name);
    if (!then || then.hash !== now.hash) {
      changed.push(`${name} (${then?.rows ?? 'absent'} → ${now.rows} rows)`);
    }
  }
  return changed;
}
