import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import type { Queryable } from './db';
import { withGenericPlans } from './generic-plans';
import { PLANNER_SETTINGS } from './planner-settings';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database?.drop());

it('plans every connection with the app’s planner settings', async () => {
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) {
    const [row] = await database.db.query<Record<string, string>>(`show ${name}`);
    expect(row?.[name], name).toBe(value);
  }
});

it('runs a statement marked for a generic plan on a connection that keeps one', async () => {
  const mode = async (db: Queryable) => {
    const [row] = await db.query<{ mode: string }>(
      `select current_setting('plan_cache_mode') as mode, $1::int as one`,
      [1],
    );
    return row?.mode;
  };
  expect(await mode(database.db)).toBe('force_custom_plan');
  // The embedded database has one connection: there the mark is a comment.
  expect(await mode(withGenericPlans(database.db))).toBe(
    database.db.kind === 'postgres' ? 'force_generic_plan' : 'force_custom_plan',
  );
});
