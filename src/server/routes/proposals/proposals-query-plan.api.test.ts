import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIRNESS_STEP } from '#contract/proposals';
import { START_DEVIATION } from '#contract/rating-values';
import { addDays, sofiaDate, weekStartOf } from '#contract/sofia-time';
import { fillCourts } from '#server/db-tools/large-seed/fill-courts';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { fillRatings } from '#server/db-tools/large-seed/fill-ratings';
import { fillSchedules } from '#server/db-tools/large-seed/fill-schedules';
import { captureQueries, explain, planNodes } from '#test/support/query-plan';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { findCandidates, findHolder, hourStartsOf } from './proposals-repository';

/**
 * The candidates' statement reads every player of the viewer's places only as far as ordering
 * them takes (their schedule's row and profile, with the hours the windows hold, migration
 * 0050), and the windows of a page's players alone: plans, not timings, at a few thousand
 * scheduled players (bench/proposals.ts times it at 100,000).
 */
const PLAYERS = 3_000;
const PAGE = 40;

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await fillCourts(t.db, 40);
  await fillPlayers(t.db, { count: PLAYERS, courts: 40, passwordHash: 'x', allConfirmed: true });
  await fillRatings(t.db, { count: PLAYERS });
  await fillSchedules(t.db, { count: PLAYERS });
  await t.db.exec('vacuum analyze');
}, 180_000);

afterAll(() => t.drop());

/** The statement for the first viewers with windows, with its EXPLAIN ANALYZE. */
async function plansOfViewers(count: number) {
  const ids = await t.db.query<{ user_id: string }>(
    `select user_id from player_schedules s
     where exists (select 1 from schedule_windows w where w.user_id = s.user_id)
     order by md5(user_id::text) limit $1`,
    [count],
  );
  const today = sofiaDate(new Date());
  const plans = [];
  for (const { user_id } of ids) {
    const viewer = await findHolder(t.db, user_id, START_DEVIATION);
    if (!viewer) throw new Error('a viewer without a schedule');
    const [statement] = await captureQueries((db) =>
      findCandidates(db, viewer, {
        lastDate: addDays(today, 6),
        weekStart: weekStartOf(today),
        hourStarts: hourStartsOf(viewer.windows),
        startDeviation: START_DEVIATION,
        fairnessStep: FAIRNESS_STEP,
        limit: PAGE,
      }),
    );
    if (!statement) throw new Error('no statement for the candidates');
    plans.push((await explain(t.db, statement, { analyze: true })).plan);
  }
  return plans;
}

describe('query plan of the proposals’ candidates', () => {
  it('asks the windows only of the page’s players, once each, after the page is taken', async () => {
    for (const plan of await plansOfViewers(5)) {
      const nodes = planNodes(plan);
      expect(nodes.some((n) => n['Node Type'] === 'Limit')).toBe(true);
      const windows = nodes.filter((n) => n['Relation Name'] === 'schedule_windows');
      // The windows' rows are read for the page's players, once each: never to find them.
      expect(windows.length).toBeGreaterThan(0);
      for (const scan of windows) {
        expect(scan['Actual Loops'] as number).toBeLessThanOrEqual(PAGE);
      }
      // Nor are they asked to find the candidates: the schedules' hours are (migration 0050).
      const schedules = nodes.filter((n) => n['Relation Name'] === 'player_schedules');
      expect(schedules.some((scan) => String(scan.Filter ?? '').includes('hour_starts'))).toBe(
        true,
      );
    }
  });
});
