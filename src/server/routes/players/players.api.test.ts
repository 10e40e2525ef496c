import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '#contract/auth';
import { type PlayersPage, playerDetailSchema, playersPageSchema } from '#contract/players';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { SAMPLE_OWNERS, SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { call } from '#test/support/api-fixtures';
import { signedUpUser, signIn } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

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
    // His confirmed sample results: 8 wins, 1 loss.
    expect(ivan).toMatchObject({
      gamesPlayed: 9,
      wins: 8,
      losses: 1,
      winRate: 89,
      level: 'professional',
      rating: { results: 9 },
    });
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

  it('finds words as typed, the space between them a space', async () => {
    const ids = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
    await t.database.db.query(
      `insert into profiles (id, name) values ($1, 'Ана-Мария Петрова'), ($2, 'Мария-Петрова Колева')`,
      ids,
    );
    const names = async (q: string) =>
      (await players(`?q=${encodeURIComponent(q)}`)).items.map((p) => p.name).sort();
    expect(await names('мария петрова')).toEqual(['Ана-Мария Петрова', 'Мария Петрова']);
    expect(await names('Maria-Petrova')).toEqual(['Мария-Петрова Колева']);
    expect(await names('мария  петрова')).toEqual([]);
    await t.database.db.query('delete from profiles where id = any($1::uuid[])', [ids]);
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

describe('GET /api/players/:id', () => {
  const ivan = '00000000-0000-0000-0000-000000000004';
  const georgi = '00000000-0000-0000-0000-000000000002';

  it('shows a listed player with the bio and confirmed results, never contact details', async () => {
    const ana = await signedUpUser(t, 'ana@example.com', 'Ана Тест');
    // Today: newer than the sample results, so among the latest five.
    const today = sofiaDate(new Date());
    const first = await call(t, 'POST', '/api/matches', ana, {
      opponentId: ivan,
      playedOn: today,
      sets: ['3-6', '4-6'],
    });
    expect(first.statusCode, first.body).toBe(201);
    await call(t, 'POST', '/api/matches', ana, {
      opponentId: ivan,
      playedOn: addDays(today, -1),
      sets: ['6-4', '6-4'],
    });
    // Only a confirmed result counts; the second waits for Ivan.
    const signedIn = await signIn(t, 'ivan@demo.example.com', SAMPLE_PASSWORD);
    const ivanSession = sessionSchema.parse(signedIn.json());
    await call(t, 'POST', `/api/matches/${first.json().id}/confirm`, ivanSession);

    const response = await t.app.inject({ method: 'GET', url: `/api/players/${ivan}` });
    expect(response.statusCode).toBe(200);
    const player = playerDetailSchema.parse(response.json());
    expect(player).toMatchObject({
      name: 'Ivan Todorov',
      level: 'professional',
      bio: 'Former junior national player, now coaching and sparring.',
    });
    // The sample data's results with Ivan are there too; Ana's pending second one is not.
    expect(player.recentResults.filter((r) => r.opponent.id === ana.user.id)).toEqual([
      {
        id: first.json().id,
        playedOn: today,
        opponent: { id: ana.user.id, name: 'Ана Тест' },
        sets: ['6-3', '6-4'],
        won: true,
      },
    ]);
    expect(JSON.stringify(response.json())).not.toMatch(/phone|email|@/);

    const newcomer = await signedUpUser(t, 'new@example.com', 'New Player');
    const fresh = await t.app.inject({ method: 'GET', url: `/api/players/${newcomer.user.id}` });
    expect(fresh.json()).toMatchObject({ gamesPlayed: 0, winRate: null, recentResults: [] });
  });

  it('does not show anyone outside the player list', async () => {
    await t.database.db.query('update profiles set listed = false where id = $1', [georgi]);
    for (const id of [georgi, SAMPLE_OWNERS[0]?.id, '10000000-0000-4000-8000-0000000000ff']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/players/${id}` });
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'user_not_found']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/players/12' })).statusCode).toBe(400);
  });
});
