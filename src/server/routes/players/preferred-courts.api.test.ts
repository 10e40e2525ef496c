import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlayersPage, PlayersQuery } from '#contract/players';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { findPublicPlayer, playersPageJson } from './players-repository';

/**
 * A player's preferred courts are kept with the profile (migration 0026): these check that the
 * triggers keep them true whatever changes, the courts or the player.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
});
afterAll(() => t.drop());

const ids = {
  player: '10000000-0000-4000-8000-000000000001',
  early: '10000000-0000-4000-8000-000000000002',
  a: '20000000-0000-4000-8000-00000000000a',
  b: '20000000-0000-4000-8000-00000000000b',
  c: '20000000-0000-4000-8000-00000000000c',
};

async function addCourt(id: string, name: string) {
  await t.db.query(
    `insert into courts (id, name, name_en, address, postcode, district, surface,
       price_per_hour_cents, total_courts, lat, lng)
     values ($1, $2, $3, 'ул. Тест 1', '1000', 'center', 'clay', 3000, 2, 42.69, 23.32)`,
    [id, name, `${name} (en)`],
  );
}

async function courtsOf(playerId: string) {
  return (await findPublicPlayer(t.db, playerId))?.preferredCourts.map((court) => court.name);
}

it('keeps a player’s courts by name in their order as courts change', async () => {
  await addCourt(ids.a, 'Корт А');
  await addCourt(ids.b, 'Корт Б');
  await t.db.query(
    `insert into profiles (id, name, preferred_court_ids) values ($1, 'Мария', $2::uuid[])`,
    [ids.player, [ids.b, ids.a]],
  );
  expect(await courtsOf(ids.player)).toEqual(['Корт Б', 'Корт А']);
  const [card] = await findPublicPlayer(t.db, ids.player).then((p) => p?.preferredCourts ?? []);
  expect(card).toEqual({ id: ids.b, name: 'Корт Б', nameEn: 'Корт Б (en)' });

  await t.db.query(`update courts set name = 'Корт А+' where id = $1`, [ids.a]);
  expect(await courtsOf(ids.player)).toEqual(['Корт Б', 'Корт А+']);

  await t.db.query('update courts set hidden_at = now() where id = $1', [ids.b]);
  expect(await courtsOf(ids.player)).toEqual(['Корт А+']);
  await t.db.query('update courts set hidden_at = null where id = $1', [ids.b]);
  expect(await courtsOf(ids.player)).toEqual(['Корт Б', 'Корт А+']);

  await t.db.query('delete from courts where id = $1', [ids.a]);
  expect(await courtsOf(ids.player)).toEqual(['Корт Б']);

  await t.db.query('update profiles set preferred_court_ids = $2::uuid[] where id = $1', [
    ids.player,
    [],
  ]);
  expect(await courtsOf(ids.player)).toEqual([]);
});

it('fills a player’s courts written before the courts themselves (a copy, the sample data)', async () => {
  await t.db.query(
    `insert into profiles (id, name, preferred_court_ids) values ($1, 'Георги', $2::uuid[])`,
    [ids.early, [ids.c]],
  );
  expect(await courtsOf(ids.early)).toEqual([]);
  await addCourt(ids.c, 'Корт В');
  expect(await courtsOf(ids.early)).toEqual(['Корт В']);
  // The list shows the same cards.
  const page: PlayersPage = JSON.parse(
    await playersPageJson(t.db, { q: 'георги' } as PlayersQuery),
  );
  expect(page.items.map((p) => p.preferredCourts.map((c) => c.id))).toEqual([[ids.c]]);
});
