import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesOfChoice } from '#contract/open-matches';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { fillOpenMatches } from '#server/db-tools/large-seed/fill-open-matches';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { captureQueries, explain, scansOf } from '#test/support/query-plan';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { type BoardFilter, listBoard } from './open-matches-repository';

/**
 * The board's first page walks an index whatever the filter, never every game: plans, not
 * timings, at the large seed's 20,000 games (bench/open-matches.ts times them at that size).
 */
const GAMES = 20_000;
const PLAYERS = 5_000;

let t: TestDatabase;
let viewerId: string;

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await fillPlayers(t.db, { count: PLAYERS, courts: 1, passwordHash: 'x' });
  await fillOpenMatches(t.db, { count: GAMES, players: PLAYERS, courts: 0 });
  await t.db.exec('vacuum analyze');
  const [viewer] = await t.db.query<{ id: string }>(
    "select id from profiles where skill_level = 'intermediate' order by id limit 1",
  );
  viewerId = viewer?.id as string;
}, 120_000);

afterAll(() => t.drop());

async function statements(filter: Omit<BoardFilter, 'viewerId'>, signedIn = false) {
  const queries = await captureQueries((db) =>
    listBoard(db, { viewerId: signedIn ? viewerId : null, ...filter }, new Date()),
  );
  const page = queries.find((q) => !q.sql.includes('count(*)'));
  const count = queries.find((q) => q.sql.includes('count(*)'));
  if (!page || !count) throw new Error('no board statements');
  return { page, count };
}

const today = () => sofiaDate(new Date());

const FILTERS: [string, Omit<BoardFilter, 'viewerId'>, boolean?][] = [
  ['no filter', {}],
  ['date=today', { dates: datesOfChoice('today', today()) }],
  ['date=tomorrow', { dates: datesOfChoice('tomorrow', today()) }],
  ['date=weekend', { dates: datesOfChoice('weekend', today()) }],
  ['a day three weeks ahead', { dates: datesOfChoice(addDays(today(), 21), today()) }],
  ['time=evening', { time: 'evening' }],
  ['district', { district: 'boyana' }],
  ['format=doubles', { format: 'doubles' }],
  ['fits=me', { fits: true }, true],
  ['signed in', {}, true],
  [
    'a cursor page',
    { cursor: [Date.now() + 10 * 86_400_000, 'ffffffff-ffff-ffff-ffff-ffffffffffff'] },
  ],
];

describe('query plans of the open matches board', () => {
  it('reads each filter’s first page through the board’s index, never every game', async () => {
    for (const [name, filter, signedIn] of FILTERS) {
      const { page } = await statements(filter, signedIn);
      const used = scansOf((await explain(t.db, page)).plan);
      // A plain index scan, or a bitmap one where the filter spans two days (a weekend asked on
      // Saturday, when today's part is short): the board's index either way.
      expect(
        used.some((s) =>
          /^(Index Scan open_matches_board\w* on open_matches|Bitmap Index Scan open_matches_board\w*)$/.test(
            s,
          ),
        ),
        name,
      ).toBe(true);
      expect(used, name).not.toContain('Seq Scan on open_matches');
    }
  });

  it('counts a filter’s games through an index, a day’s through the day’s (migration 0037)', async () => {
    for (const [name, filter, signedIn] of FILTERS) {
      const { count } = await statements(filter, signedIn);
      const used = scansOf((await explain(t.db, count)).plan);
      expect(
        used.some((s) => /open_matches_board\w*( on open_matches)?$/.test(s)),
        name,
      ).toBe(true);
      expect(used, name).not.toContain('Seq Scan on open_matches');
      // The hidden organisers are looked up, not found by reading every profile.
      expect(used, name).not.toContain('Seq Scan on profiles');
      // A bitmap scan for a full day, a plain one for the evening's few games left today: the
      // day's index either way.
      if (filter.dates) {
        expect(
          used.some((s) => /Index Scan open_matches_board_date\b/.test(s)),
          name,
        ).toBe(true);
      }
    }
  });
});
