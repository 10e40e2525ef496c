import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
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
