import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type Match, type MatchBody, matchSchema } from '#contract/matches';
import type { OpenMatchBody } from '#contract/open-matches';
import { call as apiCall } from '#test/support/api-fixtures';
import { deleteAccount, signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Friday 1 May 2026, 12:00 in Sofia; the games are on Saturday the 2nd.
const clock = createTestClock('2026-05-01T09:00:00Z');
const GAME_DAY = '2026-05-02';
let t: TestApp;
let ana: Session;
let bob: Session;
let carol: Session;
let dan: Session;
let eva: Session;
let singles: string;
let doubles: string;
let cancelled: string;
let raced: string;

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  apiCall(t, method, url, session, payload);

async function game(organiser: Session, body: Partial<OpenMatchBody>, joiners: Session[]) {
  const posted = await call('POST', '/api/open-matches', organiser, {
    format: 'singles',
    date: GAME_DAY,
    durationHours: 1,
    district: 'lozenets',
    ...body,
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const id: string = posted.json().id;
  for (const joiner of joiners) {
    const joined = await call('POST', `/api/open-matches/${id}/join`, joiner);
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400, seed: false });
  [ana, bob, carol, dan, eva] = await Promise.all([
    signedUpUser(t, 'ana@example.com', 'Ana'),
    signedUpUser(t, 'bob@example.com', 'Bob'),
    signedUpUser(t, 'carol@example.com', 'Carol'),
    signedUpUser(t, 'dan@example.com', 'Dan'),
    signedUpUser(t, 'eva@example.com', 'Eva'),
  ]);
  await t.database.db.query(`update profiles set skill_level = 'intermediate'`);
  singles = await game(ana, { startTime: '10:00' }, [bob]);
  doubles = await game(ana, { format: 'doubles', startTime: '14:00' }, [bob, carol, dan]);
  cancelled = await game(ana, { startTime: '17:00' }, [eva]);
  expect((await call('POST', `/api/open-matches/${cancelled}/cancel`, ana)).statusCode).toBe(200);
  raced = await game(carol, { startTime: '18:00' }, [eva]);
});
afterAll(() => t.close());

function record(session: Session, body: Partial<MatchBody>) {
  clock.advance(1000);
  return call('POST', '/api/matches', session, {
    opponentId: bob.user.id,
    playedOn: GAME_DAY,
    sets: ['6-4', '6-3'],
    ...body,
  });
}

async function recorded(session: Session, body: Partial<MatchBody>): Promise<Match> {
  const response = await record(session, body);
  expect(response.statusCode, response.body).toBe(201);
  return matchSchema.parse(response.json());
}

function expectRefused(
  response: { statusCode: number; json: () => { error: { code: string; fields?: object } } },
  status: number,
  code: string,
  fields?: Record<string, string>,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error.code).toBe(code);
  if (fields) expect(response.json().error.fields).toEqual(fields);
}

const answer = (session: Session, id: string, action: 'confirm' | 'dispute' | 'withdraw') =>
  call('POST', `/api/matches/${id}/${action}`, session);

/** What the profiles hold: the record, and the rating only singles move. */
async function standing(...sessions: Session[]) {
  const rows = await t.database.db.query<{
    id: string;
    wins: number;
    losses: number;
    rating: number | null;
    rated_results: number;
  }>('select id, wins, losses, rating, rated_results from profiles where id = any($1::uuid[])', [
    sessions.map((s) => s.user.id),
  ]);
  return Object.fromEntries(sessions.map((s) => [s.user.id, rows.find((r) => r.id === s.user.id)]));
}

const DOUBLES_TEAMS = () => ({
  openMatchId: doubles,
  partnerId: carol.user.id,
  opponentId: bob.user.id,
  opponentPartnerId: dan.user.id,
});

describe('a result recorded from an open match', () => {
  it('waits for the game to start', async () => {
    expectRefused(await record(ana, { openMatchId: singles }), 409, 'game_not_started');
  });

  it("comes from one of the game's players, on its date, naming the other", async () => {
    // 19:00 in Sofia: every game of the day has started.
    clock.advance(Date.parse('2026-05-02T16:00:00Z') - clock.now().getTime());
    expectRefused(
      await record(eva, { openMatchId: singles, opponentId: ana.user.id }),
      403,
      'forbidden',
    );
    expectRefused(
      await record(ana, { openMatchId: singles, playedOn: '2026-05-01' }),
      400,
      'validation',
      { playedOn: 'game_date' },
    );
    expectRefused(
      await record(ana, { openMatchId: singles, opponentId: carol.user.id }),
      400,
      'validation',
      { opponentId: 'not_in_game' },
    );
    expectRefused(
      await record(ana, {
        openMatchId: singles,
        partnerId: carol.user.id,
        opponentPartnerId: dan.user.id,
      }),
      400,
      'validation',
      { partnerId: 'not_in_game' },
    );
    expectRefused(
      await record(ana, { openMatchId: '10000000-0000-4000-8000-0000000000ff' }),
      404,
      'open_match_not_found',
    );
    expectRefused(
      await record(eva, { openMatchId: cancelled, opponentId: ana.user.id }),
      409,
      'game_cancelled',
    );
  });

  it('is one a game, and rates a singles result as today', async () => {
    const before = await standing(ana, bob);
    const match = await recorded(ana, { openMatchId: singles });
    expect(match).toMatchObject({
      openMatchId: singles,
      reporterPartner: null,
      opponentPartner: null,
      status: 'pending',
    });
    // Nor again from the other player, while it waits or once confirmed.
    expectRefused(
      await record(bob, { openMatchId: singles, opponentId: ana.user.id }),
      409,
      'game_result_exists',
    );
    expect((await answer(bob, match.id, 'confirm')).statusCode).toBe(200);
    expectRefused(
      await record(bob, { openMatchId: singles, opponentId: ana.user.id, sets: ['6-1', '6-1'] }),
      409,
      'game_result_exists',
    );
    const after = await standing(ana, bob);
    expect(after[ana.user.id]).toMatchObject({
      wins: (before[ana.user.id]?.wins ?? 0) + 1,
      rated_results: 1,
    });
    expect(after[bob.user.id]).toMatchObject({ losses: 1, rated_results: 1 });
    expect(after[ana.user.id]?.rating).not.toBeNull();
  });

  it('names both teams of a doubles game, all four its players', async () => {
    expectRefused(await record(ana, { openMatchId: doubles }), 400, 'validation', {
      partnerId: 'required',
    });
    expectRefused(
      await record(ana, { ...DOUBLES_TEAMS(), partnerId: eva.user.id }),
      400,
      'validation',
      { partnerId: 'not_in_game' },
    );
    expectRefused(
      await record(ana, { ...DOUBLES_TEAMS(), opponentPartnerId: carol.user.id }),
      400,
      'validation',
      { opponentPartnerId: 'duplicate' },
    );
    expectRefused(
      await record(ana, { ...DOUBLES_TEAMS(), openMatchId: undefined }),
      400,
      'validation',
      { openMatchId: 'required' },
    );
    expectRefused(
      await record(ana, { ...DOUBLES_TEAMS(), opponentPartnerId: undefined }),
      400,
      'validation',
      { opponentPartnerId: 'required' },
    );
    expectRefused(
      await record(ana, { ...DOUBLES_TEAMS(), partnerId: ana.user.id }),
      400,
      'own_match',
    );
  });

  it('in doubles is confirmed by the other team only, counts for all four and rates no one', async () => {
    const before = await standing(ana, bob, carol, dan);
    const match = await recorded(ana, DOUBLES_TEAMS());
    expect(match.reporterPartner).toEqual({ id: carol.user.id, name: 'Carol' });
    expect(match.opponentPartner).toEqual({ id: dan.user.id, name: 'Dan' });
    // Both opponents hear of it.
    const told = await t.database.db.query<{ recipient_id: string }>(
      `select recipient_id from notifications where kind = 'match_recorded' and subject_id = $1`,
      [match.id],
    );
    expect(told.map((n) => n.recipient_id).sort()).toEqual([bob.user.id, dan.user.id].sort());
    // Every player sees it on the game's list.
    for (const player of [ana, bob, carol, dan]) {
      const mine = await call('GET', `/api/my/matches?openMatchId=${doubles}`, player);
      expect(mine.json().items.map((m: Match) => m.id)).toEqual([match.id]);
    }
    expectRefused(await answer(carol, match.id, 'confirm'), 403, 'forbidden');
    expectRefused(await answer(eva, match.id, 'confirm'), 404, 'match_not_found');
    expect((await answer(dan, match.id, 'confirm')).statusCode).toBe(200);
    expectRefused(await answer(bob, match.id, 'dispute'), 409, 'match_not_pending');

    const after = await standing(ana, bob, carol, dan);
    for (const [player, won] of [
      [ana, true],
      [carol, true],
      [bob, false],
      [dan, false],
    ] as const) {
      const was = before[player.user.id];
      expect(after[player.user.id]).toEqual({
        ...was,
        wins: (was?.wins ?? 0) + (won ? 1 : 0),
        losses: (was?.losses ?? 0) + (won ? 0 : 1),
      });
    }
    const told2 = await t.database.db.query<{ recipient_id: string }>(
      `select recipient_id from notifications where kind = 'match_confirmed' and subject_id = $1`,
      [match.id],
    );
    expect(told2.map((n) => n.recipient_id).sort()).toEqual([ana.user.id, carol.user.id].sort());
  });

  it('in doubles is withdrawn once a player of each team asks, and can then be recorded again', async () => {
    const [confirmed] = (await call('GET', `/api/my/matches?openMatchId=${doubles}`, ana)).json()
      .items as Match[];
    if (!confirmed) throw new Error('no doubles result');
    const before = await standing(ana, bob, carol, dan);
    const asked = await answer(carol, confirmed.id, 'withdraw');
    expect(asked.json().withdrawnBy.sort()).toEqual([ana.user.id, carol.user.id].sort());
    expect((await answer(ana, confirmed.id, 'withdraw')).json().status).toBe('confirmed');
    expect((await answer(bob, confirmed.id, 'withdraw')).json().status).toBe('withdrawn');
    const after = await standing(ana, bob, carol, dan);
    expect(after[carol.user.id]?.wins).toBe((before[carol.user.id]?.wins ?? 0) - 1);
    expect(after[dan.user.id]?.losses).toBe((before[dan.user.id]?.losses ?? 0) - 1);
    // The recompute leaves the singles rating where the singles result put it.
    expect(after[ana.user.id]?.rating).toBe(before[ana.user.id]?.rating);
    expect(after[carol.user.id]).toMatchObject({ rating: null, rated_results: 0 });

    // A disputed result makes room for another, from the other team too.
    const again = await recorded(bob, {
      openMatchId: doubles,
      opponentId: ana.user.id,
      partnerId: dan.user.id,
      opponentPartnerId: carol.user.id,
    });
    expect((await answer(carol, again.id, 'dispute')).statusCode).toBe(200);
    const kept = await recorded(bob, {
      openMatchId: doubles,
      opponentId: ana.user.id,
      partnerId: dan.user.id,
      opponentPartnerId: carol.user.id,
      sets: ['4-6', '6-3', '10-7'],
    });
    expect((await answer(carol, kept.id, 'confirm')).statusCode).toBe(200);
    // Each partner's own data holds it, won or lost from their side.
    for (const [player, won] of [
      [dan, true],
      [carol, false],
    ] as const) {
      const exported = await call('GET', '/api/account/export', player);
      const mine = exported.json().matches.find((m: { id: string }) => m.id === kept.id);
      expect(mine?.wonByMe, player.user.name).toBe(won);
    }

    // A partner who deletes their account leaves the confirmed result to the three others.
    await deleteAccount(t, dan);
    const [left] = (
      await call('GET', `/api/my/matches?openMatchId=${doubles}&status=confirmed`, ana)
    ).json().items as Match[];
    expect(left).toMatchObject({
      id: kept.id,
      reporter: { id: bob.user.id },
      reporterPartner: { id: null, name: '' },
    });
    const final = await standing(ana, carol);
    expect(final[ana.user.id]?.losses).toBe(1);
    expect(final[carol.user.id]).toMatchObject({ wins: 0, losses: 1, rated_results: 0 });
  });

  it('recorded by both players at the same moment is kept once: the other hears it exists', async () => {
    const answers = await Promise.all([
      call('POST', '/api/matches', carol, {
        openMatchId: raced,
        opponentId: eva.user.id,
        playedOn: GAME_DAY,
        sets: ['6-4', '6-3'],
      }),
      call('POST', '/api/matches', eva, {
        openMatchId: raced,
        opponentId: carol.user.id,
        playedOn: GAME_DAY,
        sets: ['3-6', '4-6'],
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.code).toBe('game_result_exists');
    const [{ count } = { count: -1 }] = await t.database.db.query<{ count: number }>(
      'select count(*)::int as count from matches where open_match_id = $1',
      [raced],
    );
    expect(count).toBe(1);
  });
});
