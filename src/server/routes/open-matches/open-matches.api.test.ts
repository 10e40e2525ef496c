import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import type { Court } from '#contract/courts';
import {
  type OpenMatch,
  type OpenMatchBody,
  type OpenMatchesPage,
  openMatchesPageSchema,
  openMatchSchema,
} from '#contract/open-matches';
import type { Queryable } from '#server/db/db';
import { call as apiCall, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { deleteAccount, signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { createOpenMatchesService } from './open-matches-service';

// Friday 1 May 2026, 12:00 in Sofia.
const clock = createTestClock('2026-05-01T09:00:00Z');
let t: TestApp;
let ana: Session; // organises; intermediate
let bob: Session; // intermediate
let eva: Session; // professional: outside an intermediate's default welcome
let dan: Session; // beginner
let owner: Session;
let court: Court;
let baseUrl: string;

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  apiCall(t, method, url, session, payload);

async function setLevel(session: Session, level: string) {
  await t.database.db.query('update profiles set skill_level = $2 where id = $1', [
    session.user.id,
    level,
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400, seed: false });
  [ana, bob, eva, dan, owner] = await Promise.all([
    signedUpUser(t, 'ana@example.com', 'Ana'),
    signedUpUser(t, 'bob@example.com', 'Bob'),
    signedUpUser(t, 'eva@example.com', 'Eva'),
    signedUpUser(t, 'dan@example.com', 'Dan'),
    signedUpUser(t, 'owner@example.com', 'Owner'),
  ]);
  await setLevel(ana, 'intermediate');
  await setLevel(bob, 'intermediate');
  await setLevel(eva, 'professional');
  await setLevel(dan, 'beginner');
  const listed = await call('POST', '/api/courts', owner, NEW_COURT);
  expect(listed.statusCode, listed.body).toBe(201);
  court = listed.json();
  baseUrl = await t.listen();
});
afterAll(() => t.close());

const GAME: OpenMatchBody = {
  format: 'singles',
  date: '2026-05-02',
  startTime: '18:00',
  durationHours: 1.5,
  district: 'lozenets',
};

let nextHour = 6;
/** A game of its own hour, so that no two of a test's games overlap for its players. */
function freshGame(extra: Partial<OpenMatchBody> = {}): OpenMatchBody {
  nextHour += 2;
  const day = 3 + Math.floor(nextHour / 20);
  const hour = 6 + (nextHour % 20) / 2;
  return {
    ...GAME,
    date: `2026-05-${String(day).padStart(2, '0')}`,
    startTime: `${String(Math.floor(hour)).padStart(2, '0')}:00`,
    durationHours: 1,
    ...extra,
  };
}

async function posted(body: OpenMatchBody, session = ana): Promise<OpenMatch> {
  const response = await call('POST', '/api/open-matches', session, body);
  expect(response.statusCode, response.body).toBe(201);
  return openMatchSchema.parse(response.json());
}

async function board(query = '', session: Session | null = null): Promise<OpenMatchesPage> {
  const response = await call('GET', `/api/open-matches${query}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return openMatchesPageSchema.parse(response.json());
}

const act = (session: Session | null, id: string, action: string) =>
  call('POST', `/api/open-matches/${id}/${action}`, session);

function refused(response: {
  statusCode: number;
  json(): unknown;
}): [number, string, Record<string, string> | undefined] {
  const body = response.json() as { error: { code: string; fields?: Record<string, string> } };
  return [response.statusCode, body.error.code, body.error.fields];
}

describe('posting a game', () => {
  it('puts the organiser in the first spot and welcomes their level and the ones next to it', async () => {
    const game = await posted({ ...GAME, note: 'Bring balls', sharePrice: true });
    expect(game).toMatchObject({
      organizer: { id: ana.user.id, name: 'Ana' },
      format: 'singles',
      spots: 2,
      spotsLeft: 1,
      state: 'open',
      players: [{ id: ana.user.id, level: 'intermediate' }],
      date: '2026-05-02',
      startTime: '18:00',
      endTime: '19:30',
      startsAt: '2026-05-02T15:00:00.000Z',
      levels: ['beginner', 'intermediate', 'advanced'],
      ratingRange: null,
      court: null,
      note: 'Bring balls',
      // No court, no price to share.
      pricePerPlayer: null,
      me: { role: 'organizer', fits: true },
    });
  });

  it('takes a rating range instead of levels, and doubles have four spots', async () => {
    const game = await posted(freshGame({ format: 'doubles', ratingMin: 1400, ratingMax: 1600 }));
    expect(game).toMatchObject({ spots: 4, spotsLeft: 3, levels: null });
    expect(game.ratingRange).toEqual({ min: 1400, max: 1600 });
  });

  it('refuses a bad form with the field and the reason', async () => {
    const cases: [Partial<OpenMatchBody>, string, string][] = [
      [{ date: '2026-04-30' }, 'date', 'in_past'],
      [{ date: '2026-06-01' }, 'date', 'game_too_far_ahead'],
      [{ date: '2026-05-01', startTime: '11:30' }, 'startTime', 'in_past'],
      [{ startTime: '18:15' }, 'startTime', 'start_half_hour'],
      [{ durationHours: 4 }, 'durationHours', 'too_big'],
      [{ startTime: '23:00', durationHours: 2 }, 'durationHours', 'past_midnight'],
      [{ levels: ['expert' as 'advanced'] }, 'levels.0', 'invalid_value'],
      [{ ratingMin: 1600, ratingMax: 1400 }, 'ratingMax', 'below_minimum'],
      [{ ratingMin: 1600 }, 'ratingMax', 'required'],
      [{ levels: ['advanced'], ratingMin: 1, ratingMax: 2 }, 'levels', 'levels_or_rating'],
      [{ courtId: UNKNOWN_ID }, 'courtId', 'court_not_found'],
    ];
    for (const [change, field, reason] of cases) {
      const response = await call('POST', '/api/open-matches', ana, { ...GAME, ...change });
      const [status, code, fields] = refused(response);
      expect([status, code, fields?.[field]], JSON.stringify(change)).toEqual([
        400,
        'validation',
        reason,
      ]);
    }
  });

  it('refuses a court nobody answers for, and one’s own court', async () => {
    const [ownerless] = await t.database.db.query<{ id: string }>(
      `insert into courts (name, address, postcode, district, surface,
         price_per_hour_cents, total_courts, lat, lng)
       values ('Ничий', 'ул. 1', '1000', 'center', 'clay', 2000, 1, 42.69, 23.32)
       returning id`,
    );
    const free = await call('POST', '/api/open-matches', ana, {
      ...freshGame(),
      courtId: ownerless?.id,
    });
    expect(refused(free)).toEqual([400, 'validation', { courtId: 'court_not_bookable' }]);
    const own = await call('POST', '/api/open-matches', owner, {
      ...freshGame(),
      courtId: court.id,
    });
    expect(refused(own)).toEqual([400, 'validation', { courtId: 'own_court' }]);
  });

  it('sends the booking request with the game, whose answer the game then shows', async () => {
    // The court opens on Saturdays from 09:00 to 13:00.
    const game = await posted({
      ...GAME,
      format: 'doubles',
      startTime: '10:00',
      durationHours: 2,
      courtId: court.id,
      sharePrice: true,
    });
    expect(game.court).toMatchObject({ id: court.id, name: NEW_COURT.name, booking: 'requested' });
    // 28.50 € an hour, two hours, four players.
    expect(game.pricePerPlayer).toBe(14.25);
    const requests = await call('GET', '/api/my/court-bookings?status=pending', owner);
    const booking = requests.json().items[0];
    expect(booking).toMatchObject({
      date: '2026-05-02',
      startTime: '10:00',
      requester: { id: ana.user.id },
    });
    expect((await call('POST', `/api/bookings/${booking.id}/accept`, owner)).statusCode).toBe(200);
    const seen = openMatchSchema.parse(
      (await call('GET', `/api/open-matches/${game.id}`, null)).json(),
    );
    expect(seen.court?.booking).toBe('booked');
  });

  it('shares the price its booking request asked, peak hours and all', async () => {
    const peakCourt = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      peakPrice: { pricePerHour: 36, weekends: true },
    });
    expect(peakCourt.statusCode, peakCourt.body).toBe(201);
    const game = await posted(
      {
        ...GAME,
        format: 'doubles',
        startTime: '11:00',
        durationHours: 2,
        courtId: peakCourt.json().id,
        sharePrice: true,
      },
      dan,
    );
    // Saturday: 36 € an hour all day, two hours, four players.
    expect(game.pricePerPlayer).toBe(18);
    const cheaper = await apiCall(t, 'PUT', `/api/courts/${peakCourt.json().id}`, owner, {
      ...NEW_COURT,
      pricePerHour: 10,
    });
    expect(cheaper.statusCode).toBe(200);
    const seen = (await call('GET', `/api/open-matches/${game.id}`, null)).json();
    expect(seen.pricePerPlayer).toBe(18);
  });

  it('needs a signed-in player', async () => {
    expect((await call('POST', '/api/open-matches', null, GAME)).statusCode).toBe(401);
  });
});

describe('joining', () => {
  it('gives a player who fits the spot at once, and the game is full', async () => {
    const game = await posted(freshGame());
    const joined = await act(bob, game.id, 'join');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(openMatchSchema.parse(joined.json())).toMatchObject({
      state: 'full',
      spotsLeft: 0,
      players: [{ id: ana.user.id }, { id: bob.user.id, name: 'Bob', level: 'intermediate' }],
      me: { role: 'player', fits: true },
    });
    expect(refused(await act(bob, game.id, 'join'))).toEqual([409, 'already_in_match', undefined]);
    expect(refused(await act(ana, game.id, 'join'))).toEqual([409, 'already_in_match', undefined]);
    expect(refused(await act(dan, game.id, 'join'))).toEqual([409, 'match_full', undefined]);
    // The full game is off the board for others, and says so on its own page.
    expect((await board('?date=2026-05-03')).items.map((g) => g.id)).not.toContain(game.id);
    const page = openMatchSchema.parse(
      (await call('GET', `/api/open-matches/${game.id}`, dan)).json(),
    );
    expect(page).toMatchObject({ state: 'full', me: { role: 'none', fits: true } });
  });

  it('lets a player outside the welcome ask, and the organiser accept or decline', async () => {
    const game = await posted(freshGame({ format: 'doubles' }));
    const asked = await act(eva, game.id, 'join');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(openMatchSchema.parse(asked.json())).toMatchObject({
      spotsLeft: 3,
      me: { role: 'asked', fits: false },
      asks: [],
    });
    // Asking again changes nothing.
    expect((await act(eva, game.id, 'join')).statusCode).toBe(202);
    const seenByOrganizer = openMatchSchema.parse(
      (await call('GET', `/api/open-matches/${game.id}`, ana)).json(),
    );
    expect(seenByOrganizer.asks).toMatchObject([{ id: eva.user.id, level: 'professional' }]);
    // Only the organiser answers.
    expect((await act(bob, game.id, `asks/${eva.user.id}/accept`)).statusCode).toBe(403);
    const accepted = await act(ana, game.id, `asks/${eva.user.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(openMatchSchema.parse(accepted.json())).toMatchObject({ spotsLeft: 2, asks: [] });
    expect(refused(await act(ana, game.id, `asks/${eva.user.id}/accept`))[1]).toBe('ask_not_found');

    const other = await posted(freshGame({ format: 'doubles' }));
    expect((await act(eva, other.id, 'join')).statusCode).toBe(202);
    const declined = await act(ana, other.id, `asks/${eva.user.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(refused(await act(eva, other.id, 'join'))).toEqual([409, 'ask_declined', undefined]);
  });

  it('refuses a game overlapping another one the player is in', async () => {
    const first = await posted(freshGame({ format: 'doubles' }));
    const overlapping = await posted(
      {
        ...GAME,
        format: 'doubles',
        date: first.date,
        startTime: first.startTime,
        durationHours: 1,
      },
      bob,
    );
    expect((await act(dan, first.id, 'join')).statusCode).toBe(200);
    expect(refused(await act(dan, overlapping.id, 'join'))).toEqual([
      409,
      'match_overlap',
      undefined,
    ]);
    // The organiser cannot post a second game at a time they already play.
    const twice = await call('POST', '/api/open-matches', ana, {
      ...GAME,
      date: first.date,
      startTime: first.startTime,
    });
    expect(refused(twice)[1]).toBe('match_overlap');
  });

  it('refuses a player with a block either way with anyone in the game', async () => {
    const game = await posted(freshGame({ format: 'doubles' }));
    expect((await act(bob, game.id, 'join')).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/blocks', bob, { userId: dan.user.id })).statusCode,
    ).toBeLessThan(300);
    expect(refused(await act(dan, game.id, 'join'))).toEqual([403, 'blocked', undefined]);
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${dan.user.id}`,
      headers: { authorization: `Bearer ${bob.access_token}` },
    });
    expect(unblocked.statusCode).toBeLessThan(300);
  });

  it('needs a signed-in player, and a game that exists', async () => {
    const game = await posted(freshGame());
    expect((await act(null, game.id, 'join')).statusCode).toBe(401);
    expect(refused(await act(bob, UNKNOWN_ID, 'join'))[1]).toBe('open_match_not_found');
  });
});

describe('leaving, removing and calling off', () => {
  it('frees the spot of a player who leaves, and the organiser cancels instead', async () => {
    const game = await posted(freshGame());
    await act(bob, game.id, 'join');
    const left = await act(bob, game.id, 'leave');
    expect(left.statusCode, left.body).toBe(200);
    expect(openMatchSchema.parse(left.json())).toMatchObject({
      spotsLeft: 1,
      me: { role: 'left' },
    });
    const [row] = await t.database.db.query<{ left_late: boolean }>(
      'select left_late from open_match_players where open_match_id = $1 and player_id = $2',
      [game.id, bob.user.id],
    );
    expect(row?.left_late).toBe(false);
    expect(refused(await act(ana, game.id, 'leave'))[1]).toBe('organizer_cannot_leave');
    expect(refused(await act(dan, game.id, 'leave'))[1]).toBe('open_match_not_found');
    // Leaving is no ban: the spot can be taken again.
    expect((await act(bob, game.id, 'join')).statusCode).toBe(200);
  });

  it('frees the spot of a player who deletes their account', async () => {
    await t.forgetRateLimits();
    const leaver = await signedUpUser(t, 'leaver@example.com', 'Leaver');
    await setLevel(leaver, 'intermediate');
    const game = await posted(freshGame({ format: 'doubles' }));
    expect((await act(leaver, game.id, 'join')).statusCode).toBe(200);
    expect((await act(bob, game.id, 'join')).statusCode).toBe(200);
    await deleteAccount(t, leaver);
    const seen = openMatchSchema.parse(
      (await call('GET', `/api/open-matches/${game.id}`, ana)).json(),
    );
    expect(seen.spotsLeft).toBe(2);
    expect(seen.players.map((p) => p.id)).toEqual([ana.user.id, bob.user.id]);
    // The count stays true through the next change.
    expect((await act(bob, game.id, 'leave')).json()).toMatchObject({ spotsLeft: 3 });
  });

  it('counts leaving less than six hours before the start as a late cancellation', async () => {
    // Today 16:00 in Sofia: four hours from now.
    const game = await posted({
      ...GAME,
      date: '2026-05-01',
      startTime: '16:00',
      durationHours: 1,
    });
    await act(dan, game.id, 'join');
    expect((await act(dan, game.id, 'leave')).statusCode).toBe(200);
    const [row] = await t.database.db.query<{ left_late: boolean }>(
      'select left_late from open_match_players where open_match_id = $1 and player_id = $2',
      [game.id, dan.user.id],
    );
    expect(row?.left_late).toBe(true);
    // It counts in Dan's show-up record as an event he did not show up to, once he has five.
    await t.database.db.query(
      `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
         price_cents, starts_at, ends_at, status, created_at, updated_at)
       select $1, $2, '2026-04-20', 600, 60, 2000, t, t + interval '1 hour', 'accepted', t, t
       from generate_series(1, 4) n, lateral (select timestamptz '2026-04-20 07:00Z' + n * interval '2 hours' as t) x`,
      [court.id, dan.user.id],
    );
    const reliability = await call('GET', `/api/players/${dan.user.id}/reliability`, null);
    expect(reliability.json().record).toEqual({
      showedUp: 4,
      events: 5,
      lateCancellations: 1,
      lateBookingCancellations: 0,
    });
  });

  it('lets the organiser remove a player, who cannot come back', async () => {
    const game = await posted(freshGame({ format: 'doubles' }));
    await act(bob, game.id, 'join');
    expect((await act(bob, game.id, `players/${ana.user.id}/remove`)).statusCode).toBe(403);
    const removed = await act(ana, game.id, `players/${bob.user.id}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(openMatchSchema.parse(removed.json()).players.map((p) => p.id)).toEqual([ana.user.id]);
    expect(refused(await act(bob, game.id, 'join'))[1]).toBe('removed_from_match');
    expect(refused(await act(ana, game.id, `players/${bob.user.id}/remove`))[1]).toBe(
      'player_not_found',
    );
  });

  it('calls the game off for everyone: off the board, nobody joins', async () => {
    const game = await posted(freshGame({ format: 'doubles' }));
    expect((await act(bob, game.id, 'cancel')).statusCode).toBe(403);
    const cancelled = await act(ana, game.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(openMatchSchema.parse(cancelled.json()).state).toBe('cancelled');
    expect(refused(await act(bob, game.id, 'join'))[1]).toBe('match_closed');
    expect(refused(await act(ana, game.id, 'cancel'))[1]).toBe('match_closed');
    expect((await board()).items.map((g) => g.id)).not.toContain(game.id);
  });
});

describe("the game's chat", () => {
  it('takes in the players holding a spot, and lets go of one who leaves', async () => {
    const game = await posted(freshGame({ format: 'doubles' }));
    expect(game.conversationId).not.toBeNull();
    const chat = game.conversationId ?? '';
    const messages = (session: Session) =>
      call('GET', `/api/conversations/${chat}/messages`, session);
    // Not yet in: it does not exist for Bob, nor does the game show him its chat.
    expect((await messages(bob)).statusCode).toBe(404);
    expect(
      openMatchSchema.parse((await call('GET', `/api/open-matches/${game.id}`, bob)).json())
        .conversationId,
    ).toBeNull();
    const joined = openMatchSchema.parse((await act(bob, game.id, 'join')).json());
    expect(joined.conversationId).toBe(chat);
    const sent = await call('POST', `/api/conversations/${chat}/messages`, ana, {
      content: 'Who brings balls?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const read = await messages(bob);
    expect(read.statusCode).toBe(200);
    expect(read.json().items.map((m: { content: string }) => m.content)).toEqual([
      'Who brings balls?',
    ]);
    expect((await act(bob, game.id, 'leave')).statusCode).toBe(200);
    expect((await messages(bob)).statusCode).toBe(404);
    // One who asked is not in the chat until accepted.
    expect((await act(eva, game.id, 'join')).statusCode).toBe(202);
    expect((await messages(eva)).statusCode).toBe(404);
    expect((await act(ana, game.id, `asks/${eva.user.id}/accept`)).statusCode).toBe(200);
    expect((await messages(eva)).statusCode).toBe(200);
  });
});

describe('the board', () => {
  it('lists games with a spot left by start time, narrowed by each filter', async () => {
    const doubles = await posted(
      { ...GAME, format: 'doubles', date: '2026-05-09', startTime: '09:00', district: 'mladost' },
      bob,
    );
    const evening = await posted(
      { ...GAME, date: '2026-05-09', startTime: '19:00', district: 'center' },
      bob,
    );
    const all = await board('?date=2026-05-09');
    expect(all.items.map((g) => g.id)).toEqual([doubles.id, evening.id]);
    expect(all.items[0]?.me).toBeNull();
    expect((await board('?date=2026-05-09&format=doubles')).items.map((g) => g.id)).toEqual([
      doubles.id,
    ]);
    expect((await board('?date=2026-05-09&time=evening')).items.map((g) => g.id)).toEqual([
      evening.id,
    ]);
    expect((await board('?date=2026-05-09&time=morning')).items.map((g) => g.id)).toEqual([
      doubles.id,
    ]);
    expect((await board('?date=2026-05-09&district=center')).items.map((g) => g.id)).toEqual([
      evening.id,
    ]);
    // Today is Friday 1 May: this weekend is the 2nd and the 3rd, not the 9th.
    const sunday = await posted({ ...GAME, date: '2026-05-03', district: 'vitosha' }, bob);
    expect((await board('?date=weekend&district=mladost')).items).toEqual([]);
    expect((await board('?date=weekend&district=vitosha')).items.map((g) => g.id)).toEqual([
      sunday.id,
    ]);
    expect((await board('?date=tomorrow&district=vitosha')).items).toEqual([]);
  });

  it('narrows to the games whose welcome fits the signed-in player', async () => {
    const forPros = await posted(
      { ...GAME, date: '2026-05-10', startTime: '10:00', ratingMin: 2000, ratingMax: 2400 },
      bob,
    );
    const forEveryone = await posted(
      {
        ...GAME,
        date: '2026-05-10',
        startTime: '12:00',
        levels: ['beginner', 'intermediate', 'advanced', 'professional'],
      },
      bob,
    );
    const fitsEva = await board('?date=2026-05-10&fits=me', eva);
    expect(fitsEva.items.map((g) => g.id)).toEqual([forPros.id, forEveryone.id]);
    const fitsDan = await board('?date=2026-05-10&fits=me', dan);
    expect(fitsDan.items.map((g) => g.id)).toEqual([forEveryone.id]);
    expect(fitsDan.items[0]?.me).toEqual({ role: 'none', fits: true });
    expect((await call('GET', '/api/open-matches?fits=me', null)).statusCode).toBe(401);
  });

  it('pages with a keyset cursor', async () => {
    await t.forgetRateLimits();
    for (let i = 0; i < 25; i++) {
      const start = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      await posted(
        { ...GAME, date: '2026-05-20', startTime: start, durationHours: 1, district: 'boyana' },
        i % 2 ? bob : dan,
      );
    }
    const first = await board('?date=2026-05-20');
    expect([first.total, first.items.length]).toEqual([25, 24]);
    const second = await board(`?date=2026-05-20&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(refused(await call('GET', '/api/open-matches?cursor=nope', null))[2]).toEqual({
      cursor: 'cursor_format',
    });
  });

  it("lists the games one organises or plays as 'My games', upcoming first", async () => {
    const mine = await board('?mine=true', dan);
    expect(mine.items.length).toBeGreaterThan(0);
    for (const game of mine.items)
      expect(['organizer', 'player', 'asked']).toContain(game.me?.role);
    const starts = mine.items.map((g) => g.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect((await call('GET', '/api/open-matches?mine=true', null)).statusCode).toBe(401);
  });

  it('tells every signed-in socket when a spot is taken', async () => {
    const game = await posted(freshGame({ format: 'doubles' }));
    const socket = await RealtimeTestClient.signedIn(baseUrl, eva.access_token);
    await socket.followInbox();
    const seen = socket.frames.length;
    expect((await act(bob, game.id, 'join')).statusCode).toBe(200);
    await socket.waitFor((frame) => frame.type === 'open_matches', seen);
    socket.close();
  });
});

describe('the last spot', () => {
  it('goes to one of fifty players joining at once; the others hear match_full', async () => {
    await t.forgetRateLimits();
    const crowd: Session[] = [];
    for (let batch = 0; batch < 5; batch++) {
      crowd.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            signedUpUser(t, `crowd${batch * 10 + i}@example.com`, `Crowd ${batch * 10 + i}`),
          ),
        )),
      );
      await t.forgetRateLimits();
    }
    const game = await posted(freshGame({ levels: ['beginner'] }), dan);
    const answers = await Promise.all(crowd.map((player) => act(player, game.id, 'join')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 49 }, () => 409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.code).toBe('match_full');
    }
    const [row] = await t.database.db.query<{ players_count: number; held: number }>(
      `select players_count, (select count(*)::int from open_match_players
         where open_match_id = $1 and status = 'joined') as held
       from open_matches where id = $1`,
      [game.id],
    );
    expect(row).toEqual({ players_count: 2, held: 2 });
  });
});

describe("a join's round trips", () => {
  it('are a budget: every statement of a join is one more wait on a busy database', async () => {
    await t.forgetRateLimits();
    const joiner = await signedUpUser(t, 'counted@example.com', 'Counted');
    await setLevel(joiner, 'intermediate');
    const game = await posted(freshGame());
    const sent: string[] = [];
    const counting = <T extends Queryable>(db: T): T => ({
      ...db,
      query: (sql: string, params?: unknown[]) => {
        sent.push(sql);
        return db.query(sql, params);
      },
    });
    const db = t.database.db;
    const service = createOpenMatchesService(
      { ...counting(db), transaction: (work) => db.transaction((tx) => work(counting(tx))) },
      clock,
    );
    const { game: joined } = await service.join(game.id, joiner.user.id);
    expect(joined.spotsLeft).toBe(0);
    // The lock, the player's queue, what decides, the spot, the chat, the game's facts, the
    // notice with its mail and pushes, the answer; then the board's frame and the wake-up.
    expect(sent).toHaveLength(10);
  });
});

describe('a game whose start has passed', () => {
  it('leaves the board and takes no one', async () => {
    const game = await posted(
      { ...GAME, date: '2026-05-01', startTime: '14:00', durationHours: 1 },
      bob,
    );
    expect((await board('?date=today')).items.map((g) => g.id)).toContain(game.id);
    clock.advance(2.5 * 3_600_000);
    expect((await board('?date=today')).items.map((g) => g.id)).not.toContain(game.id);
    expect(refused(await act(dan, game.id, 'join'))[1]).toBe('match_closed');
    const stateNow = async () =>
      openMatchSchema.parse((await call('GET', `/api/open-matches/${game.id}`, null)).json()).state;
    expect(await stateNow()).toBe('started');
    // Once its hour is over, it was played.
    clock.advance(3_600_000);
    expect(await stateNow()).toBe('played');
  });
});
