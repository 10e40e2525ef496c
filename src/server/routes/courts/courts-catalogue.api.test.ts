import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#contract/constants';
import {
  type CourtsPage,
  type CourtsQuery,
  courtsPageSchema,
  courtsQuerySchema,
} from '#contract/courts';
import { AMENITIES, AVAILABILITY, COURT_CONDITIONS, DISTRICTS, SURFACES } from '#contract/enums';
import type { Queryable } from '#server/db/db';
import { captureQueries } from '#test/support/query-plan';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { listedCourts } from './courts-catalogue';
import { courtsPageJson, distanceOrigin } from './courts-repository';

/**
 * Decision 032: the courts list is filtered from each process's copy of the listed courts,
 * which every request checks against the database's version of them.
 */
let t: TestDatabase;

/** Another process's view of the same database: its own copy of the courts. */
const processOf = (db: Queryable): Queryable & { statements: string[] } => {
  const statements: string[] = [];
  return {
    statements,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
};

/** Mid-month in Sofia: `covered_now` asks about that month. */
const inMonth = (month: number) => new Date(Date.UTC(2026, month - 1, 15, 12));

const page = async (
  db: Queryable,
  query: Partial<CourtsQuery> = {},
  now = new Date(),
): Promise<CourtsPage> =>
  courtsPageSchema.parse(JSON.parse(await courtsPageJson(db, query as CourtsQuery, now)));

const version = async () =>
  (
    await t.db.query<{ v: number }>(
      'select coalesce((select version from courts_catalogue), 0)::int as v',
    )
  )[0]?.v;

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await t.db.query(
    `insert into courts (name, name_en, address, postcode, district, surface, price_per_hour_cents,
       total_courts, lat, lng, rating, amenities, availability, setting, winter_cover,
       cover_from_month, cover_to_month, floodlights, heated)
     select 'Тенис клуб ' || (array['Лозенец', 'Младост', 'Витоша', 'Бояна', 'Дружба'])[1 + i % 5]
         || ' ' || i,
       case when i % 3 = 0 then 'Club ' || i end,
       'ул. Черни връх ' || i, '1000', ($2::text[])[1 + i % 8], ($3::text[])[1 + i % 5],
       500 + (i * 7) % 35 * 100 + (i % 4) * 25, 1 + i % 6,
       42.6 + (i * 37 % 100) / 400.0, 23.2 + (i * 53 % 100) / 400.0,
       case when i % 10 <> 0 then 1 + (i * 13 % 41) / 10.0 end,
       array(select a from unnest($4::text[]) with ordinality u(a, n) where (i >> (n::int % 7)) & 1 = 1),
       array(select a from unnest($5::text[]) with ordinality u(a, n) where (i >> n::int) & 1 = 1),
       (array['indoor', 'winter_cover', 'outdoor', 'outdoor', 'outdoor'])[1 + i % 5],
       case when i % 5 = 1 then 'balloon' end, case when i % 5 = 1 then 1 + i * 3 % 12 end,
       case when i % 5 = 1 then 1 + i * 7 % 12 end, i % 2 = 0, i % 3 = 0
     from generate_series(1, $1::int) i`,
    [300, [...DISTRICTS], [...SURFACES], [...AMENITIES], [...AVAILABILITY]],
  );
}, 60_000);

afterAll(() => t.drop());

describe('the courts catalogue', () => {
  it('reads the courts once, then only their version, one row', async () => {
    const process = processOf(t.db);
    await page(process);
    await page(process, { district: 'vitosha', surface: ['clay'] });
    await page(process, { q: 'лозенец' });
    expect(process.statements).toHaveLength(4);
    expect(process.statements.filter((sql) => sql.includes('from courts where'))).toHaveLength(1);
  });

  it('reads them once however many ask at once', async () => {
    const process = processOf(t.db);
    await Promise.all(Array.from({ length: 8 }, () => listedCourts(process)));
    expect(process.statements.filter((sql) => sql.includes('from courts where'))).toHaveLength(1);
  });

  it('reads the copy again when the version went back, and once when it moved meanwhile', async () => {
    // A database restored under a running process: its version went back, and must be read.
    const versions = ['7', '3', '3'];
    const copies = ['7', '3'];
    const restored = await captureQueries(
      async (db) => {
        for (let i = 0; i < versions.length; i++) await listedCourts(db);
      },
      (sql) =>
        sql.includes('from courts where')
          ? [{ version: copies.shift(), id: null }]
          : [{ version: versions.shift() }],
    );
    expect(restored.filter((q) => q.sql.includes('from courts where'))).toHaveLength(2);
    // Courts changed between the version's reading and the copy's: the newer copy is taken.
    const moved = await captureQueries(
      (db) => listedCourts(db),
      (sql) => [{ version: sql.includes('from courts where') ? '9' : '8', id: null }],
    );
    expect(moved).toHaveLength(2);
  });

  it('shows every change to the courts as soon as it is committed, in every process', async () => {
    const one = processOf(t.db);
    const two = processOf(t.db);
    const before = await page(one);
    await page(two);
    const best = before.items[0];
    if (!best) throw new Error('no courts');

    await t.db.query(`update courts set hidden_at = now() where id = $1`, [best.id]);
    expect((await page(one)).items[0]?.id).not.toBe(best.id);
    expect((await page(two)).items[0]?.id).not.toBe(best.id);

    await t.db.query(`update courts set hidden_at = null, name = 'Преименуван' where id = $1`, [
      best.id,
    ]);
    expect((await page(two)).items[0]).toMatchObject({ id: best.id, name: 'Преименуван' });

    const [added] = await t.db.query<{ id: string }>(
      `insert into courts (name, address, postcode, district, surface, price_per_hour_cents,
         total_courts, lat, lng, rating)
       values ('Нов корт', 'ул. Нова 1', '1000', 'boyana', 'grass', 3000, 1, 42.65, 23.27, 5)
       returning id`,
    );
    expect((await page(one, { q: 'нов корт' })).items.map((court) => court.id)).toEqual([
      added?.id,
    ]);
    await t.db.query('delete from courts where id = $1', [added?.id]);
    expect((await page(two, { q: 'нов корт' })).items).toEqual([]);
  });

  it('raises the version once a transaction, when it commits, and not when it rolls back', async () => {
    const start = await version();
    await t.db.transaction(async (tx) => {
      await tx.query(`update courts set price_per_hour_cents = price_per_hour_cents + 100 where id in
        (select id from courts order by id limit 3)`);
      await tx.query(`update courts set price_per_hour_cents = price_per_hour_cents - 100 where id in
        (select id from courts order by id limit 3)`);
      await tx.query(`delete from courts where name = 'nothing of the kind'`);
    });
    expect(await version()).toBe((start ?? 0) + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`update courts set name = 'Отменено' where id in
          (select id from courts order by id limit 1)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe((start ?? 0) + 1);
  });
});

/**
 * The filters as PostgreSQL applied them before decision 032, the oracle for the copy's: the
 * same courts, in the same order, with the same distances.
 */
async function expected(
  query: CourtsQuery,
  month: number,
): Promise<{ ids: string[]; km: number[] }> {
  const origin = distanceOrigin(query);
  const km = `(12742 * asin(sqrt(power(sin(radians(lat - $1) / 2), 2)
    + cos(radians($1)) * cos(radians(lat)) * power(sin(radians(lng - $2) / 2), 2))))`;
  const params: unknown[] = [origin.lat, origin.lng];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['hidden_at is null'];
  if (query.q) where.push(`search_name like '%' || tennis_fold(${add(query.q)}) || '%'`);
  if (query.district) where.push(`district = ${add(query.district)}`);
  if (query.priceMin !== undefined)
    where.push(`price_per_hour_cents >= ${add(query.priceMin)}::numeric * 100`);
  if (query.priceMax !== undefined)
    where.push(`price_per_hour_cents <= ${add(query.priceMax)}::numeric * 100`);
  if (query.minRating) where.push(`coalesce(rating, 0) >= ${add(query.minRating)}`);
  if (query.surface?.length) where.push(`surface = any(${add(query.surface)})`);
  if (query.amenities?.length) where.push(`amenities @> ${add(query.amenities)}::text[]`);
  if (query.availability?.length) {
    where.push(`availability && ${add(query.availability)}::text[]`);
  }
  if (query.conditions?.includes('covered_now')) {
    const m = add(month);
    where.push(`(setting = 'indoor' or setting = 'winter_cover' and case
      when cover_from_month <= cover_to_month then ${m} between cover_from_month and cover_to_month
      else ${m} >= cover_from_month or ${m} <= cover_to_month end)`);
  }
  if (query.conditions?.includes('floodlights')) where.push('floodlights');
  if (query.conditions?.includes('heated')) where.push('heated');
  if (query.maxDistance !== undefined) where.push(`${km} <= ${add(query.maxDistance)}`);
  const rows = await t.db.query<{ id: string; km: number }>(
    `select id, round((${km})::numeric, 1)::float8 as km from courts
     where ${where.join(' and ')} order by coalesce(rating, -1) desc, id desc`,
    params,
  );
  return { ids: rows.map((row) => row.id), km: rows.map((row) => row.km) };
}

const some = <T>(values: readonly T[]) =>
  fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined });

const queries: fc.Arbitrary<CourtsQuery> = fc.record(
  {
    q: fc.constantFrom('лозенец', 'club 1', 'ЧЕРНИ', 'Tennis', 'ц', 'nothing'),
    district: fc.constantFrom(...DISTRICTS),
    // The filter's steps of 2.50 €: 5–30 € and 20–50 €.
    priceMin: fc.integer({ min: 2, max: 12 }).map((steps) => steps * 2.5),
    priceMax: fc.integer({ min: 8, max: 20 }).map((steps) => steps * 2.5),
    minRating: fc.constantFrom(1, 2.5, 3, 4.2),
    surface: some(SURFACES),
    amenities: some(AMENITIES.slice(0, 4)),
    availability: some(AVAILABILITY),
    conditions: some(COURT_CONDITIONS),
    maxDistance: fc.double({ min: 0.5, max: 15, noNaN: true }),
    near: fc.tuple(
      fc.double({ min: 42.6, max: 42.85, noNaN: true }),
      fc.double({ min: 23.2, max: 23.45, noNaN: true }),
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<CourtsQuery>;

describe('the copy filters as the database did', () => {
  it('finds the same courts in the same order, with the same distances and total', async () => {
    await fc.assert(
      fc.asyncProperty(queries, fc.integer({ min: 1, max: 12 }), async (query, month) => {
        const want = await expected(query, month);
        const got = await page(t.db, query, inMonth(month));
        expect(got.items.map((court) => court.id)).toEqual(want.ids.slice(0, PAGE_SIZE));
        expect(got.items.map((court) => court.distanceKm)).toEqual(want.km.slice(0, PAGE_SIZE));
        expect(got.total).toBe(want.ids.length);
        if (got.nextCursor) {
          const next = await courtsPageJson(
            t.db,
            { ...query, cursor: courtsQuerySchema.parse({ cursor: got.nextCursor }).cursor },
            inMonth(month),
          );
          expect(courtsPageSchema.parse(JSON.parse(next)).items[0]?.id).toBe(want.ids[PAGE_SIZE]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
