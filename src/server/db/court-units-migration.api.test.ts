import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COURTS } from '#server/db-tools/sample-data';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

const MIGRATION = new URL('./migrations/0041_court_units.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** The database as it was before units: bookings counted against the number of courts. */
async function withoutUnits() {
  // Closures came after units and name them: gone with them, their table left for the app.
  await t.db.exec(`
    delete from court_closures;
    alter table court_closures drop constraint court_closures_unit_id_fkey;
    alter table bookings drop constraint bookings_unit_once;
    alter table bookings drop column unit_id;
    drop trigger court_units_follow_total on courts;
    drop function court_units_follow_total();
    drop table court_units;
    alter table courts drop column instant_booking;`);
}

describe('the move to court units', () => {
  it('gives every court its units and the accepted bookings one each, in order of acceptance', async () => {
    const court = SAMPLE_COURTS.find((c) => c.totalCourts === 2);
    if (!court) throw new Error('a sample court with two courts is needed');
    await t.db.query(`delete from bookings where court_id = $1`, [court.id]);
    const [player] = await t.db.query<{ id: string }>('select id from profiles limit 1');
    await withoutUnits();
    // Three accepted bookings overlapping at 10:30 on a club of two: the court was overbooked
    // (before units, a start could be counted wrongly); the one accepted last keeps no unit.
    const at = (start: string, end: string, acceptedAt: string, status = 'accepted') =>
      t.db.query<{ id: string }>(
        `insert into bookings (court_id, requester_id, local_date, start_minute,
           duration_minutes, price_cents, starts_at, ends_at, status, created_at, updated_at)
         values ($1, $2, '2030-06-03', 0, 60, 2000, $3, $4, $6, '2030-01-01', $5) returning id`,
        [court.id, player?.id, start, end, acceptedAt, status],
      );
    const [first] = await at('2030-06-03T07:00Z', '2030-06-03T08:00Z', '2030-01-02');
    const [second] = await at('2030-06-03T07:30Z', '2030-06-03T08:30Z', '2030-01-03');
    const [last] = await at('2030-06-03T07:30Z', '2030-06-03T08:00Z', '2030-01-04');
    const [after] = await at('2030-06-03T08:00Z', '2030-06-03T09:00Z', '2030-01-05');
    const [pending] = await at('2030-06-03T07:00Z', '2030-06-03T08:00Z', '2030-01-06', 'pending');

    await t.db.exec(await readFile(MIGRATION, 'utf8'));

    const units = await t.db.query<{ court_id: string; n: number }>(
      `select c.id as court_id, count(u.id)::int as n from courts c
       left join court_units u on u.court_id = c.id group by c.id, c.total_courts
       having count(u.id) <> c.total_courts`,
    );
    expect(units).toEqual([]);
    const placed = await t.db.query<{ id: string; position: number | null }>(
      `select b.id, u.position from bookings b left join court_units u on u.id = b.unit_id
       where b.court_id = $1`,
      [court.id],
    );
    const positionOf = new Map(placed.map((row) => [row.id, row.position]));
    expect(positionOf.get(first?.id ?? '')).toBe(1);
    expect(positionOf.get(second?.id ?? '')).toBe(2);
    expect(positionOf.get(last?.id ?? '')).toBeNull();
    expect(positionOf.get(after?.id ?? '')).toBe(1);
    expect(positionOf.get(pending?.id ?? '')).toBeNull();
    const [{ instant } = { instant: true }] = await t.db.query<{ instant: boolean }>(
      'select instant_booking as instant from courts where id = $1',
      [court.id],
    );
    expect(instant).toBe(false);
  });
});
