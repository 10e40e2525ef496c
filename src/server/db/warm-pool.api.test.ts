import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { openWarmPool, POOL_SIZE } from './warm-pool';

// Pools exist on PostgreSQL only: the embedded database is one connection in the process.
describe.runIf(process.env.TEST_DB === 'postgres')('pools kept warm', () => {
  let database: TestDatabase;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    url = database.url as string;
  });
  afterAll(() => database?.drop());

  const backendsNamed = async (name: string) => {
    const [row] = await database.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [name],
    );
    return row?.n;
  };

  it('opens and sets up every connection before the pool is handed out, and keeps them when quiet', async () => {
    let setUps = 0;
    const pool = await openWarmPool({
      connectionString: url,
      application_name: 'warm-pool-test',
      size: 3,
      // pg closes a connection idle this long, unless the pool is at its fixed size.
      idleTimeoutMillis: 50,
      setUp: async (client) => {
        await client.query(`set statement_timeout = '7s'`);
        setUps++;
      },
    });
    try {
      expect(setUps).toBe(3);
      expect(pool.totalCount).toBe(3);
      expect(pool.idleCount).toBe(3);
      expect(await backendsNamed('warm-pool-test')).toBe(3);

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pool.totalCount).toBe(3);
      expect(await backendsNamed('warm-pool-test')).toBe(3);
      // Each of them runs with its settings, and no new one was opened to answer.
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          pool.query<{ t: string }>("select current_setting('statement_timeout') as t"),
        ),
      );
      expect(answers.map((answer) => answer.rows[0]?.t)).toEqual(['7s', '7s', '7s']);
      expect(setUps).toBe(3);
    } finally {
      await pool.end();
    }
  });

  it('fails as a whole, leaving nothing open, when a connection cannot be set up', async () => {
    let setUps = 0;
    const opening = openWarmPool({
      connectionString: url,
      application_name: 'warm-pool-failing',
      size: 3,
      setUp: async (client) => {
        setUps++;
        if (setUps === 2) await client.query('set no_such_setting = 1');
      },
    });
    await expect(opening).rejects.toThrow(/no_such_setting/);
    // Every connection was closed; a backend leaves pg_stat_activity as its process ends, a
    // moment after its socket closed (longer on a loaded machine).
    await expect.poll(() => backendsNamed('warm-pool-failing'), { timeout: 10_000 }).toBe(0);
  });

  it('the app’s database opens both of its pools at their full size', async () => {
    const [row] = await database.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend'`,
    );
    expect(row?.n).toBeGreaterThanOrEqual(2 * POOL_SIZE);
  });
});
