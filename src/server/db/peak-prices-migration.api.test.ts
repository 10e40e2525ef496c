import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COURTS, SAMPLE_VISITS } from '#server/db-tools/sample-data';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

const MIGRATION = new URL('./migrations/0043_peak_prices.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('the peak prices migration', () => {
  it('prices each booking made before it at its court’s hourly price × its hours, to the cent', async () => {
    const court = SAMPLE_COURTS[1]?.id;
    // The database as it was before: no peak prices, no booking prices.
    await t.db.exec(`
      alter table courts drop constraint courts_peak_price_when;
      alter table courts drop column peak_price_per_hour_cents,
        drop column peak_weekdays_from_minute, drop column peak_weekends;
      alter table bookings drop column price_cents;`);
    await t.db.query('update courts set price_per_hour_cents = 1999 where id = $1', [court]);

    await t.db.exec(await readFile(MIGRATION, 'utf8'));

    const rows = await t.db.query<{
      court_id: string;
      duration_minutes: number;
      price_cents: number;
    }>('select court_id, duration_minutes, price_cents from bookings where id = any($1::uuid[])', [
      SAMPLE_VISITS.map((visit) => visit.id),
    ]);
    expect(rows.length).toBeGreaterThan(0);
    const atCourt = rows.filter((row) => row.court_id === court);
    // 19.99 € × 1.5 hours = 29.985 € → 29.99 €.
    expect(atCourt.map((row) => [row.duration_minutes, row.price_cents])).toContainEqual([
      90, 2999,
    ]);
    expect(atCourt.every((row) => row.price_cents === 2999)).toBe(true);
    const courts = await t.db.query<{ peak: number | null; weekends: boolean }>(
      'select peak_price_per_hour_cents as peak, peak_weekends as weekends from courts',
    );
    expect(courts.every((row) => row.peak === null && !row.weekends)).toBe(true);
  });

  it('refuses a peak price that applies at no time, or times without a peak price', async () => {
    const court = SAMPLE_COURTS[0]?.id;
    const set = (price: number | null, from: number | null, weekends: boolean) =>
      t.db.query(
        `update courts set peak_price_per_hour_cents = $2, peak_weekdays_from_minute = $3,
           peak_weekends = $4 where id = $1`,
        [court, price, from, weekends],
      );
    await expect(set(2500, null, false)).rejects.toThrow(/courts_peak_price_when/);
    await expect(set(null, 1020, false)).rejects.toThrow(/courts_peak_price_when/);
    await expect(set(2500, 1025, false)).rejects.toThrow(/check/);
    await expect(set(2500, 1440, false)).rejects.toThrow(/check/);
    await set(2500, 1410, false);
    await set(50_000, 0, true);
    await set(null, null, false);
  });
});
