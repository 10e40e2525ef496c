import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#contract/enum-values';
import { PROPOSAL_DAYS, PROPOSAL_MIN_MINUTES, PROPOSALS_LIMIT } from '#contract/proposals';
import { START_DEVIATION } from '#contract/rating-values';
import { addDays, minutesOf, sofiaDate, sofiaTime, weekdayOf } from '#contract/sofia-time';
import { fillCourtOwners } from '#server/db-tools/large-seed/fill-bookings';
import { fillCourts } from '#server/db-tools/large-seed/fill-courts';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { fillSchedules } from '#server/db-tools/large-seed/fill-schedules';
import { playerId } from '#server/db-tools/large-seed/ids';
import { rnd } from '#server/db-tools/large-seed/sql-random';
import { winChance } from '#server/ratings/glicko';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { fairestDrafts, fairnessOf, proposalsFor } from './proposals';
import { findHolder, hourStartsOf, type ScheduleHolder } from './proposals-repository';
import { nextHalfHour } from './shared-moments';

/**
 * A deterministic world of a few hundred players (the large seed's schedules, ratings for most,
 * blocks, pauses, players who asked not to be suggested, hidden ones), and each rule of the
 * proposals checked as a property over viewers and moments fast-check picks.
 */
const PLAYERS = 300;
let t: TestDatabase;
let holders: Map<string, ScheduleHolder>;
let blocked: Set<string>;
let unseen: Set<string>;

const pair = (a: string, b: string) => [a, b].sort().join(' ');

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await fillCourts(t.db, 24);
  await fillPlayers(t.db, { count: PLAYERS, courts: 24, passwordHash: 'x', allConfirmed: true });
  await fillCourtOwners(t.db, { courts: 24, players: PLAYERS });
  await fillSchedules(t.db, { count: PLAYERS });
  // Ratings for two thirds, each with its deviation; a block in every ninth pair of neighbours;
  // a few not suggested, hidden, or paused until a few days on.
  await t.db.query(
    `update profiles p set rating = 900 + ${rnd('i', 60, 1500)},
       rating_deviation = 40 + ${rnd('i', 61, 300)}
     from generate_series(1, ${PLAYERS}) i where p.id = ${playerId('i')} and i % 3 <> 0`,
  );
  await t.db.query(
    `insert into blocks (blocker_id, blocked_id)
     select ${playerId('i')}, ${playerId('(i + 1 + i % 7)')} from generate_series(1, ${PLAYERS - 8}) i
     where i % 9 = 0`,
  );
  await t.db.query(
    `update player_schedules s set suggest_me = false from generate_series(1, ${PLAYERS}) i
     where s.user_id = ${playerId('i')} and i % 17 = 0`,
  );
  await t.db.query(
    `update profiles p set hidden_at = now() from generate_series(1, ${PLAYERS}) i
     where p.id = ${playerId('i')} and i % 23 = 0`,
  );
  await t.db.query(
    `update player_schedules s set paused_until = current_date + (i % 5)
     from generate_series(1, ${PLAYERS}) i where s.user_id = ${playerId('i')} and i % 13 = 0`,
  );
  const ids = await t.db.query<{ user_id: string }>('select user_id from player_schedules');
  holders = new Map();
  for (const { user_id } of ids) {
    const holder = await findHolder(t.db, user_id, START_DEVIATION);
    if (holder) holders.set(user_id, holder);
  }
  const blocks = await t.db.query<{ a: string; b: string }>(
    'select blocker_id as a, blocked_id as b from blocks',
  );
  blocked = new Set(blocks.map(({ a, b }) => pair(a, b)));
  const hidden = await t.db.query<{ id: string }>(
    `select p.id from profiles p left join player_schedules s on s.user_id = p.id
     where p.hidden_at is not null or not p.listed or s.suggest_me is false`,
  );
  unseen = new Set(hidden.map(({ id }) => id));
}, 120_000);

afterAll(() => t.drop());

const weekdayNumber = (date: string) => WEEKDAYS.indexOf(weekdayOf(date)) + 1;

const viewerArb = fc.integer({ min: 1, max: PLAYERS });
// Any moment of a fortnight from Monday 1 June 2026, on the minute.
const nowArb = fc
  .integer({ min: 0, max: 14 * 24 * 60 - 1 })
  .map((minute) => new Date(Date.parse('2026-05-31T21:00:00Z') + minute * 60_000));

async function viewerAt(i: number) {
  const [row] = await t.db.query<{ id: string }>(`select ${playerId(String(i))} as id`);
  return row?.id as string;
}

describe('proposals in a world of players', () => {
  it("keep in each schedule the hours its windows hold, as the viewer's are reckoned", async () => {
    const rows = await t.db.query<{ id: string; hours: number[] }>(
      'select user_id as id, hour_starts as hours from player_schedules',
    );
    for (const row of rows) {
      const holder = holders.get(row.id) as ScheduleHolder;
      expect([...row.hours].sort((a, b) => a - b)).toEqual(
        hourStartsOf(holder.windows).sort((a, b) => a - b),
      );
    }
    const [some] = rows.filter((r) => r.hours.length > 0);
    // Taken back after: the other properties read this world as it was.
    const emptied = await t.db
      .transaction(async (tx) => {
        await tx.query('delete from schedule_windows where user_id = $1', [some?.id]);
        const [row] = await tx.query<{ hours: number[] }>(
          'select hour_starts as hours from player_schedules where user_id = $1',
          [some?.id],
        );
        throw Object.assign(new Error('roll back'), { row });
      })
      .catch((error: { row?: { hours: number[] } }) => error.row);
    expect(emptied?.hours).toEqual([]);
  });

  it('take the same fairest drafts a page at a time, asking only hours still to come, as in one read of every candidate', async () => {
    await fc.assert(
      fc.asyncProperty(viewerArb, nowArb, fc.integer({ min: 1, max: 5 }), async (i, now, page) => {
        const viewer = holders.get(await viewerAt(i));
        if (!viewer || viewer.windows.length === 0) return;
        const today = sofiaDate(now);
        const earliest = nextHalfHour(minutesOf(sofiaTime(now)) + 1);
        const ids = async (pages: { first: number; next: number; everyHour?: boolean }) =>
          (await fairestDrafts(t.db, viewer, today, earliest, pages)).map((d) => d.other.id);
        expect(await ids({ first: page, next: page })).toEqual(
          await ids({ first: PLAYERS, next: PLAYERS, everyHour: true }),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('keep every rule for any viewer at any moment', async () => {
    let proposed = 0;
    await fc.assert(
      fc.asyncProperty(viewerArb, nowArb, async (i, now) => {
        const viewerId = await viewerAt(i);
        const viewer = holders.get(viewerId);
        const { state, items } = await proposalsFor(t.db, viewerId, now);
        if (!viewer || viewer.windows.length === 0) {
          expect(state).toBe('no_windows');
          return;
        }
        expect(items.length).toBeLessThanOrEqual(PROPOSALS_LIMIT);
        const today = sofiaDate(now);
        let lastFairness = -1;
        for (const proposal of items) {
          proposed += 1;
          const other = holders.get(proposal.player.id);
          if (!other) throw new Error('a proposal of a player without a schedule');
          // Never a blocked pair, a hidden or unsuggested player, a paused one that day.
          expect(blocked.has(pair(viewerId, other.id))).toBe(false);
          expect(unseen.has(other.id)).toBe(false);
          for (const side of [viewer, other]) {
            expect(side.pausedUntil === null || proposal.date > side.pausedUntil).toBe(true);
          }
          // Inside a window of each, in the seven days, long enough, not begun.
          expect(proposal.date >= today && proposal.date <= addDays(today, PROPOSAL_DAYS - 1)).toBe(
            true,
          );
          const start = minutesOf(proposal.from);
          const end = proposal.until === '24:00' ? 1440 : minutesOf(proposal.until);
          expect(end - start).toBeGreaterThanOrEqual(PROPOSAL_MIN_MINUTES);
          for (const side of [viewer, other]) {
            expect(
              side.windows.some(
                (w) =>
                  w.weekday === weekdayNumber(proposal.date) && w.start <= start && end <= w.end,
              ),
            ).toBe(true);
          }
          if (proposal.date === today) {
            expect(start).toBeGreaterThan(minutesOf(sofiaTime(now)));
          }
          // Each at a level the other wants, a format both play, a place both named.
          expect(other.levels).toContain(viewer.level);
          expect(viewer.levels).toContain(other.level);
          expect(viewer.formats).toContain(proposal.format);
          expect(other.formats).toContain(proposal.format);
          if (proposal.court) {
            expect(viewer.courtIds).toContain(proposal.court.id);
            expect(other.courtIds).toContain(proposal.court.id);
          } else {
            expect(viewer.districts).toContain(proposal.district);
            expect(other.districts).toContain(proposal.district);
          }
          // The chance is Glicko-2's, and the order is by fairness first.
          expect(proposal.winChance).toBeCloseTo(winChance(viewer, other), 10);
          const fairness = fairnessOf(proposal.winChance);
          expect(fairness).toBeGreaterThanOrEqual(lastFairness);
          lastFairness = fairness;
        }
      }),
      { numRuns: 60, seed: 20261128 },
    );
    // The world is not so sparse that the rules were checked on nothing.
    expect(proposed).toBeGreaterThan(60);
  });

  it('propose the same pairs from either side, with the chances turned round', async () => {
    const now = new Date('2026-06-03T09:00:00Z');
    let mirrored = 0;
    for (let i = 1; i <= 40; i++) {
      const viewerId = await viewerAt(i);
      const { items } = await proposalsFor(t.db, viewerId, now);
      for (const proposal of items.slice(0, 3)) {
        const back = await proposalsFor(t.db, proposal.player.id, now);
        const mirror = back.items.find((p) => p.player.id === viewerId);
        // The other side may have fairer proposals ahead of this one past the limit.
        if (!mirror) continue;
        mirrored += 1;
        expect(mirror.winChance).toBeCloseTo(1 - proposal.winChance, 10);
        expect([mirror.date, mirror.from, mirror.until]).toEqual([
          proposal.date,
          proposal.from,
          proposal.until,
        ]);
      }
    }
    expect(mirrored).toBeGreaterThan(10);
  });
});
