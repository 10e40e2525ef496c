import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CourtsQuery } from '../../../contract/courts';
import { isGenericPlanned } from '../../db/generic-plans';
import { captureQueries, explain, scansOf } from '../../test-support/query-plan';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { courtsPageJson } from './courts-repository';

/**
 * The courts list uses its indexes. Plans, not timings: a few thousand courts after VACUUM
 * ANALYZE are enough for the planner to choose as it does at full size (bench/lists.ts).
 */
const COURTS = 3000;

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  // One court in five has 'Лозенец' in its name, as in the bench's data.
  await t.db.query(
    `insert into courts (name, address, postcode, district, surface, price_per_hour,
       total_courts, lat, lng, rating)
     select 'Тенис клуб ' || (array['Лозенец', 'Младост', 'Витоша', 'Бояна', 'Дружба'])[1 + i % 5]
         || ' ' || i,
       'ул. ' || (array['Криволак', 'Витоша', 'Черни връх', 'Бояна', 'Искър'])[1 + i % 5] || ' ' || i,
       '1000', 'center', 'clay', 20 + i % 40, 1 + i % 6, 42.69, 23.32, 1 + (i % 40) / 10.0
     from generate_series(1, $1::int) i`,
    [COURTS],
  );
  await t.db.exec('vacuum analyze');
}, 60_000);

afterAll(() => t.drop());

it('counts a search matching a fifth of the courts through the trigram index', async () => {
  // Priced for pages in memory (planner-settings.ts); at PostgreSQL's default cost of a page
  // read at random, it tested the name of every court instead (4.8 → 0.9 ms at 5,000 courts).
  const queries = await captureQueries((db) => courtsPageJson(db, { q: 'лозенец' } as CourtsQuery));
  const count = queries.find((q) => q.sql.includes('count(*)'));
  if (!count) throw new Error('no count query');
  const scans = scansOf((await explain(t.db, count)).plan);
  expect(scans).toContain('Bitmap Index Scan courts_search_name_trgm');
  expect(scans).not.toContain('Seq Scan on courts');
});

it('keeps one plan for a page after a cursor, walking the rating order', async () => {
  // Decision 030: with no free value in the filter, the cursor's key is the only one, and the
  // plan made without it still reads the courts in list order.
  const cursor = [3.5, 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;
  const queries = await captureQueries((db) =>
    courtsPageJson(db, { cursor, surface: ['clay'] } as unknown as CourtsQuery),
  );
  const page = queries.find((q) => !q.sql.includes('count(*)'));
  if (!page) throw new Error('no page query');
  expect(isGenericPlanned(page.sql)).toBe(true);
  const scans = scansOf((await explain(t.db, page)).plan);
  expect(scans).toContain('Index Scan courts_order on courts');
  // A price is a free value: planned with it at every run.
  const priced = await captureQueries((db) =>
    courtsPageJson(db, { cursor, priceMax: 30 } as unknown as CourtsQuery),
  );
  expect(priced.some((q) => isGenericPlanned(q.sql))).toBe(false);
});
