import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_TOTAL_EXACT_UP_TO } from '#contract/constants';
import { courtsPageSchema } from '#contract/courts';
import { playersPageSchema } from '#contract/players';
import { RATING_FILTER_MAX, RATING_FILTER_MIN } from '#contract/rating-values';
import { seedLarge } from '#server/db-tools/large-seed/large-seed';
import { PAST_THE_CAP_REMEMBERED_MS } from '#server/lib/capped-total';
import { createTestApp, type TestApp } from '#test/support/test-app';

/**
 * Decision 017: a search list's total is exact up to LIST_TOTAL_EXACT_UP_TO matches and a floor
 * ('1,000+') past it. 1,200 players and 1,100 courts put the broad lists past it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedLarge(t.database.db, { players: 1200, courts: 1100, messages: 0, bookingDays: 0 });
}, 90_000);
afterAll(() => t.close());

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function exactCount(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.database.db.query<{ n: number }>(
    `select count(*)::int as n ${sql}`,
    params,
  );
  return row?.n ?? 0;
}

const VISIBLE_PLAYERS = `from profiles p where p.listed and p.hidden_at is null and not exists
  (select 1 from users u where u.id = p.id and (u.email_confirmed_at is null or u.suspended_at is not null))`;

describe('the totals of the search lists', () => {
  it('says "at least 1,000" past the cap, on every page', async () => {
    expect(await exactCount(VISIBLE_PLAYERS)).toBeGreaterThan(LIST_TOTAL_EXACT_UP_TO);
    const first = playersPageSchema.parse(await page('/api/players'));
    expect(first).toMatchObject({ total: LIST_TOTAL_EXACT_UP_TO, totalIsLowerBound: true });
    expect(first.nextCursor).not.toBeNull();
    const second = playersPageSchema.parse(await page(`/api/players?cursor=${first.nextCursor}`));
    expect(second).toMatchObject({ total: LIST_TOTAL_EXACT_UP_TO, totalIsLowerBound: true });

    const courts = courtsPageSchema.parse(await page('/api/courts'));
    expect(courts).toMatchObject({ total: LIST_TOTAL_EXACT_UP_TO, totalIsLowerBound: true });
  });

  it('stays exact under the cap, to the last match', async () => {
    const players = playersPageSchema.parse(await page('/api/players?level=professional'));
    expect(players.totalIsLowerBound).toBe(false);
    expect(players.total).toBe(
      await exactCount(`${VISIBLE_PLAYERS} and p.skill_level = 'professional'`),
    );
    expect(players.total).toBeGreaterThan(24);

    const courts = courtsPageSchema.parse(await page('/api/courts?district=vitosha'));
    expect(courts.totalIsLowerBound).toBe(false);
    expect(courts.total).toBe(
      await exactCount(`from courts where hidden_at is null and district = 'vitosha'`),
    );
    expect(courts.total).toBeGreaterThan(24);

    const none = playersPageSchema.parse(await page('/api/players?q=nobody-is-called-this'));
    expect(none).toMatchObject({ items: [], total: 0, totalIsLowerBound: false });
  });

  it('pages a list under the cap in its order, every page with the exact total', async () => {
    // Under the cap a page and its total come from one reading of the matches
    // (page-with-capped-total.ts): the pages must be those of the list's own order.
    const filter = `${VISIBLE_PLAYERS} and p.skill_level = 'professional'`;
    const expected = await t.database.db.query<{ id: string }>(
      `select p.id ${filter} order by p.games_played desc, p.id desc`,
    );
    const seen: string[] = [];
    let url = '/api/players?level=professional';
    for (;;) {
      const players = playersPageSchema.parse(await page(url));
      expect(players).toMatchObject({ total: expected.length, totalIsLowerBound: false });
      seen.push(...players.items.map((player) => player.id));
      if (!players.nextCursor) break;
      url = `/api/players?level=professional&cursor=${players.nextCursor}`;
    }
    expect(seen).toEqual(expected.map(({ id }) => id));
  });

  it('takes a filter found past the cap to stay past it for half a minute, then counts again', async () => {
    const url = `/api/players?ratingMin=${RATING_FILTER_MIN}`;
    const floor = { total: LIST_TOTAL_EXACT_UP_TO, totalIsLowerBound: true };
    expect(playersPageSchema.parse(await page(url))).toMatchObject(floor);
    // A moderator hides all but 100 of them.
    const hidden = await t.database.db.query<{ id: string }>(
      `update profiles set hidden_at = now()
       where hidden_at is null and id not in (select id from profiles order by id limit 100)
       returning id`,
    );
    try {
      const stillThere = await exactCount(VISIBLE_PLAYERS);
      expect(stillThere).toBeLessThanOrEqual(100);
      expect(stillThere).toBeGreaterThan(24);
      // Within the half minute the floor stands; the page itself is read afresh.
      const within = playersPageSchema.parse(await page(url));
      expect(within).toMatchObject(floor);
      expect(within.items.map((player) => player.id)).not.toContain(hidden[0]?.id);
      // After it, the list is counted again.
      const later = Date.now() + PAST_THE_CAP_REMEMBERED_MS + 1;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      expect(await page(url)).toMatchObject({ total: stillThere, totalIsLowerBound: false });
    } finally {
      vi.restoreAllMocks();
      await t.database.db.query('update profiles set hidden_at = null where id = any($1)', [
        hidden.map(({ id }) => id),
      ]);
    }
  });

  it('gives a first page that holds every match its own length as the total, floor or not', async () => {
    const url = `/api/players?ratingMax=${RATING_FILTER_MAX}`;
    expect(playersPageSchema.parse(await page(url))).toMatchObject({ totalIsLowerBound: true });
    const hidden = await t.database.db.query<{ id: string }>(
      `update profiles set hidden_at = now()
       where hidden_at is null and id not in (select id from profiles order by id limit 10)
       returning id`,
    );
    try {
      const stillThere = await exactCount(VISIBLE_PLAYERS);
      expect(stillThere).toBeLessThanOrEqual(10);
      const players = playersPageSchema.parse(await page(url));
      expect(players).toMatchObject({
        total: stillThere,
        totalIsLowerBound: false,
        nextCursor: null,
      });
      expect(players.items).toHaveLength(stillThere);
    } finally {
      await t.database.db.query('update profiles set hidden_at = null where id = any($1)', [
        hidden.map(({ id }) => id),
      ]);
    }
  });
});
