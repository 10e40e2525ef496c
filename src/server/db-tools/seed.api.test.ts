import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_REQUEST_TTL_DAYS } from '#contract/constants';
import { analyseScore } from '#contract/match-score';
import { openMatchesPageSchema, openMatchSchema } from '#contract/open-matches';
import { partnerRequestsPageSchema } from '#contract/partner-requests';
import { proposalsSchema } from '#contract/proposals';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { bearer, signedInAgain } from '#test/support/auth-helpers';
import { expectShownEverywhere, recordFromResults } from '#test/support/shown-record';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestWebRoot } from '#test/support/test-web-root';
import {
  SAMPLE_COURTS,
  SAMPLE_OPEN_MATCHES,
  SAMPLE_PARTNER_REQUESTS,
  SAMPLE_PASSWORD,
  SAMPLE_PLAYERS,
  SAMPLE_RESULTS,
} from './sample-data';
import { SAMPLE_SEASON } from './sample-season';
import { seedSampleData } from './seed';

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = await createTestWebRoot();
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** A sample player's wins and losses as the sample results have them. */
function countedFromSampleResults(playerId: string) {
  let wins = 0;
  let losses = 0;
  for (const result of SAMPLE_RESULTS) {
    if (result.status !== 'confirmed') continue;
    if (result.reporterId !== playerId && result.opponentId !== playerId) continue;
    const score = analyseScore(result.sets);
    if (!score.ok) throw new Error(`sample result ${result.id} has an impossible score`);
    const winner = score.winner === 'reporter' ? result.reporterId : result.opponentId;
    if (winner === playerId) wins += 1;
    else losses += 1;
  }
  return recordFromResults(wins, losses);
}

describe('the sample players', () => {
  it('show the matches played, won and lost that their confirmed results make, everywhere', async () => {
    for (const player of SAMPLE_PLAYERS) {
      const record = countedFromSampleResults(player.id);
      // A history, not a handful: every rating rests on several results.
      expect(record.played, player.name).toBeGreaterThanOrEqual(8);
      const session = await signedInAgain(t, player.email, SAMPLE_PASSWORD);
      await expectShownEverywhere(t, session, record);
    }
  });

  it('played their matches in the past', async () => {
    const [future] = await t.database.db.query(
      "select id from matches where played_on > (now() at time zone 'Europe/Sofia')::date",
    );
    expect(future).toBeUndefined();
  });
});

async function board() {
  const response = await t.app.inject({ method: 'GET', url: '/api/partner-requests' });
  expect(response.statusCode, response.body).toBe(200);
  return partnerRequestsPageSchema.parse(response.json());
}

describe('the sample partner requests', () => {
  it('are open on the board, newest first, each for its fourteen days from its posting', async () => {
    const page = await board();
    const newestFirst = [...SAMPLE_PARTNER_REQUESTS].sort((a, b) => a.hoursAgo - b.hoursAgo);
    expect(page.items.map((r) => r.id)).toEqual(newestFirst.map((r) => r.id));
    for (const [i, request] of page.items.entries()) {
      const sample = newestFirst[i];
      const author = SAMPLE_PLAYERS.find((player) => player.id === sample?.authorId);
      expect(request).toMatchObject({
        author: { id: author?.id, name: author?.name },
        level: sample?.level,
        district: sample?.district,
        preferredTime: sample?.preferredTime,
        message: sample?.message,
        status: 'open',
      });
      const postedHoursAgo = (Date.now() - Date.parse(request.createdAt)) / 3_600_000;
      expect(postedHoursAgo).toBeGreaterThanOrEqual(sample?.hoursAgo ?? 0);
      expect(postedHoursAgo).toBeLessThan((sample?.hoursAgo ?? 0) + 1);
      expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(
        PARTNER_REQUEST_TTL_DAYS * 86_400_000,
      );
    }
  });

  it('are added to a database seeded by the version before them, once', async () => {
    await t.database.db.query('delete from partner_requests');
    await t.database.db.query("update app_meta set value = 'sample-v6' where key = 'seed'");
    expect(await seedSampleData(t.database.db)).toBe(true);
    expect(await seedSampleData(t.database.db)).toBe(false);
    expect((await board()).items).toHaveLength(SAMPLE_PARTNER_REQUESTS.length);
  });
});

describe('the sample open matches', () => {
  const game = async (id: string, session: { access_token: string } | null = null) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/open-matches/${id}`,
      headers: session ? { authorization: `Bearer ${session.access_token}` } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return openMatchSchema.parse(response.json());
  };

  it('lie on days counted from the seeding, with the players and courts they name', async () => {
    const today = sofiaDate(new Date());
    for (const sample of SAMPLE_OPEN_MATCHES) {
      const seen = await game(sample.id);
      expect(seen).toMatchObject({
        format: sample.format,
        date: addDays(today, sample.inDays),
        startTime: sample.startTime,
        district: sample.district,
        organizer: { id: sample.organizerId },
      });
      expect(seen.players.map((p) => p.id)).toEqual([sample.organizerId, ...sample.playerIds]);
    }
    const [booked, lastSpot] = SAMPLE_OPEN_MATCHES;
    expect((await game(booked?.id ?? '')).court?.booking).toBe('booked');
    expect((await game(lastSpot?.id ?? '')).spotsLeft).toBe(1);
    // The board shows the ones to come, soonest first.
    const board = openMatchesPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/open-matches' })).json(),
    );
    const upcoming = SAMPLE_OPEN_MATCHES.filter((sample) => sample.inDays > 0);
    expect(board.items.map((g) => g.id)).toEqual(upcoming.map((sample) => sample.id));
  });

  it('include one whose welcome fits no demo player: each of them asks to join', async () => {
    const forStrongest = SAMPLE_OPEN_MATCHES.find((sample) => sample.ratingRange);
    if (!forStrongest) throw new Error('no sample game with a rating range');
    for (const player of SAMPLE_PLAYERS.filter((p) => p.id !== forStrongest.organizerId)) {
      const session = await signedInAgain(t, player.email, SAMPLE_PASSWORD);
      expect((await game(forStrongest.id, session)).me, player.name).toEqual({
        role: 'none',
        fits: false,
      });
    }
  });
});

describe('a database seeded before the sample players had their history', () => {
  it('gets the older results, and every count follows them', async () => {
    const [first] = SAMPLE_PLAYERS;
    if (!first) throw new Error('no sample players');
    // As version 7 left it: made-up totals, and only the results of the last two months.
    await t.database.db.query('delete from matches where played_on < current_date - 65');
    await t.database.db.query('update profiles set wins = 52, losses = 26 where id = $1', [
      first.id,
    ]);
    await t.database.db.query("update app_meta set value = 'sample-v7' where key = 'seed'");
    expect(await seedSampleData(t.database.db)).toBe(true);
    for (const player of SAMPLE_PLAYERS) {
      const session = await signedInAgain(t, player.email, SAMPLE_PASSWORD);
      await expectShownEverywhere(t, session, countedFromSampleResults(player.id));
    }
  });
});

describe('the sample closure', () => {
  it('closes court 2 of the Mladost club next Saturday, 09:00–14:00, once', async () => {
    const closures = () =>
      t.database.db.query<{
        position: number;
        date: string;
        start_minute: number;
        weekday: number;
      }>(
        `select u.position, c.from_date::text as date, c.start_minute, c.weekday
         from court_closures c join court_units u on u.id = c.unit_id where c.court_id = $1`,
        [SAMPLE_COURTS[1]?.id],
      );
    const [closure, ...more] = await closures();
    expect(more).toEqual([]);
    expect(closure).toMatchObject({ position: 2, start_minute: 540, weekday: 6 });
    const today = sofiaDate(t.app.clock.now());
    const date = closure?.date ?? '';
    expect(date > today && date <= addDays(today, 7)).toBe(true);
    await t.database.db.query("update app_meta set value = 'sample-v11' where key = 'seed'");
    expect(await seedSampleData(t.database.db)).toBe(true);
    expect(await closures()).toHaveLength(1);
  });
});

describe('the sample season', () => {
  it('has Maria at Vitosha every Tuesday 19:00 for 10 weeks, accepted, from the next Tuesday, once', async () => {
    const dates = () =>
      t.database.db.query<{ date: string; status: string; unit_id: string | null; price: number }>(
        `select b.local_date::text as date, b.status, b.unit_id, b.price_cents as price
         from bookings b where b.series_id = $1 order by b.local_date`,
        [SAMPLE_SEASON.id],
      );
    const rows = await dates();
    expect(rows).toHaveLength(10);
    const today = sofiaDate(t.app.clock.now());
    const first = rows[0]?.date ?? '';
    expect(first > today && first <= addDays(today, 7)).toBe(true);
    expect(rows.map((row) => row.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays(first, 7 * i)),
    );
    expect(rows.every((row) => row.status === 'accepted' && row.unit_id)).toBe(true);
    // 19:00 on a weekday is Vitosha's peak price.
    expect(rows[0]?.price).toBe(2200);
    const maria = SAMPLE_PLAYERS.find((p) => p.email === SAMPLE_SEASON.playerEmail);
    const [series] = await t.database.db.query<{ weeks: number; requester_id: string }>(
      'select weeks, requester_id from booking_series where id = $1',
      [SAMPLE_SEASON.id],
    );
    expect(series).toEqual({ weeks: 10, requester_id: maria?.id });
    await t.database.db.query("update app_meta set value = 'sample-v13' where key = 'seed'");
    expect(await seedSampleData(t.database.db)).toBe(true);
    expect(await dates()).toHaveLength(10);
  });
});

describe('the sample schedules', () => {
  it('propose partners to Maria on a fresh install, whatever the day, and stay as players leave them', async () => {
    const maria = await signedInAgain(t, 'maria@demo.example.com', SAMPLE_PASSWORD);
    const proposals = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me/proposals',
        headers: bearer(maria),
      });
      expect(response.statusCode, response.body).toBe(200);
      return proposalsSchema.parse(response.json());
    };
    const names = (await proposals()).items.map((p) => p.player.name).sort();
    expect(names).toEqual(['Georgi Dimitrov', 'Десислава Стоянова', 'Николай Георгиев'].sort());
    const [{ windows } = { windows: 0 }] = await t.database.db.query<{ windows: number }>(
      'select count(*)::int as windows from schedule_windows where user_id = $1',
      [maria.user.id],
    );
    expect(windows).toBe(4);
    await t.database.db.query('delete from schedule_windows where user_id = $1', [maria.user.id]);
    await t.database.db.query("update app_meta set value = 'sample-v14' where key = 'seed'");
    expect(await seedSampleData(t.database.db)).toBe(true);
    expect((await proposals()).state).toBe('no_windows');
  });
});
