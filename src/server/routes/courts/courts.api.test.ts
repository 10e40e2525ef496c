import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourtsPage, courtsPageSchema } from '#contract/courts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

let t: TestApp;
/** December in Sofia: the winter covers stand. */
const clock = createTestClock('2026-12-10T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function courts(query = ''): Promise<CourtsPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/courts${query}` });
  expect(response.statusCode).toBe(200);
  return courtsPageSchema.parse(response.json());
}

const names = (page: CourtsPage) => page.items.map((c) => c.nameEn).sort();

describe('GET /api/courts', () => {
  it('lists the seven sample courts, best rated first, priced 13–26 € an hour', async () => {
    const page = await courts();
    expect(page.total).toBe(7);
    expect(page.nextCursor).toBeNull();
    const ratings = page.items.map((c) => c.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const court of page.items) {
      expect(court.pricePerHour).toBeGreaterThanOrEqual(13);
      expect(court.pricePerHour).toBeLessThanOrEqual(26);
      expect(court.currency).toBe('EUR');
    }
  });

  it('matches names case-insensitively in Cyrillic and in Latin', async () => {
    expect(names(await courts(`?q=${encodeURIComponent('ЛОЗЕНЕЦ')}`))).toEqual([
      'Lozenets Tennis Arena',
    ]);
    expect(names(await courts('?q=lozenets'))).toEqual(['Lozenets Tennis Arena']);
    expect((await courts('?q=%25')).total).toBe(0);
  });

  it('finds courts across alphabets by name, address and district', async () => {
    const found = async (q: string) => names(await courts(`?q=${encodeURIComponent(q)}`)).sort();
    expect(await found('akademika')).toEqual(['Akademika Tennis Club']);
    expect(await found('Академика')).toEqual(['Akademika Tennis Club']);
    // 'Витоша' is a court's name, another's address ('бул. „Витоша“') and a district.
    expect(await found('vitosha')).toEqual(['South Park Tennis Centre', 'Vitosha Tennis Complex']);
    expect(await found('studentski grad')).toEqual(['Akademika Tennis Club']);
    expect(await found('Център')).toEqual(['South Park Tennis Centre']);
    expect(await found('cherni vrah')).toEqual(['Vitosha Tennis Complex']);
  });

  it('filters by district, price, rating, surface, amenities and availability', async () => {
    expect(names(await courts('?district=mladost'))).toEqual(['Mladost Tennis Club']);
    expect(names(await courts('?priceMin=20&priceMax=30'))).toEqual([
      'Boyana Tennis Courts',
      'Lozenets Tennis Arena',
    ]);
    expect((await courts('?minRating=4.7')).total).toBe(3);
    expect(names(await courts('?surface=grass,synthetic'))).toEqual([
      'Boyana Tennis Courts',
      'South Park Tennis Centre',
    ]);
    expect(names(await courts('?amenities=spa,video_analysis'))).toEqual(['Lozenets Tennis Arena']);
    expect(names(await courts('?availability=weekends'))).not.toContain('Akademika Tennis Club');
  });

  it('tells the surface apart from where it is played, with the cover, lights and heating', async () => {
    const page = await courts('?q=lozenets');
    expect(page.items[0]).toMatchObject({
      surface: 'hard',
      setting: 'indoor',
      winterCover: null,
      floodlights: true,
      heated: true,
    });
    const vitosha = (await courts('?q=vitosha%20tennis')).items[0];
    expect(vitosha).toMatchObject({
      surface: 'clay',
      setting: 'winter_cover',
      winterCover: { kind: 'balloon', fromMonth: 11, toMonth: 3 },
    });
  });

  it('filters by a roof this month in Sofia, floodlights and heating', async () => {
    // December: the hall, the balloon (November–March) and the frame (October–April).
    expect(names(await courts('?conditions=covered_now'))).toEqual([
      'Lozenets Tennis Arena',
      'South Park Tennis Centre',
      'Vitosha Tennis Complex',
    ]);
    expect(names(await courts('?conditions=covered_now,heated'))).toEqual([
      'Lozenets Tennis Arena',
      'Vitosha Tennis Complex',
    ]);
    try {
      // The last days of April in Sofia: the balloon is down, the frame still stands.
      clock.set('2026-04-30T20:00:00Z');
      expect(names(await courts('?conditions=covered_now'))).toEqual([
        'Lozenets Tennis Arena',
        'South Park Tennis Centre',
      ]);
      // 1 May has begun in Sofia (UTC+3) while it is still 30 April in UTC.
      clock.set('2026-04-30T21:30:00Z');
      expect(names(await courts('?conditions=covered_now'))).toEqual(['Lozenets Tennis Arena']);
    } finally {
      clock.set('2026-12-10T10:00:00Z');
    }
    expect(names(await courts('?conditions=floodlights'))).not.toContain('Boyana Tennis Courts');
    expect((await courts('?conditions=floodlights')).total).toBe(5);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/courts?conditions=roof' });
    expect(unknown.statusCode).toBe(400);
  });

  it('measures distance from the chosen district and limits by it', async () => {
    const near = await courts('?district=boyana&maxDistance=1');
    expect(names(near)).toEqual(['Boyana Tennis Courts']);
    expect(near.items[0]?.distanceKm).toBeLessThan(1);
    const fromCentre = await courts('?maxDistance=3');
    expect(names(fromCentre)).toEqual(['Lozenets Tennis Arena', 'South Park Tennis Centre']);
  });

  it("measures distance from the user's position when they share it", async () => {
    // Next to the Krasno Selo courts, far from any district's centre named in the query.
    const page = await courts('?near=42.6752,23.2866&maxDistance=1');
    expect(names(page)).toEqual(['Krasno Selo Tennis Courts']);
    expect(page.items[0]?.distanceKm).toBe(0);
    for (const [near, reason] of [
      ['48.1,11.5', 'outside_sofia'],
      ['42.7', 'near_format'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/courts?near=${near}` });
      expect([response.statusCode, response.json().error.fields?.near]).toEqual([400, reason]);
    }
  });

  it('pages with a keyset cursor and an exact total', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    for (const i of rows) {
      const name = `Тестов корт ${i}`;
      await t.database.db.query(
        `insert into courts (name, address, postcode, district, surface, price_per_hour_cents,
           rating, total_courts, lat, lng)
         values ($1, 'ул. 1', '1000', 'center', 'hard', 2000, 3, 1, 42.69, 23.32)`,
        [name],
      );
    }
    const first = await courts('?q=тестов');
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    const second = await courts(`?q=тестов&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const seen = new Set([...first.items, ...second.items].map((c) => c.id));
    expect(seen.size).toBe(30);
  });

  it('refuses bad filters with the field and the reason', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/courts?surface=ice&priceMin=80&priceMax=20',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation');
    expect(Object.keys(body.error.fields)).toContain('surface.0');
  });
});
