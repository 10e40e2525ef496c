import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { lockDataDir } from '#server/db/data-dir-lock';
import type { Db, Queryable } from '#server/db/db';
import { migrate, pendingMigrations } from '#server/db/migrate';
import { openPglite } from '#server/db/pglite-db';
import { openPostgres } from '#server/db/postgres-db';
import { StartupError } from '#server/startup-error';

/** Rows read from the embedded database and written to PostgreSQL at a time. */
const BATCH_ROWS = 1000;

export interface MovedTable {
  table: string;
  rows: number;
}

export interface MoveResult {
  dir: string;
  tables: MovedTable[];
  sequences: number;
}

interface Column {
  name: string;
  type: string;
  /** An identity column 'generated always': written with OVERRIDING SYSTEM VALUE. */
  identity: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables: everything the migrations made in the public schema. */
async function tablesOf(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
     order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function sequencesOf(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  return rows.map((row) => row.name);
}

/** The columns a row is copied by: generated columns are computed again by the target. */
async function columnsOf(db: Queryable, table: string): Promise<Column[]> {
  const rows = await db.query<{ name: string; type: string; identity: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
       a.attidentity as identity
     from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = ''
     order by a.attnum`,
    [quote(table)],
  );
  return rows.map((row) => ({ name: row.name, type: row.type, identity: row.identity === 'a' }));
}

/**
 * The tables in an order where every table comes after the tables its foreign keys point to
 * (a reference to itself is left to the rows' own order); fails on a cycle between tables.
 */
export async function dependencyOrder(db: Queryable, tables: string[]): Promise<string[]> {
  const edges = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`the foreign keys of ${left.join(', ')} form a cycle`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * PostgreSQL may take the move if it holds nothing, or only this app's tables with no rows
 * (what a move that failed half-way leaves: its copy was rolled back, its migrations stayed).
 */
async function refuseUnlessEmpty(target: Db, appTables: Set<string>): Promise<void> {
  const present = await tablesOf(target);
  const foreign = present.filter((table) => !appTables.has(table));
  if (foreign.length > 0) {
    throw new StartupError(
      `the target database is not empty (it has tables this app does not: ${foreign.slice(0, 5).join(', ')}); move into a new, empty database`,
    );
  }
  for (const table of present) {
    if (table === 'schema_migrations') continue;
    const [row] = await target.query(`select 1 from ${quote(table)} limit 1`);
    if (row) {
      throw new StartupError(
        `the target database is not empty (${table} has rows); move into a new, empty database`,
      );
    }
  }
}

async function countRows(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(`select count(*)::text as n from ${quote(table)}`);
  return Number(row?.n ?? 0);
}

/** Every row of one table, each value as its text form, which PostgreSQL reads back exactly. */
async function copyTable(
  source: Db,
  target: Queryable,
  table: string,
  columns: Column[],
): Promise<number> {
  const list = columns.map((column) => quote(column.name)).join(', ');
  const asText = columns.map((column) => `${quote(column.name)}::text`).join(', ');
  const fromArrays = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const casts = columns.map((column, i) => `v.c${i}::${column.type}`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const overriding = columns.some((column) => column.identity) ? 'overriding system value' : '';
  const insert = `insert into ${quote(table)} (${list}) ${overriding}
    select ${casts} from unnest(${fromArrays}) as v(${aliases})`;
  let copied = 0;
  await source.transaction(async (tx) => {
    await tx.query(`declare move_rows no scroll cursor for select ${asText} from ${quote(table)}`);
    for (;;) {
      const rows = await tx.query<Record<string, string | null>>(
        `fetch ${BATCH_ROWS} from move_rows`,
      );
      if (rows.length === 0) break;
      const byColumn = columns.map((column) => rows.map((row) => row[column.name] ?? null));
      await target.query(insert, byColumn);
      copied += rows.length;
    }
    await tx.query('close move_rows');
  });
  return copied;
}

/**
 * Copies every table of the embedded database in `dataDir` into the PostgreSQL at `to`, which
 * must be empty; the app's migrations make its tables first. The copy is one transaction: it
 * commits only when every table has as many rows as the embedded one, so a move that fails
 * leaves PostgreSQL empty. The data directory stays locked (no server can open it meanwhile)
 * and is only read.
 */
export async function moveToPostgres(options: {
  dataDir: string;
  to: string;
}): Promise<MoveResult> {
  const lock = lockDataDir(options.dataDir);
  const dir = lock.dir;
  try {
    const pgliteDir = join(dir, 'pglite');
    if (!existsSync(pgliteDir) || (await readdir(pgliteDir)).length === 0) {
      throw new StartupError(`DATA_DIR ${dir} holds no embedded database`);
    }
    const source = await openPglite(pgliteDir);
    try {
      const pending = await pendingMigrations(source);
      if (pending.length > 0) {
        throw new StartupError(
          `the embedded database in ${dir} lacks ${pending.length} migration(s) of this version (${pending[0]}…): start the server on it once, stop it, then move`,
        );
      }
      let target: Db;
      try {
        target = await openPostgres(options.to);
      } catch (error) {
        throw new StartupError(
          `the target PostgreSQL cannot be reached (${(error as { code?: string }).code ?? (error as Error).message})`,
        );
      }
      try {
        return { dir, ...(await copyAll(source, target)) };
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  } finally {
    lock.release();
  }
}

async function copyAll(source: Db, target: Db): Promise<Omit<MoveResult, 'dir'>> {
  const tables = await tablesOf(source);
  await refuseUnlessEmpty(target, new Set(tables));
  await migrate(target);
  const targetTables = await tablesOf(target);
  if (targetTables.join() !== tables.join()) {
    throw new Error(
      `the tables differ after the migrations: embedded ${tables.join(', ')}; PostgreSQL ${targetTables.join(', ')}`,
    );
  }
  const order = await dependencyOrder(target, tables);
  const sequences = await sequencesOf(source);
  return target.transaction(async (tx) => {
    // schema_migrations came with the migrations: the same files, so the same rows.
    await tx.query('delete from schema_migrations');
    // The rows come as the embedded database's triggers left them: the target's own would write
    // them a second time (a court's insert makes its units, which are copied with their ids).
    // Foreign keys are constraints, not user triggers, and still hold.
    for (const table of order) await tx.query(`alter table ${quote(table)} disable trigger user`);
    const moved: MovedTable[] = [];
    for (const table of order) {
      const columns = await columnsOf(tx, table);
      const sourceColumns = await columnsOf(source, table);
      if (JSON.stringify(columns) !== JSON.stringify(sourceColumns)) {
        throw new Error(`the columns of ${table} differ between the two databases`);
      }
      const expected = await countRows(source, table);
      const copied = await copyTable(source, tx, table, columns);
      const found = await countRows(tx, table);
      if (copied !== expected || found !== expected) {
        throw new Error(
          `${table}: the embedded database has ${expected} rows, ${copied} were read and PostgreSQL has ${found}; nothing was moved`,
        );
      }
      moved.push({ table, rows: found });
    }
    for (const table of order) await tx.query(`alter table ${quote(table)} enable trigger user`);
    for (const sequence of sequences) {
      const [state] = await source.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${quote(sequence)}`,
      );
      if (!state) continue;
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [
        quote(sequence),
        state.last_value,
        state.is_called,
      ]);
    }
    return { tables: moved, sequences: sequences.length };
  });
}
