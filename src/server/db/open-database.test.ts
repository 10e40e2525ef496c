import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '#server/startup-error';
import { lockDataDir } from './data-dir-lock';
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
    const first = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'development',
      seed: 'sample',
    });
    await first.db.query("update profiles set name = 'Запазено име' where id = $1", [
      '00000000-0000-0000-0000-000000000001',
    ]);
    await first.close();

    const second = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'development',
      seed: 'sample',
    });
    const rows = await second.db.query<{ name: string }>(
      'select name from profiles where id = $1',
      ['00000000-0000-0000-0000-000000000001'],
    );
    const [courts] = await second.db.query<{ n: number }>('select count(*)::int as n from courts');
    const results = await second.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from matches
       where played_on < (now() at time zone 'Europe/Sofia')::date group by status order by status`,
    );
    const reports = await second.db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from reports group by status',
    );
    await second.close();
    expect(rows[0]?.name).toBe('Запазено име');
    // One open report for the administrators' page, once.
    expect(reports).toEqual([{ status: 'open', n: 1 }]);
    // The six courts of the demo owners and one that nobody runs here yet.
    expect(courts?.n).toBe(7);
    // Recent results between the sample players, once, one of them waiting for an answer.
    expect(results).toEqual([
      { status: 'confirmed', n: 30 },
      { status: 'pending', n: 1 },
    ]);
  }, 30_000);

  it('starts empty with SEED=none', async () => {
    const opened = await openDatabase({
      dataDir: await tempDir(),
      databaseUrl: undefined,
      nodeEnv: 'development',
      seed: 'none',
    });
    const [courts] = await opened.db.query<{ n: number }>('select count(*)::int as n from courts');
    await opened.close();
    expect(courts?.n).toBe(0);
  }, 30_000);

  it('in production, starts empty and refuses the demo accounts unless SEED=sample', async () => {
    const dataDir = await tempDir();
    const empty = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'production',
      seed: 'none',
    });
    const [users] = await empty.db.query<{ n: number }>('select count(*)::int as n from users');
    await empty.close();
    expect(users?.n).toBe(0);

    const demo = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'production',
      seed: 'sample',
    });
    // A demo account whose address was changed is still one (same id, same known password).
    await demo.db.query("update users set email = 'renamed@example.com' where id = $1", [
      '00000000-0000-0000-0000-000000000001',
    ]);
    await demo.close();
    const refused = openDatabase({
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'production',
      seed: 'none',
    });
    await expect(refused).rejects.toThrow(StartupError);
    await expect(refused).rejects.toThrow(
      "the database holds the sample data's demo accounts (admin@demo.example.com and 8 more)",
    );
    // The refusal released the directory.
    lockDataDir(dataDir).release();
  }, 60_000);

  it('refuses a data directory another server holds', async () => {
    const dataDir = await tempDir();
    const held = lockDataDir(dataDir);
    try {
      await expect(
        openDatabase({ dataDir, databaseUrl: undefined, nodeEnv: 'development', seed: 'none' }),
      ).rejects.toThrow(/is in use by another server/);
    } finally {
      held.release();
    }
  });

  it('refuses a data directory it cannot write', async () => {
    const file = join(await tempDir(), 'a-file');
    await writeFile(file, '');
    await expect(
      openDatabase({
        dataDir: join(file, 'data'),
        databaseUrl: undefined,
        nodeEnv: 'development',
        seed: 'none',
      }),
    ).rejects.toThrow(StartupError);
  });
});
