import { join, resolve } from 'node:path';
import type { Config } from '#server/config';
import { refuseDemoAccountsInProduction } from '#server/db-tools/demo-accounts';
import { seedSampleData } from '#server/db-tools/seed';
import { rateUnratedResults } from '#server/ratings/ratings-repository';
import { StartupError } from '#server/startup-error';
import { checkDataDir } from './data-dir-check';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';
import { createFromTemplate } from './pglite-template';

function describeConnectionFailure(url: string, error: unknown): string {
  let target = 'the database';
  try {
    const parsed = new URL(url);
    target = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    // keep the generic wording; never echo the URL, it may hold a password
  }
  const reason = (error as { code?: string; message?: string }).code ?? 'connection failed';
  const detail = (error as Error).message ? `: ${(error as Error).message}` : '';
  return `DATABASE_URL cannot be reached at ${target} (${reason}${detail})`;
}

export interface OpenedDatabase {
  db: Db;
  /** A consistent copy of the embedded database (PGlite only; PostgreSQL has pg_dump). */
  backup: (() => Promise<Uint8Array>) | undefined;
  close(): Promise<void>;
}

/**
 * Opens, migrates and (when asked) seeds the configured database; in production refuses one
 * that holds the demo accounts unless SEED=sample.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seed' | 'nodeEnv'>,
  options: { pgliteTemplate?: string } = {},
): Promise<OpenedDatabase> {
  let db: Db;
  let backup: OpenedDatabase['backup'];
  let unlock = () => {};
  if (config.databaseUrl) {
    try {
      // pg is loaded only here: a start on the embedded database opens it sooner without it.
      const { openPostgres } = await import('./postgres-db');
      db = await openPostgres(config.databaseUrl);
    } catch (error) {
      throw new StartupError(describeConnectionFailure(config.databaseUrl, error));
    }
  } else {
    await checkDataDir(resolve(config.dataDir));
    const lock = lockDataDir(config.dataDir);
    unlock = () => lock.release();
    try {
      const dir = join(resolve(config.dataDir), 'pglite');
      await createFromTemplate(dir, options.pgliteTemplate);
      const pglite = await openPglite(dir);
      db = pglite;
      backup = () => pglite.backup();
    } catch (error) {
      unlock();
      throw new StartupError(
        `DATA_DIR ${resolve(config.dataDir)} holds no usable database (${(error as Error).message})`,
      );
    }
  }
  try {
    await migrate(db);
    await rateUnratedResults(db);
    await refuseDemoAccountsInProduction(db, config);
    if (config.seed === 'sample') await seedSampleData(db);
  } catch (error) {
    await db.close();
    unlock();
    throw error;
  }
  return {
    db,
    backup,
    async close() {
      await db.close();
      unlock();
    },
  };
}
