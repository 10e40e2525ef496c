import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { openDatabase } from './open-database';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'tennis-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('openDatabase on the embedded PGlite', () => {
  it('creates, migrates and seeds once; data survives a restart', async () => {
    const dataDir = await tempDir();
    const first = await openDatabase({ dataDir, databaseUrl: undefined, seed: 'sample' });
    await first.db.query("update profiles set name = 'Запазено име' where id = $1", [
      '00000000-0000-0000-0000-000000000001',
    ]);
    await first.close();

    const second = await openDatabase({ dataDir, databaseUrl: undefined, seed: 'sample' });
    const rows = await second.db.query<{ name: string }>(
      'select name from profiles where id = $1',
      ['00000000-0000-0000-0000-000000000001'],
    );
    const [courts] = await second.db.query<{ n: number }>('select count(*)::int as n from courts');
    const results = await second.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from matches
       where played_on < (now() at time zone 'Europe/Sofia')::date group by status order by status`,
    );
    await second.close();
    expect(rows[0]?.name).toBe('Запазено име');
    // The six courts of the demo owners and one that nobody runs here yet.
    expect(courts?.n).toBe(7);
    // Recent results between the sample players, once, one of them waiting for an answer.
    expect(results).toEqual([
      { status: 'confirmed', n: 5 },
      { status: 'pending', n: 1 },
    ]);
  }, 30_000);

  it('starts empty with SEED=none', async () => {
    const opened = await openDatabase({
      dataDir: await tempDir(),
      databaseUrl: undefined,
      seed: 'none',
    });
    const [courts] = await opened.db.query<{ n: number }>('select count(*)::int as n from courts');
    await opened.close();
    expect(courts?.n).toBe(0);
  }, 30_000);

  it('refuses a data directory another live process holds', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'server.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir, databaseUrl: undefined, seed: 'none' })).rejects.toThrow(
      /is in use by another server/,
    );
  });

  it('refuses a data directory it cannot write', async () => {
    const file = join(await tempDir(), 'a-file');
    await writeFile(file, '');
    await expect(
      openDatabase({ dataDir: join(file, 'data'), databaseUrl: undefined, seed: 'none' }),
    ).rejects.toThrow(StartupError);
  });
});
