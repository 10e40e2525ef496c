import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, sofiaDate } from '#contract/sofia-time';
import {
  fillBookings,
  fillCourtClosures,
  fillCourtOwners,
} from '#server/db-tools/large-seed/fill-bookings';
import { fillCourts } from '#server/db-tools/large-seed/fill-courts';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { captureQueries, explain, scansOf } from '#test/support/query-plan';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { spanOf, startsAround, unitsHeldOn, type WhenQuery } from './court-when';

/**
 * The courts list asked "when" reads a day's accepted bookings on units through the index of
 * them by day (migration 0046), never every booking nor the index of a court's days: plans, not
 * timings, at a season of the large seed's bookings (bench/courts-when.ts times them at 2,000
 * courts).
 */
const COURTS = 150;
const PLAYERS = 500;
const DAYS = 14;

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await fillCourts(t.db, COURTS);
  await fillPlayers(t.db, { count: PLAYERS, courts: COURTS, passwordHash: 'x' });
  await fillCourtOwners(t.db, { courts: COURTS, players: PLAYERS });
  await fillCourtClosures(t.db, { courts: COURTS, days: DAYS });
  await fillBookings(t.db, { courts: COURTS, players: PLAYERS, days: DAYS });
  await t.db.exec('vacuum analyze');
}, 180_000);

afterAll(() => t.drop());

/** The statement a list asked `when` sends for the day's holds, as the repository sends it. */
async function heldStatement(when: WhenQuery) {
  const starts = startsAround(when, new Date());
  const { from, to } = spanOf(starts);
  const [statement] = await captureQueries((db) => unitsHeldOn(db, when.date, from, to));
  if (!statement) throw new Error('no statement for the day’s holds');
  return statement;
}

const tomorrow = () => addDays(sofiaDate(new Date()), 1);

const WHENS: [string, () => WhenQuery][] = [
  ['tomorrow morning', () => ({ date: tomorrow(), time: '10:00', durationHours: 1.5 })],
  ['tomorrow evening', () => ({ date: tomorrow(), time: '19:00', durationHours: 1 })],
  [
    'a week ahead, all afternoon',
    () => ({ date: addDays(tomorrow(), 6), time: '15:00', durationHours: 3 }),
  ],
];

describe('query plans of the courts list asked "when"', () => {
  it('reads the day’s accepted bookings through their index by day (migration 0046)', async () => {
    for (const [name, when] of WHENS) {
      const used = scansOf((await explain(t.db, await heldStatement(when()))).plan);
      expect(
        used.some((s) => /\bbookings_held_by_day\b/.test(s)),
        `${name}: ${used.join('; ')}`,
      ).toBe(true);
      expect(used, name).not.toContain('Seq Scan on bookings');
      // The index of a court's days leads with the court: a day of every court reads all of it.
      expect(
        used.some((s) => /\bbookings_court_day\b/.test(s)),
        name,
      ).toBe(false);
    }
  });
});
