import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MAX_DAYS_AHEAD } from '#contract/constants';
import { type Availability, DISTRICTS, SKILL_LEVELS, WEEKDAYS } from '#contract/enum-values';
import type { PlayersPage, PlayersQuery } from '#contract/players';
import { LEVEL_START_RATING } from '#contract/rating-values';
import { availabilityOfWindows } from '#contract/schedule-values';
import { addDays, timeOfMinutes } from '#contract/sofia-time';
import { closureCoversSql } from '#server/routes/court-closures/closure-sql';
import { listBoard } from '#server/routes/open-matches/open-matches-repository';
import { playersPageJson } from '#server/routes/players/players-repository';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { PAST_BOOKING_DAYS } from './fill-bookings';
import { seedLarge } from './large-seed';
import { PRODUCTION_REFUSAL, refusalToSeedLarge } from './large-seed-guard';
import { FEMALE_FIRST_NAMES, feminineSurname, MALE_FIRST_NAMES, SURNAMES } from './sofia-names';

const PLAN = { players: 400, courts: 30, messages: 1000, openMatches: 90 };

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
              (select count(*)::int from conversations where kind = 'pair') as conversations`,
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

  it('books a season on the courts’ units within their hours, past and coming, never a unit twice at once', async () => {
    // The seed's own bookings: the sample data's stand beside them.
    const seeded = `from bookings b join courts c on c.id = b.court_id where c.name ~ ' [0-9]+$'`;
    const bookings = await one<Record<string, number | string>>(
      `select count(*)::int as all,
              count(*) filter (where status = 'pending' and starts_at > now())::int as coming,
              count(*) filter (where status = 'accepted' and starts_at > now())::int as accepted,
              count(*) filter (where starts_at < now())::int as past,
              count(*) filter (where status = 'pending' and starts_at < now())::int as stale,
              min(local_date)::text as first, max(local_date)::text as last,
              count(*) filter (where status = 'accepted' and unit_id is null)::int as accepted_off_units,
              count(*) filter (where status = 'pending' and unit_id is not null)::int as pending_on_units,
              count(*) filter (where b.unit_id is not null and not exists (select 1 from court_units u
                where u.id = b.unit_id and u.court_id = b.court_id))::int as other_courts_units,
              count(*) filter (where price_cents <> round(c.price_per_hour_cents * duration_minutes / 60.0))::int as mispriced,
              count(*) filter (where free_cancel_until <> starts_at - make_interval(hours => c.free_cancel_hours))::int as cancel_window,
              count(*) filter (where start_minute % 30 <> 0)::int as off_half_hours,
              count(*) filter (where ends_at <> starts_at + make_interval(mins => duration_minutes)
                                 or starts_at <> (local_date + make_interval(mins => start_minute))
                                      at time zone 'Europe/Sofia')::int as off_clock
       ${seeded}`,
    );
    const today = await one<{ today: string }>(
      `select (now() at time zone 'Europe/Sofia')::date::text as today`,
    );
    expect(bookings).toMatchObject({
      stale: 0,
      accepted_off_units: 0,
      pending_on_units: 0,
      other_courts_units: 0,
      mispriced: 0,
      cancel_window: 0,
      off_half_hours: 0,
      off_clock: 0,
      // A season: a week back to the 60th day from today (BOOKING_MAX_DAYS_AHEAD).
      first: addDays(today.today, -PAST_BOOKING_DAYS),
      last: addDays(today.today, BOOKING_MAX_DAYS_AHEAD - 1),
    });
    expect(bookings.coming).toBeGreaterThan(0);
    expect(bookings.accepted).toBeGreaterThan(0);
    expect(bookings.past).toBeGreaterThan(0);
    // No unit holds two accepted bookings at once (the exclusion constraint would refuse them).
    const clashes = await one<{ n: number }>(
      `select count(*)::int as n from bookings a join bookings b
         on a.unit_id = b.unit_id and a.id < b.id
        and a.starts_at < b.ends_at and b.starts_at < a.ends_at
        and a.status = 'accepted' and b.status = 'accepted'`,
    );
    expect(clashes.n).toBe(0);
    // A court has at no moment more requests and bookings than units: each pending request would
    // fit a unit if accepted.
    const crowded = await one<{ n: number }>(
      `select count(*)::int as n ${seeded} and b.status in ('pending', 'accepted')
         and (select count(*) from bookings o where o.court_id = b.court_id
                and o.status in ('pending', 'accepted')
                and o.starts_at <= b.starts_at and o.ends_at > b.starts_at) > c.total_courts`,
    );
    expect(crowded.n).toBe(0);
    // Several units of a club are booked at the same time.
    const together = await one<{ n: number }>(
      `select count(*)::int as n from bookings a join bookings b
         on a.court_id = b.court_id and a.id < b.id and a.starts_at = b.starts_at
        and a.status = 'accepted' and b.status = 'accepted'`,
    );
    expect(together.n).toBeGreaterThan(0);
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

  it('closes some courts and units, and books nothing in a closure', async () => {
    const closures = await one<Record<string, number>>(
      `select count(*) filter (where kind = 'weekly')::int as weekly,
              count(*) filter (where kind = 'once' and unit_id is not null)::int as one_unit,
              count(*) filter (where kind = 'once' and unit_id is null)::int as whole_court
       from court_closures cc join courts c on c.id = cc.court_id where c.name ~ ' [0-9]+$'`,
    );
    expect(closures).toEqual({ weekly: 3, one_unit: 8, whole_court: 1 });
    const closed = await one<{ n: number }>(
      `select count(*)::int as n from bookings b join court_closures cc on cc.court_id = b.court_id
         and (cc.unit_id is null or cc.unit_id = b.unit_id)
       where b.status in ('pending', 'accepted') and ${closureCoversSql('cc', 'b.starts_at', 'b.ends_at')}`,
    );
    expect(closed.n).toBe(0);
  });

  it('posts upcoming open matches within the rules, their players counted', async () => {
    const games = await one<Record<string, number | string>>(
      `select count(*)::int as games,
              count(*) filter (where starts_at <= now())::int as past,
              count(*) filter (where date > (now() at time zone 'Europe/Sofia')::date + 30)::int as too_far,
              count(*) filter (where starts_at <> (date + make_interval(mins => start_minute))
                                 at time zone 'Europe/Sofia'
                                 or ends_at <> starts_at + make_interval(mins => duration_minutes))::int as off_clock,
              min(start_minute)::int as first_start, max(start_minute)::int as last_start,
              count(*) filter (where start_minute + duration_minutes > 1440)::int as past_midnight,
              count(distinct format)::int as formats,
              count(*) filter (where spots <> case format when 'singles' then 2 else 4 end)::int as wrong_spots,
              count(distinct district)::int as districts,
              count(*) filter (where levels is not null)::int as by_level,
              count(*) filter (where rating_min is not null)::int as by_rating,
              count(*) filter (where players_count = 1)::int as organiser_only,
              count(*) filter (where players_count between 2 and spots - 1)::int as partly,
              count(*) filter (where players_count = spots)::int as full,
              count(*) filter (where court_id is not null)::int as at_a_court
       from open_matches
       -- The seed's own games: the sample data's (one played yesterday) stand beside them.
       where organizer_id in (select id from users where email like '%@large-seed.example.com')`,
    );
    expect(games).toMatchObject({
      games: 90,
      past: 0,
      too_far: 0,
      off_clock: 0,
      past_midnight: 0,
      formats: 2,
      wrong_spots: 0,
      districts: DISTRICTS.length,
    });
    expect(games.first_start).toBeGreaterThanOrEqual(7 * 60);
    expect(games.last_start).toBeLessThanOrEqual(21 * 60 + 30);
    for (const kind of [
      'by_level',
      'by_rating',
      'organiser_only',
      'partly',
      'full',
      'at_a_court',
    ]) {
      expect(games[kind], kind).toBeGreaterThan(0);
    }
    // Levels are a run of adjacent ones: their positions in the order are consecutive.
    const [gaps] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from open_matches m
       cross join lateral (select max(array_position($1::text[], l)) - min(array_position($1::text[], l)) + 1 as span
                           from unnest(m.levels) l) s
       where m.levels is not null and s.span <> cardinality(m.levels)`,
      [[...SKILL_LEVELS]],
    );
    expect(gaps?.n).toBe(0);
    // Each game's joined rows are its count, the organiser's among them; no player twice at once.
    const players = await one<Record<string, number>>(
      `select count(*) filter (where m.players_count <> j.joined)::int as miscounted,
              count(*) filter (where not j.organiser_joined)::int as organiser_missing,
              (select count(*)::int from open_match_players where status <> 'joined') as not_joined,
              (select count(*)::int from open_match_players x join open_match_players y
                 on x.player_id = y.player_id and x.open_match_id < y.open_match_id
               join open_matches a on a.id = x.open_match_id join open_matches b on b.id = y.open_match_id
               where a.starts_at < b.ends_at and b.starts_at < a.ends_at) as overlapping
       from open_matches m cross join lateral (
         select count(*) filter (where x.status = 'joined')::int as joined,
                bool_or(x.player_id = m.organizer_id and x.status = 'joined') as organiser_joined
         from open_match_players x where x.open_match_id = m.id) j`,
    );
    expect(players).toEqual({ miscounted: 0, organiser_missing: 0, not_joined: 0, overlapping: 0 });
    // The board shows the games with a spot left, soonest first.
    const board = await listBoard(t.db, { viewerId: null }, new Date());
    expect(board.items.length).toBeGreaterThan(0);
    expect(board.items.every((game) => game.state === 'open' && game.spotsLeft > 0)).toBe(true);
    expect(board.total).toBe(
      (
        await one<{ n: number }>(
          `select count(*)::int as n from open_matches m join profiles o on o.id = m.organizer_id
         where players_count < spots and o.hidden_at is null`,
        )
      ).n,
    );
  });

  it('gives most players a weekly schedule, its windows within a day, availability to match', async () => {
    const shares = await one<Record<string, number>>(
      `select (select count(*)::int from player_schedules s join users u on u.id = s.user_id
                where u.email like '%@large-seed.example.com') as scheduled,
              (select count(distinct w.user_id)::int from schedule_windows w) as with_windows,
              (select count(*)::int from schedule_windows
                where start_minute >= end_minute or end_minute > 1440) as bad_windows`,
    );
    expect(shares.scheduled).toBeGreaterThan(PLAN.players * 0.75);
    expect(shares.scheduled).toBeLessThan(PLAN.players * 0.95);
    expect(shares.with_windows).toBeGreaterThan((shares.scheduled ?? 0) * 0.8);
    expect(shares.bad_windows).toBe(0);
    const rows = await t.db.query<{
      availability: Availability[];
      windows: { weekday: number; start: number; end: number }[];
    }>(
      `select p.availability, json_agg(json_build_object('weekday', w.weekday,
         'start', w.start_minute, 'end', w.end_minute)) as windows
       from profiles p join schedule_windows w on w.user_id = p.id group by p.id`,
    );
    for (const row of rows) {
      const windows = row.windows.map((w) => ({
        weekday: WEEKDAYS[w.weekday - 1] ?? 'mon',
        from: timeOfMinutes(w.start),
        until: w.end === 1440 ? '24:00' : timeOfMinutes(w.end),
      }));
      expect(row.availability).toEqual(availabilityOfWindows(windows));
    }
  });

  it('rates the players who have played around their level, the others not at all', async () => {
    const rows = await t.db.query<{
      level: keyof typeof LEVEL_START_RATING;
      games: number;
      rating: number | null;
      deviation: number | null;
      results: number;
    }>(
      `select p.skill_level as level, p.games_played as games, p.rating,
         p.rating_deviation as deviation, p.rated_results as results
       from profiles p join users u on u.id = p.id
       where u.email like '%@large-seed.example.com'`,
    );
    const played = rows.filter((r) => r.games > 0);
    expect(played.length).toBeGreaterThan(rows.length * 0.7);
    for (const row of rows.filter((r) => r.games === 0)) {
      expect(row).toMatchObject({ rating: null, deviation: null, results: 0 });
    }
    for (const row of played) {
      expect(Math.abs((row.rating ?? 0) - LEVEL_START_RATING[row.level])).toBeLessThanOrEqual(300);
      expect(row.deviation).toBeGreaterThanOrEqual(50);
      expect(row.deviation).toBeLessThanOrEqual(350);
      expect(row.results).toBeGreaterThan(0);
      expect(row.results).toBeLessThanOrEqual(row.games);
    }
    // Not one rating for all: the win chances between them spread.
    const ratings = new Set(played.map((r) => Math.round(r.rating ?? 0)));
    expect(ratings.size).toBeGreaterThan(played.length / 4);
    const deviations = played.map((r) => r.deviation ?? 0);
    expect(Math.max(...deviations) - Math.min(...deviations)).toBeGreaterThan(150);
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
