import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import type { Db } from './db';
import { PLANNER_SETTINGS } from './planner-settings';

describe.skipIf(process.env.TEST_DB !== 'postgres')('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    db = database.db;
    await db.exec('create table t (id int primary key)');
  });
  afterAll(() => database?.drop());

  it('prepares a statement once per connection and plans each run with its values', async () => {
    const seen = await db.transaction(async (tx) => {
      // Named once it has run often (prepared-statements.ts), then prepared once.
      for (let id = 0; id < 12; id++) await tx.query('select id from t where id = $1', [id]);
      const prepared = await tx.query<{ statement: string }>(
        'select statement from pg_prepared_statements',
      );
      const [mode] = await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      return { prepared: prepared.map((p) => p.statement), mode: mode?.plan_cache_mode };
    });
    expect(seen.prepared.filter((s) => s === 'select id from t where id = $1')).toHaveLength(1);
    expect(seen.mode).toBe(PLANNER_SETTINGS.plan_cache_mode);
  });

  it('still answers a statement whose result columns a migration changed', async () => {
    // Named once it has run often, then every connection of the pool prepares it; then the
    // table gains a column.
    const insert = 'insert into t (id) values ($1) returning *';
    for (let i = 0; i < 10; i++) await db.query(insert, [100 + i]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => db.query(insert, [110 + i])));
    await db.exec('alter table t add column note text');
    const rows = await Promise.all(
      Array.from({ length: 10 }, (_, i) => db.query(insert, [200 + i])),
    );
    expect(rows.flat()).toContainEqual({ id: 200, note: null });
  });
});
