import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';

/** Beside this module in the source tree, and copied beside the bundle by the build. */
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files this build ships, in the order they apply. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/** The migrations this build ships that the database has not applied (for readiness). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(
    "select to_regclass('schema_migrations')::text as name",
  );
  const applied = table?.name
    ? new Set(
        (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
      )
    : new Set<string>();
  return (await migrationFiles()).filter((file) => !applied.has(file));
}

/** Applies pending migrations in name order, in one transaction, under an advisory lock. */
export async function migrate(db: Db): Promise<string[]> {
  const files = await migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727001)');
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
    return pending;
  });
}
