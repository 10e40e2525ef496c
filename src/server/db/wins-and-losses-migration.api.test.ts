import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

const MIGRATION = new URL('./migrations/0034_wins_and_losses_from_results.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

type Counts = { id: string; wins: number; losses: number; rated_results: number };

const counts = () =>
  t.db.query<Counts>(
    'select id, wins, losses, rated_results from profiles where id = any($1::uuid[]) order by id',
    [SAMPLE_PLAYERS.map((player) => player.id)],
  );

describe('wins and losses counted again from the confirmed results', () => {
  it('replaces made-up totals with the counts the results make', async () => {
    const [maria, georgi] = SAMPLE_PLAYERS;
    const seeded = await counts();
    // As the sample data left them before: totals beside a handful of results.
    await t.db.query('update profiles set wins = 52, losses = 26 where id = $1', [maria?.id]);
    await t.db.query('update profiles set wins = 0, losses = 0 where id = $1', [georgi?.id]);

    await t.db.exec(await readFile(MIGRATION, 'utf8'));

    const after = await counts();
    expect(after).toEqual(seeded);
    for (const row of after) expect(row.wins + row.losses, row.id).toBe(row.rated_results);
  });
});
