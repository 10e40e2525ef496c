import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayersPage, PlayersQuery } from '#contract/players';
import { playersPageJson } from '#server/routes/players/players-repository';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { seedLarge } from './large-seed';
import { PRODUCTION_REFUSAL, refusalToSeedLarge } from './large-seed-guard';
import { FEMALE_FIRST_NAMES, feminineSurname, MALE_FIRST_NAMES, SURNAMES } from './sofia-names';

const PLAN = { players: 400, courts: 30, messages: 1000 };

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  expect(await refusalToSeedLarge(t.db, { nodeEnv: 'development', force: false })).toBeUndefined();
  await seedLarge(t.db, PLAN);
}, 90_000);

afterAll(() => t.drop());

const one = async <Row>(sql: string) => (await t.db.query<Row>(sql))[0] as Row;

describe('the large seed', () => {
  it('adds the planned players, courts and messages beside the sample data', async () => {
    const counts = await one<Record<string, number>>(
      `select (select count(*)::int from profiles where id in (select id from users
                where email like '%@large-seed.example.com')) as players,
              (select count(*)::int from courts where name ~ ' [0-9]+$') as courts,
              (select count(*)::int from messages) as messages,
              (select count(*)::int from conversations) as conversations`,
    );
    expect(counts).toEqual({ players: 400, courts: 30, messages: 1000, conversations: 10 });
  });

  it('writes names in both alphabets, every level, and availability', async () => {
    const mix = await one<Record<string, number>>(
      `select count(*) filter (where name ~ '^[А-Яа-я ]+$')::int as cyrillic,
              count(*) filter (where name ~ '^[A-Za-z ]+$')::int as latin,
              count(distinct skill_level)::int as levels,
              count(*) filter (where cardinality(availability) = 0)::int as no_availability
       from profiles where id in (select id from users where email like '%@large-seed.example.com')`,
    );
    expect(mix).toEqual({ cyrillic: 200, latin: 200, levels: 4, no_availability: 0 });
  });

  it('gives women and men their own first names and surnames, common ones often', async () => {
    const names = await t.db.query<{ first: string; surname: string }>(
      `select split_part(name, ' ', 1) as first, split_part(name, ' ', 2) as surname
       from profiles where id in (select id from users where email like '%@large-seed.example.com')`,
    );
    const female = new Set(FEMALE_FIRST_NAMES.flat());
    const male = new Set(MALE_FIRST_NAMES.flat());
    const feminine = new Set(SURNAMES.flatMap((pair) => pair.map(feminineSurname)));
    const masculine = new Set(SURNAMES.flat());
    for (const { first, surname } of names) {
      expect(
        female.has(first) ? feminine.has(surname) : male.has(first) && masculine.has(surname),
      ).toBe(true);
    }
    const distinct = new Set(names.map(({ first, surname }) => `${first} ${surname}`));
    expect(distinct.size).toBeGreaterThan(300);
    const commonest = (pairs: readonly (readonly string[])[]) =>
      names.filter(({ first }) => pairs.slice(0, 5).flat().includes(first)).length;
    expect(commonest(FEMALE_FIRST_NAMES) + commonest(MALE_FIRST_NAMES)).toBeGreaterThan(
      (names.length * 10) / 100,
    );
  });

  it('books courts within their opening hours, past and coming, never twice at once', async () => {
    const bookings = await one<Record<string, number>>(
      `select count(*)::int as all,
              count(*) filter (where status = 'pending' and starts_at > now())::int as coming,
              count(*) filter (where starts_at < now())::int as past,
              count(*) filter (where status = 'pending' and starts_at < now())::int as stale
       from bookings`,
    );
    expect(bookings.coming).toBeGreaterThan(0);
    expect(bookings.past).toBeGreaterThan(0);
    expect(bookings.stale).toBe(0);
    const clashes = await one<{ n: number }>(
      `select count(*)::int as n from bookings a join bookings b
         on a.court_id = b.court_id and a.id < b.id
        and a.starts_at < b.ends_at and b.starts_at < a.ends_at
        and a.status in ('pending', 'accepted') and b.status in ('pending', 'accepted')`,
    );
    expect(clashes.n).toBe(0);
    const outside = await one<{ n: number }>(
      `select count(*)::int as n from bookings b join courts c on c.id = b.court_id
       cross join lateral (select c.opening_hours -> (array['sun','mon','tue','wed','thu','fri','sat'])
         [1 + extract(dow from b.local_date)::int] as h) d
       where d.h is null
          or to_char(make_time(b.start_minute / 60, b.start_minute % 60, 0), 'HH24:MI') < d.h ->> 'open'
          or to_char(make_time((b.start_minute + b.duration_minutes) / 60 % 24,
                               (b.start_minute + b.duration_minutes) % 60, 0), 'HH24:MI') > d.h ->> 'close'`,
    );
    expect(outside.n).toBe(0);
  });

  it('fills the player list the app shows', async () => {
    const page: PlayersPage = JSON.parse(
      await playersPageJson(t.db, { q: 'petrova' } as PlayersQuery),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((p) => /petrova|петрова/i.test(p.name))).toBe(true);
  });

  it('refuses to run twice, in production, and beside real accounts unless forced', async () => {
    expect(await refusalToSeedLarge(t.db, { nodeEnv: 'development', force: true })).toMatch(
      /already holds a large seed/,
    );
    const fresh = await createTestDatabase({ seed: true });
    try {
      expect(await refusalToSeedLarge(fresh.db, { nodeEnv: 'production', force: true })).toBe(
        PRODUCTION_REFUSAL,
      );
      await fresh.db.query(
        `insert into users (id, email, password_hash) values (gen_random_uuid(), 'real@example.com', 'x')`,
      );
      expect(await refusalToSeedLarge(fresh.db, { nodeEnv: 'development', force: false })).toMatch(
        /accounts besides the demo accounts \(1\); add --force/,
      );
      expect(
        await refusalToSeedLarge(fresh.db, { nodeEnv: 'development', force: true }),
      ).toBeUndefined();
    } finally {
      await fresh.drop();
    }
  });
});
