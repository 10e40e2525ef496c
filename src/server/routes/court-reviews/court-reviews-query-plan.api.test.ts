import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cursor } from '#contract/cursor';
import { captureQueries, explain, scansOf } from '#test/support/query-plan';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { showUpCounts } from '../no-shows/no-shows-repository';
import { listCourtReviews } from './court-reviews-repository';

/**
 * A court's reviews and a player's show-up record use their indexes; the courts'
 * rating sort and filter are the copy's (decision 032, courts-catalogue.api.test.ts). Plans, not
 * timings: a few thousand rows after ANALYZE.
 */
const COURTS = 3000;
const PLAYERS = 400;
const BOOKINGS = 12_000;

let t: TestDatabase;
const busyCourt = '20000000-0000-4000-8000-000000000001';
const busyPlayer = '30000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  const db = t.db;
  await db.query(
    `insert into courts (id, name, address, postcode, district, surface,
       price_per_hour_cents, total_courts, lat, lng)
     select case when i = 1 then $2::uuid else md5('c' || i)::uuid end, 'Корт ' || i,
       'ул. ' || i, '1000',
       (array['center', 'vitosha', 'mladost', 'lozenets', 'boyana'])[1 + i % 5],
       (array['clay', 'hard', 'grass'])[1 + i % 3], (10 + i % 15) * 100, 2,
       42.6 + (i % 100) / 1000.0, 23.3 + (i % 70) / 1000.0
     from generate_series(1, $1::int) i`,
    [COURTS, busyCourt],
  );
  await db.query(
    `insert into profiles (id, name)
     select case when i = 1 then $2::uuid else md5('p' || i)::uuid end, 'Играч ' || i
     from generate_series(1, $1::int) i`,
    [PLAYERS, busyPlayer],
  );
  // Bookings spread over the courts and players, a tenth of them at one court by one player.
  await db.query(
    `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
       price_cents, starts_at, ends_at, status, created_at, updated_at)
     select case when i % 10 = 0 then $2::uuid else md5('c' || (1 + i % $3::int))::uuid end,
       case when i % 10 = 0 then $4::uuid else md5('p' || (2 + i % ($5::int - 1)))::uuid end,
       date '2026-01-01' + i % 300, 600, 60, 2000,
       timestamptz '2026-01-01 08:00Z' + make_interval(days => i % 300, mins => i % 600),
       timestamptz '2026-01-01 09:00Z' + make_interval(days => i % 300, mins => i % 600),
       (array['accepted', 'accepted', 'declined', 'cancelled', 'pending'])[1 + i % 5],
       now(), now()
     from generate_series(1, $1::int) i`,
    [BOOKINGS, busyCourt, COURTS, busyPlayer, PLAYERS],
  );
  // Reviews of the accepted ones, without the per-row trigger; then every rating at once.
  await db.exec('alter table court_reviews disable trigger court_reviews_rating');
  await db.query(
    `insert into court_reviews (booking_id, court_id, author_id, stars, created_at, updated_at)
     select id, court_id, requester_id, 1 + abs(hashtext(id::text)) % 5, ends_at, ends_at
     from bookings where status = 'accepted'`,
  );
  await db.exec('alter table court_reviews enable trigger court_reviews_rating');
  await db.exec(
    `update courts c set rating = r.mean, review_count = r.n
     from (select court_id, round(avg(stars)::numeric, 1) as mean, count(*)::int as n
           from court_reviews group by court_id) r
     where c.id = r.court_id`,
  );
  // Marks on a twentieth of the accepted bookings, the busy player's among them.
  await db.exec(
    `insert into no_shows (booking_id, player_id, marked_at)
     select id, requester_id, ends_at from bookings
     where status = 'accepted' and abs(hashtext(id::text)) % 20 = 0`,
  );
  await db.exec('vacuum analyze');
}, 120_000);

afterAll(() => t.drop());

async function scans(run: Parameters<typeof captureQueries>[0], which: 'page' | 'count') {
  const queries = await captureQueries(run);
  const query = queries.find((q) => q.sql.includes('count(*)') === (which === 'count'));
  if (!query) throw new Error(`no ${which} query`);
  return scansOf((await explain(t.db, query)).plan);
}

describe('query plans of ratings and reliability', () => {
  it("reads a page of a court's reviews newest first through (court_id, created_at, id)", async () => {
    const cursor: Cursor = [
      Date.parse('2026-06-01T00:00:00Z'),
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    for (const after of [undefined, cursor]) {
      const used = await scans((db) => listCourtReviews(db, busyCourt, after), 'page');
      expect(used.some((s) => s.includes('court_reviews_court on court_reviews'))).toBe(true);
      expect(used).not.toContain('Seq Scan on court_reviews');
    }
  });

  it("counts a player's show-up record without reading every booking", async () => {
    const queries = await captureQueries((db) => showUpCounts(db, busyPlayer, new Date()));
    const used = scansOf((await explain(t.db, queries[0] as (typeof queries)[number])).plan);
    expect(used.some((s) => s.includes('bookings_requester_accepted on bookings'))).toBe(true);
    expect(used).not.toContain('Seq Scan on bookings');
    // The marks (a few hundred here) and the results (none) are small enough to read whole.
  });
});
