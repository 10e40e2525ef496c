import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayersPage, playersPageSchema } from '../../../contract/players';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function players(query = ''): Promise<PlayersPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/players${query}` });
  expect(response.statusCode).toBe(200);
  return playersPageSchema.parse(response.json());
}

describe('GET /api/players', () => {
  it('lists the six sample players with stats and preferred courts, never contact details', async () => {
    const page = await players();
    expect(page.total).toBe(6);
    expect(page.items.map((p) => p.id).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `00000000-0000-0000-0000-00000000000${n}`),
    );
    const ivan = page.items.find((p) => p.name === 'Ivan Todorov');
    expect(ivan).toMatchObject({ gamesPlayed: 120, winRate: 80, level: 'professional' });
    expect(ivan?.preferredCourts.map((c) => c.nameEn)).toEqual([
      'Lozenets Tennis Arena',
      'Vitosha Tennis Complex',
      'Akademika Tennis Club',
      'South Park Tennis Centre',
    ]);
    const raw = JSON.stringify(page);
    expect(raw).not.toMatch(/phone|email|bio/);
  });

  it('searches names in both scripts and filters by level, district and availability', async () => {
    expect((await players(`?q=${encodeURIComponent('мария')}`)).items.map((p) => p.name)).toEqual([
      'Мария Петрова',
    ]);
    expect((await players('?q=GEORGI%20D')).items.map((p) => p.name)).toEqual(['Georgi Dimitrov']);
    expect((await players('?level=advanced')).total).toBe(2);
    expect((await players('?level=advanced&district=boyana')).items.map((p) => p.name)).toEqual([
      'Николай Георгиев',
    ]);
    expect((await players('?availability=afternoons')).total).toBe(2);
  });

  it('finds names across Cyrillic and Latin by the official transliteration', async () => {
    const names = async (q: string) =>
      (await players(`?q=${encodeURIComponent(q)}`)).items.map((p) => p.name).sort();
    expect(await names('maria')).toEqual(['Мария Петрова']);
    expect(await names('Иван')).toEqual(['Ivan Todorov']);
    expect(await names('georgiev')).toEqual(['Николай Георгиев']);
    expect(await names('Десислава Стоянова')).toEqual(['Десислава Стоянова']);
    expect(await names('desislava stoyanova')).toEqual(['Десислава Стоянова']);
    expect(await names('ГЕОРГИ')).toEqual(['Georgi Dimitrov', 'Николай Георгиев']);
    expect(await names('dimitrov')).toEqual(['Georgi Dimitrov']);
    expect(await names('100%_')).toEqual([]);
  });

  it('hides players who chose not to be listed', async () => {
    await t.database.db.query(
      "update profiles set listed = false where id = '00000000-0000-0000-0000-000000000003'",
    );
    expect((await players()).total).toBe(5);
  });

  it('refuses an unknown level', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/players?level=god' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('level');
  });
});
