import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the local server, dropped by the cleanups unless `keep` (a seed worth
 * several minutes can then serve the next runs). Returns its URL.
 */
export async function createBenchDatabase(
  prefix: string,
  options: { keep?: boolean } = {},
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  if (options.keep) console.log(`keeping database ${name} after the run`);
  else
    onCleanup(`drop database ${name}`, async () => {
      await admin(`drop database if exists ${name} with (force)`);
      console.log(`dropped database ${name}`);
    });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}
