import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { StartupError } from '../startup-error';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';
import { seedSampleData } from './seed';

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
  close(): Promise<void>;
}

/** Opens, migrates and (when asked) seeds the configured database. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seed'>,
): Promise<OpenedDatabase> {
  let db: Db;
  let unlock = async () => {};
  if (config.databaseUrl) {
    try {
      db = await openPostgres(config.databaseUrl);
    } catch (error) {
      throw new StartupError(describeConnectionFailure(config.databaseUrl, error));
    }
  } else {
    unlock = await lockDataDir(config.dataDir);
    try {
      db = await openPglite(join(resolve(config.dataDir), 'pglite'));
    } catch (error) {
      await unlock();
      throw new StartupError(
        `DATA_DIR ${resolve(config.dataDir)} holds no usable database (${(error as Error).message})`,
      );
    }
  }
  await migrate(db);
  if (config.seed === 'sample') await seedSampleData(db);
  return {
    db,
    async close() {
      await db.close();
      await unlock();
    },
  };
}
