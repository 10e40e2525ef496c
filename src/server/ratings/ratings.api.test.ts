import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { SKILL_LEVELS } from '#contract/enum-values';
import { type Match, matchSchema } from '#contract/matches';
import { playerDetailSchema } from '#contract/players';
import { LEVEL_START_RATING, START_DEVIATION } from '#contract/rating-values';
import { addDays } from '#contract/sofia-time';
import { call as callAs } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { recomputeRatings } from './ratings-repository';

const clock = createTestClock('2026-05-03T10:00:00Z');
let t: TestApp;
let ana: Session;
let boris: Session;
let vera: Session;
let gosho: Session;

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  ana = await signedUpUser(t, 'ana@example.com', 'Ana');
  boris = await signedUpUser(t, 'boris@example.com', 'Boris');
  vera = await signedUpUser(t, 'vera@example.com', 'Vera');
  gosho = await signedUpUser(t, 'gosho@example.com', 'Gosho');
  await t.forgetRateLimits();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, url, session, payload);

let daysBack = 0;

/** `winner` records a straight-sets win over `loser`; `answer` is the loser's answer. */
async function played(
  winner: Session,
  loser: Session,
  answer: 'confirm' | 'dispute' = 'confirm',
): Promise<Match> {
  clock.advance(1000);
  daysBack += 1;
  const recorded = await call('POST', '/api/matches', winner, {
    opponentId: loser.user.id,
    playedOn: addDays('2026-05-02', -daysBack),
    sets: ['6-4', '6-4'],
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  const answered = await call('POST', `/api/matches/${recorded.json().id}/${answer}`, loser);
  expect(answered.statusCode, answered.body).toBe(200);
  return matchSchema.parse(answered.json());
}

interface Stored {
  rating: number | null;
  rating_deviation: number | null;
  rating_volatility: number | null;
  rating_start: number | null;
  rated_results: number;
}

async function stored(session: Session): Promise<Stored> {
  const [row] = await t.database.db.query<Stored>(
    `select rating, rating_deviation, rating_volatility, rating_start, rated_results
     from profiles where id = $1`,
    [session.user.id],
  );
  if (!row) throw new Error('no profile');
  return row;
}

/** Every profile's and every result's rating columns: what a recompute must leave alone. */
async function everyRating() {
  return {
    profiles: await t.database.db.query(
      `select id, rating, rating_deviation, rating_volatility, rating_start, rated_results,
         rating_points
       from profiles order by id`,
    ),
    results: await t.database.db.query(
      `select id, reporter_rating_before, opponent_rating_before
       from matches where status = 'confirmed' order by rated_seq`,
    ),
  };
}

async function setRating(session: Session, rating: number, deviation: number) {
  await t.database.db.query(
    `update profiles set rating = $2, rating_deviation = $3, rating_volatility = 0.06,
       rating_start = $2, rated_results = 1
     where id = $1`,
    [session.user.id, rating, deviation],
  );
}

async function pageRating(session: Session) {
  const response = await call('GET', `/api/players/${session.user.id}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return playerDetailSchema.parse(response.json()).rating;
}

describe('player ratings', () => {
  it('starts a new player from their declared level, with a high deviation', async () => {
    expect(await pageRating(gosho)).toEqual({
      points: LEVEL_START_RATING.beginner,
      deviation: START_DEVIATION,
      results: 0,
    });
    // The migration's mapping (rating_points) is the contract's, level by level.
    for (const level of SKILL_LEVELS) {
      await t.database.db.query('update profiles set skill_level = $2 where id = $1', [
        gosho.user.id,
        level,
      ]);
      expect((await pageRating(gosho)).points).toBe(LEVEL_START_RATING[level]);
    }
    await t.database.db.query("update profiles set skill_level = 'beginner' where id = $1", [
      gosho.user.id,
    ]);
  });

  it('rates a confirmed result as its own Glicko-2 period (reference values)', async () => {
    // Glickman's example players (glicko2.pdf): 1500/200 beats 1400/30, one game, τ = 0.5.
    await setRating(ana, 1500, 200);
    await setRating(boris, 1400, 30);
    const match = await played(ana, boris);
    const a = await stored(ana);
    const b = await stored(boris);
    expect(a.rating).toBeCloseTo(1563.564, 3);
    expect(a.rating_deviation).toBeCloseTo(175.403, 3);
    expect(a.rating_volatility).toBeCloseTo(0.0599987, 7);
    expect(b.rating).toBeCloseTo(1398.144, 3);
    expect(b.rating_deviation).toBeCloseTo(31.67, 3);
    expect([a.rated_results, b.rated_results]).toEqual([2, 2]);
    expect(await pageRating(ana)).toEqual({ points: 1564, deviation: 175, results: 2 });
    // The result keeps both sides' ratings before it.
    const [row] = await t.database.db.query<{ before: number[] }>(
      'select reporter_rating_before as before from matches where id = $1',
      [match.id],
    );
    expect(row?.before).toEqual([1500, 200, 0.06]);
  });

  it('counts a disputed result for nobody', async () => {
    const before = [await stored(ana), await stored(vera)];
    await played(ana, vera, 'dispute');
    expect([await stored(ana), await stored(vera)]).toEqual(before);
  });

  it('gives the same ratings when every one is recomputed from the confirmed results', async () => {
    // The ratings set by hand above give way to what the results say.
    await t.database.db.transaction((tx) => recomputeRatings(tx));
    await played(vera, gosho);
    await played(gosho, ana);
    await played(boris, vera);
    await played(vera, ana);
    // A declared level changed after the first result does not move where the player started.
    await t.database.db.query("update profiles set skill_level = 'professional' where id = $1", [
      vera.user.id,
    ]);
    const incremental = await everyRating();
    await t.database.db.transaction((tx) => recomputeRatings(tx));
    expect(await everyRating()).toEqual(incremental);
  });

  it('reverses a confirmed result both players withdraw, by a recompute', async () => {
    const before = await everyRating();
    const stats = async () => (await call('GET', '/api/profile', gosho)).json().gamesPlayed;
    const gamesBefore = await stats();
    const match = await played(gosho, boris);
    expect(await everyRating()).not.toEqual(before);

    const first = await call('POST', `/api/matches/${match.id}/withdraw`, gosho);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'confirmed', withdrawnBy: [gosho.user.id] });
    // Asking twice changes nothing (Boris hears of it once); a stranger does not see it.
    expect((await call('POST', `/api/matches/${match.id}/withdraw`, gosho)).json().status).toBe(
      'confirmed',
    );
    const told = (await call('GET', '/api/notifications', boris))
      .json()
      .items.filter((n: { kind: string; subjectId: string }) => n.subjectId === match.id);
    expect(told.map((n: { kind: string }) => n.kind)).toEqual([
      'match_withdraw_requested',
      'match_recorded',
    ]);
    expect(told[0].actor).toEqual({ id: gosho.user.id, name: expect.any(String) });
    expect((await call('POST', `/api/matches/${match.id}/withdraw`, ana)).statusCode).toBe(404);

    const second = await call('POST', `/api/matches/${match.id}/withdraw`, boris);
    expect(second.json()).toMatchObject({ status: 'withdrawn' });
    expect(await everyRating()).toEqual(before);
    expect(await stats()).toBe(gamesBefore);
    // Withdrawn is final.
    const again = await call('POST', `/api/matches/${match.id}/withdraw`, gosho);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'match_not_confirmed']);
  });

  it('reverses an early result too: the later ones are replayed without it', async () => {
    const [early] = (await call('GET', '/api/my/matches?status=confirmed', vera))
      .json()
      .items.slice(-1);
    await call('POST', `/api/matches/${early.id}/withdraw`, vera);
    await call('POST', `/api/matches/${early.id}/withdraw`, gosho);
    const afterWithdrawal = await everyRating();
    expect(afterWithdrawal.results.map((r) => r.id)).not.toContain(early.id);
    await t.database.db.transaction((tx) => recomputeRatings(tx));
    expect(await everyRating()).toEqual(afterWithdrawal);
  });

  it("replays a deleted player's side from the rating it had before each result", async () => {
    const leaver = await signedUpUser(t, 'leaver@example.com', 'Leaver');
    // Both sides of the winner: the leaver recorded one result and was named in the other.
    await played(leaver, ana);
    await played(boris, leaver);
    await played(ana, leaver);
    // And one the leaver won as the opponent: Ana records her loss.
    clock.advance(1000);
    const lost = await call('POST', '/api/matches', ana, {
      opponentId: leaver.user.id,
      playedOn: '2026-03-01',
      sets: ['4-6', '4-6'],
    });
    await call('POST', `/api/matches/${lost.json().id}/confirm`, leaver);
    const before = await everyRating();
    await t.database.db.query('delete from users where id = $1', [leaver.user.id]);
    await t.database.db.query('delete from profiles where id = $1', [leaver.user.id]);
    const others = (rating: typeof before) =>
      rating.profiles.filter((row) => row.id !== leaver.user.id);
    await t.database.db.transaction((tx) => recomputeRatings(tx));
    const after = await everyRating();
    expect(others(after)).toEqual(others(before));
    expect(after.results).toEqual(before.results);
  });

  it('withdraws only confirmed results', async () => {
    clock.advance(1000);
    const pending = await call('POST', '/api/matches', ana, {
      opponentId: gosho.user.id,
      playedOn: '2026-05-02',
      sets: ['6-1', '6-1'],
    });
    const response = await call('POST', `/api/matches/${pending.json().id}/withdraw`, ana);
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'match_not_confirmed']);
    expect(
      (await call('POST', `/api/matches/${pending.json().id}/withdraw`, null)).statusCode,
    ).toBe(401);
  });

  it('rates the sample players from the sample results at seeding', async () => {
    const [row] = await t.database.db.query<{ rated: number }>(
      `select count(*)::int as rated from profiles
       where id::text like '00000000-0000-0000-0000-0000000000%' and rated_results >= 5`,
    );
    expect(row?.rated).toBeGreaterThanOrEqual(3);
  });
});
