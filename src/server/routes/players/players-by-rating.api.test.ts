import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type Player, playersForYouSchema, playersPageSchema } from '#contract/players';
import { call } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let viewer: Session;

const RATED = 60;
const ratedId = (i: number) => `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await signedUpUser(t, 'viewer@example.com', 'Зрител');
  // Players rated 900 to 2080 (two at each rating, so equal distances need the id to order them),
  // with no account, as the sample players.
  await t.database.db.query(
    `insert into profiles (id, name, skill_level, district, availability, rating,
       rating_deviation, rating_volatility, rating_start, rated_results)
     select ('20000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Рейтинг ' || i,
       'intermediate', case when i % 2 = 1 then 'mladost' else 'vitosha' end,
       case when i % 2 = 1 then '{evenings}' else '{mornings}' end::text[],
       900 + (i / 2) * 40, 90, 0.06, 1500, 5
     from generate_series(1, $1::int) i`,
    [RATED],
  );
});
afterAll(() => t.close());

/** Every page of a players list, followed by its cursors. */
async function allPages(url: string, session: Session | null): Promise<Player[]> {
  const players: Player[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await call(
      t,
      'GET',
      cursor ? `${url}${separator}cursor=${cursor}` : url,
      session,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = playersPageSchema.parse(response.json());
    players.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return players;
}

describe('players by rating', () => {
  it("sorts by 'closest to my level' for a signed-in player, page after page", async () => {
    const mine = 1200; // A new beginner.
    const everyone = await allPages('/api/players', viewer);
    const expected = everyone
      .filter((p) => p.id !== viewer.user.id)
      .sort(
        (a, b) =>
          Math.abs(a.rating.points - mine) - Math.abs(b.rating.points - mine) ||
          (a.id < b.id ? -1 : 1),
      )
      .map((p) => p.id);
    const closest = await allPages('/api/players?sort=closest', viewer);
    expect(closest.map((p) => p.id)).toEqual(expected);
    // 1180 and 1220, two players each: equal distances on both sides, ordered by id.
    expect(
      closest
        .slice(0, 4)
        .map((p) => p.rating.points)
        .sort(),
    ).toEqual([1180, 1180, 1220, 1220]);
    const first = playersPageSchema.parse(
      (await call(t, 'GET', '/api/players?sort=closest', viewer)).json(),
    );
    expect(first.total).toBe(expected.length);
  });

  it("orders a visitor's list by games, as without the sort", async () => {
    const visitor = await allPages('/api/players?sort=closest', null);
    expect(visitor.map((p) => p.id)).toEqual(
      (await allPages('/api/players', null)).map((p) => p.id),
    );
  });

  it('filters by a rating range, both ends included, with the sort or without', async () => {
    const inRange = await allPages('/api/players?ratingMin=1300&ratingMax=1500', null);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((p) => p.rating.points >= 1300 && p.rating.points <= 1500)).toBe(true);
    expect(inRange.map((p) => p.rating.points)).toContain(1300);
    expect(inRange.map((p) => p.rating.points)).toContain(1500);
    const sorted = await allPages(
      '/api/players?ratingMin=1300&ratingMax=1500&sort=closest',
      viewer,
    );
    expect(sorted.map((p) => p.id).sort()).toEqual(inRange.map((p) => p.id).sort());
    const bad = await call(t, 'GET', '/api/players?ratingMin=many', null);
    expect([bad.statusCode, bad.json().error.fields]).toEqual([
      400,
      { ratingMin: expect.any(String) },
    ]);
  });

  it("suggests 'Players for you': place, time and rating in common, no one blocked", async () => {
    const db = t.database.db;
    await db.query(
      `update profiles set district = 'mladost', availability = '{evenings,weekends}',
         preferred_court_ids = '{10000000-0000-0000-0000-000000000004}'
       where id = $1`,
      [viewer.user.id],
    );
    // A player away from Mladost who plays at the viewer's court counts too.
    await db.query(
      `update profiles set district = 'boyana', availability = '{weekends}',
         preferred_court_ids = '{10000000-0000-0000-0000-000000000004}' where id = $1`,
      [ratedId(8)],
    );
    await db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [
      ratedId(7),
      viewer.user.id,
    ]);
    const response = await call(t, 'GET', '/api/players/for-you', viewer);
    expect(response.statusCode, response.body).toBe(200);
    const items = playersForYouSchema.parse(response.json()).items;
    // Odd numbers play evenings in Mladost: 900 + (i / 2) * 40 within 300 of 1200 → i 1 to 29,
    // less the one who blocked the viewer.
    const near = (i: number) => Math.abs(900 + Math.floor(i / 2) * 40 - 1200);
    const candidates = [...Array(RATED).keys()]
      .map((i) => i + 1)
      .filter((i) => (i % 2 === 1 || i === 8) && i !== 7 && near(i) <= 300)
      .sort((a, b) => near(a) - near(b));
    expect(items.map((p) => p.id)).toHaveLength(6);
    expect(items.every((p) => candidates.map(ratedId).includes(p.id))).toBe(true);
    expect(items.map((p) => Math.abs(p.rating.points - 1200))).toEqual(
      candidates.slice(0, 6).map(near),
    );
    expect(items.map((p) => p.id)).not.toContain(viewer.user.id);
    expect((await call(t, 'GET', '/api/players/for-you', null)).statusCode).toBe(401);
  });
});
