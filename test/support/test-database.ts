import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '#server/db/db';
import { migrate } from '#server/db/migrate';
import { openPglite } from '#server/db/pglite-db';
import { openPostgres } from '#server/db/postgres-db';
import { seedSampleData } from '#server/db-tools/seed';

export interface TestDatabase {
  db: Db;
  /** The connection string of the fresh PostgreSQL database; undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or (TEST_DB=postgres)
 * a new database on TEST_DATABASE_URL's server that is dropped afterwards.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  let db: Db;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `tennis_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    db = await openPostgres(url);
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } else {
    db = await openPglite(undefined);
  }
  await migrate(db);
  if (options.seed !== false) await seedSampleData(db);
  return {
    db,
    url,
    async drop() {
      await db.close();
      await dropDatabase();
    },
  };
}
