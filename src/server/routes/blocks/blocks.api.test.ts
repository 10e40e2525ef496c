import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { blockedPlayerSchema, blocksListSchema, MAX_BLOCKS } from '#contract/blocks';
import { type Booking, bookingSchema } from '#contract/bookings';
import { conversationSchema } from '#contract/chat';
import type { Court } from '#contract/courts';
import { type Match, matchSchema } from '#contract/matches';
import { partnerRequestsPageSchema } from '#contract/partner-requests';
import { playersPageSchema } from '#contract/players';
import { call as callAs, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const NEXT_MONDAY = '2026-05-11';
const MINUTE = 60_000;

let t: TestApp;
let baseUrl: string;
/** Blocks Boris in most tests; owns a court. */
let anna: Session;
let boris: Session;
/** Blocks nobody and is blocked by nobody: sees everyone. */
let carol: Session;
let court: Court;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    seed: false,
    accessTokenTtlSeconds: 90 * 86_400,
    outbox: { autoStart: false },
  });
  anna = await signedUpUser(t, 'anna@example.com', 'Anna Blocker');
  boris = await signedUpUser(t, 'boris@example.com', 'Boris Pest');
  carol = await signedUpUser(t, 'carol@example.com', 'Carol Bystander');
  const listed = await callAs(t, 'POST', '/api/courts', anna, NEW_COURT);
  expect(listed.statusCode, listed.body).toBe(201);
  court = listed.json();
  baseUrl = await t.listen();
});
afterAll(() => t.close());
// Every test starts and ends without blocks.
afterEach(async () => {
  await t.database.db.query('delete from blocks');
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

async function block(blocker: Session, blocked: Session) {
  const response = await call('POST', '/api/blocks', blocker, { userId: blocked.user.id });
  expect(response.statusCode, response.body).toBe(200);
  return blockedPlayerSchema.parse(response.json());
}

async function unblock(blocker: Session, blocked: Session) {
  const response = await call('DELETE', `/api/blocks/${blocked.user.id}`, blocker);
  expect(response.statusCode, response.body).toBe(204);
}

async function blocksOf(session: Session) {
  const response = await call('GET', '/api/blocks', session);
  expect(response.statusCode, response.body).toBe(200);
  return blocksListSchema.parse(response.json()).items;
}

function expectBlocked(response: { statusCode: number; body: string }) {
  expect([response.statusCode, JSON.parse(response.body).error?.code], response.body).toEqual([
    403,
    'blocked',
  ]);
}

describe('the block list', () => {
  it('blocks a player once however often it is asked, and unblocks', async () => {
    expect((await call('GET', '/api/blocks', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/blocks', null, { userId: boris.user.id })).statusCode).toBe(
      401,
    );
    expect(await blocksOf(anna)).toEqual([]);

    const first = await block(anna, boris);
    expect(first).toMatchObject({ id: boris.user.id, name: 'Boris Pest' });
    expect(new Date(first.blockedAt).getTime()).not.toBeNaN();
    expect(await block(anna, boris)).toEqual(first);
    expect(await blocksOf(anna)).toEqual([first]);
    // The list is the blocker's: Boris and Carol block nobody.
    expect(await blocksOf(boris)).toEqual([]);
    expect(await blocksOf(carol)).toEqual([]);

    await block(anna, carol);
    expect((await blocksOf(anna)).map((b) => b.name).sort()).toEqual([
      'Boris Pest',
      'Carol Bystander',
    ]);
    await unblock(anna, boris);
    await unblock(anna, boris);
    expect((await blocksOf(anna)).map((b) => b.name)).toEqual(['Carol Bystander']);
    expect((await call('DELETE', `/api/blocks/${carol.user.id}`, null)).statusCode).toBe(401);
  });

  it('refuses oneself, unknown players and bad ids', async () => {
    const own = await call('POST', '/api/blocks', anna, { userId: anna.user.id });
    expect([own.statusCode, own.json().error.code]).toEqual([400, 'own_block']);
    const unknown = await call('POST', '/api/blocks', anna, { userId: UNKNOWN_ID });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'user_not_found']);
    const bad = await call('POST', '/api/blocks', anna, { userId: 'boris' });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([
      400,
      { userId: expect.any(String) },
    ]);
    expect((await call('DELETE', '/api/blocks/boris', anna)).statusCode).toBe(400);
    expect(await blocksOf(anna)).toEqual([]);
  });

  it(`blocks at most ${MAX_BLOCKS} players, and blocking one of them again still answers`, async () => {
    await t.database.db.query(
      `with made as (
         insert into profiles (id, name, listed)
         select gen_random_uuid(), 'Filler ' || i, false
         from generate_series(1, $2::int - 1) i returning id)
       insert into blocks (blocker_id, blocked_id) select $1, id from made`,
      [carol.user.id, MAX_BLOCKS],
    );
    await block(carol, boris);
    const over = await call('POST', '/api/blocks', carol, { userId: anna.user.id });
    expect([over.statusCode, over.json().error.code]).toEqual([409, 'too_many_blocks']);
    expect((await block(carol, boris)).id).toBe(boris.user.id);
    await unblock(carol, boris);
    await block(carol, anna);
    await t.database.db.query("delete from profiles where name like 'Filler %'");
  });
});

describe('messages', () => {
  async function conversationOf(session: Session, other: Session) {
    const response = await call('POST', '/api/conversations', session, { userId: other.user.id });
    return response;
  }
  const send = (session: Session, conversationId: string, content: string, extra = {}) =>
    call('POST', `/api/conversations/${conversationId}/messages`, session, { content, ...extra });

  it('go neither way while a block stands, never reach the blocker live, and flow again after unblocking', async () => {
    const started = await conversationOf(boris, anna);
    expect(started.statusCode, started.body).toBe(200);
    const conversation = conversationSchema.parse(started.json());
    expect(conversation.blocked).toBeNull();
    const clientId = '20000000-0000-4000-8000-000000000001';
    const hello = await send(boris, conversation.id, 'Hello Anna', { clientId });
    expect(hello.statusCode).toBe(201);

    const annaSocket = await RealtimeTestClient.signedIn(baseUrl, anna.access_token);
    await annaSocket.subscribe(conversation.id, 1);

    await block(anna, boris);
    expectBlocked(await send(boris, conversation.id, 'Why did you block me?'));
    expectBlocked(await send(anna, conversation.id, 'Stop writing'));
    // A repeat of a send that went through before the block answers with the message it made.
    const repeated = await send(boris, conversation.id, 'Hello Anna', { clientId });
    expect([repeated.statusCode, repeated.json().id]).toEqual([200, hello.json().id]);

    // Both still open and read the conversation they had, and each sees the block.
    const annaSide = conversationSchema.parse((await conversationOf(anna, boris)).json());
    const borisSide = conversationSchema.parse((await conversationOf(boris, anna)).json());
    expect([annaSide.id, annaSide.blocked]).toEqual([conversation.id, 'by_me']);
    expect([borisSide.id, borisSide.blocked]).toEqual([conversation.id, 'by_them']);
    const list = await call('GET', '/api/conversations', anna);
    expect(list.json().items[0]).toMatchObject({ id: conversation.id, blocked: 'by_me' });
    const history = await call('GET', `/api/conversations/${conversation.id}/messages`, anna);
    expect(history.json().items.map((m: { content: string }) => m.content)).toEqual(['Hello Anna']);

    await unblock(anna, boris);
    const after = await send(boris, conversation.id, 'Sorry, friends again?');
    expect(after.statusCode, after.body).toBe(201);
    await annaSocket.waitFor((f) => f.type === 'message' && f.message.seq === 2);
    // Nothing written while the block stood reached Anna's socket: only the message after it.
    expect(annaSocket.seqs(conversation.id)).toEqual([2]);
    expect(conversationSchema.parse((await conversationOf(anna, boris)).json()).blocked).toBeNull();
    annaSocket.close();
  });

  it('no new conversation starts while a block stands, in either direction', async () => {
    await block(carol, boris);
    expectBlocked(await conversationOf(boris, carol));
    expectBlocked(await conversationOf(carol, boris));
    await unblock(carol, boris);
    const started = await conversationOf(boris, carol);
    expect(started.statusCode, started.body).toBe(200);
  });

  it('a blocked player cannot answer the blocker’s partner request', async () => {
    const posted = await call('POST', '/api/partner-requests', anna, {
      level: 'intermediate',
      district: 'lozenets',
      preferredTime: 'Weekends',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const conversation = conversationSchema.parse((await conversationOf(boris, anna)).json());
    await block(anna, boris);
    expectBlocked(
      await send(boris, conversation.id, 'I can play', { partnerRequestId: posted.json().id }),
    );
    await unblock(anna, boris);
    const answered = await send(boris, conversation.id, 'I can play', {
      partnerRequestId: posted.json().id,
    });
    expect(answered.statusCode, answered.body).toBe(201);
    await call('POST', `/api/partner-requests/${posted.json().id}/close`, anna);
  });

  it('a message sent before the block is not mailed to the blocker after it', async () => {
    const withBoris = conversationSchema.parse((await conversationOf(boris, anna)).json());
    const withCarol = conversationSchema.parse((await conversationOf(carol, anna)).json());
    await call('POST', `/api/conversations/${withBoris.id}/read`, anna, { seq: 1_000 });
    await call('POST', `/api/conversations/${withCarol.id}/read`, anna, { seq: 1_000 });
    await t.app.outbox.drain();
    const mailsBefore = (await t.mails('anna@example.com')).length;

    expect((await send(boris, withBoris.id, 'Unread from Boris')).statusCode).toBe(201);
    expect((await send(carol, withCarol.id, 'Unread from Carol')).statusCode).toBe(201);
    await block(anna, boris);
    clock.advance(11 * MINUTE);
    await t.app.outbox.drain();
    const mails = (await t.mails('anna@example.com')).slice(mailsBefore);
    // Carol's message is mailed as usual; Boris's is not.
    expect(mails.map((mail) => mail.text.includes('Unread from Carol'))).toEqual([true]);
    expect(mails.some((mail) => mail.text.includes('Unread from Boris'))).toBe(false);
  });
});

describe('the lists', () => {
  async function playerNames(session: Session | null, query = '') {
    const response = await call('GET', `/api/players${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    const page = playersPageSchema.parse(response.json());
    return { names: page.items.map((p) => p.name).sort(), total: page.total };
  }

  async function boardAuthors(session: Session | null) {
    const response = await call('GET', '/api/partner-requests', session);
    expect(response.statusCode, response.body).toBe(200);
    return partnerRequestsPageSchema
      .parse(response.json())
      .items.map((r) => r.author.name)
      .sort();
  }

  const everyone = ['Anna Blocker', 'Boris Pest', 'Carol Bystander'];

  it('leave each out of the other’s player list and search, both ways, until unblocked', async () => {
    expect((await playerNames(boris)).names).toEqual(everyone);
    await block(anna, boris);
    expect(await playerNames(anna)).toEqual({
      names: ['Anna Blocker', 'Carol Bystander'],
      total: 2,
    });
    expect(await playerNames(boris)).toEqual({
      names: ['Boris Pest', 'Carol Bystander'],
      total: 2,
    });
    expect((await playerNames(carol)).names).toEqual(everyone);
    expect((await playerNames(null)).names).toEqual(everyone);
    // Search by name.
    expect((await playerNames(boris, '?q=anna')).names).toEqual([]);
    expect((await playerNames(anna, '?q=boris')).names).toEqual([]);
    expect((await playerNames(carol, '?q=anna')).names).toEqual(['Anna Blocker']);
    // A token that is not valid reads the list as a visitor does.
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/players',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(visitor.json().total).toBe(3);

    await unblock(anna, boris);
    expect((await playerNames(anna)).names).toEqual(everyone);
    expect((await playerNames(boris, '?q=anna')).names).toEqual(['Anna Blocker']);
  });

  it('hide the blocker’s page from the blocked player; the blocker still sees theirs', async () => {
    const page = (session: Session | null, of: Session) =>
      call('GET', `/api/players/${of.user.id}`, session);
    await block(anna, boris);
    const hidden = await page(boris, anna);
    expect([hidden.statusCode, hidden.json().error.code]).toEqual([404, 'user_not_found']);
    expect((await page(anna, boris)).statusCode).toBe(200);
    expect((await page(null, anna)).statusCode).toBe(200);
    expect((await page(carol, anna)).statusCode).toBe(200);
    await unblock(anna, boris);
    expect((await page(boris, anna)).statusCode).toBe(200);
  });

  it('leave each out of the other’s partner board, both ways, until unblocked', async () => {
    const ids: string[] = [];
    for (const session of [anna, boris]) {
      const posted = await call('POST', '/api/partner-requests', session, {
        level: 'advanced',
        district: 'center',
        preferredTime: 'Mornings',
      });
      expect(posted.statusCode, posted.body).toBe(201);
      ids.push(posted.json().id);
    }
    expect(await boardAuthors(carol)).toEqual(['Anna Blocker', 'Boris Pest']);
    await block(anna, boris);
    expect(await boardAuthors(anna)).toEqual(['Anna Blocker']);
    expect(await boardAuthors(boris)).toEqual(['Boris Pest']);
    expect(await boardAuthors(carol)).toEqual(['Anna Blocker', 'Boris Pest']);
    expect(await boardAuthors(null)).toEqual(['Anna Blocker', 'Boris Pest']);
    // One's own requests stay in one's own list.
    const mine = await call('GET', '/api/partner-requests?mine=true', anna);
    expect(mine.json().total).toBeGreaterThan(0);
    await unblock(anna, boris);
    expect(await boardAuthors(boris)).toEqual(['Anna Blocker', 'Boris Pest']);
    for (const [index, session] of [anna, boris].entries()) {
      await call('POST', `/api/partner-requests/${ids[index]}/close`, session);
    }
  });
});

describe('bookings of the blocker’s courts', () => {
  async function book(session: Session, startTime: string) {
    return call('POST', '/api/bookings', session, {
      courtId: court.id,
      date: NEXT_MONDAY,
      startTime,
      durationHours: 1,
    });
  }
  async function booked(session: Session, startTime: string): Promise<Booking> {
    const response = await book(session, startTime);
    expect(response.statusCode, response.body).toBe(201);
    return bookingSchema.parse(response.json());
  }
  const act = (session: Session, booking: Booking, action: string, payload?: unknown) =>
    call('POST', `/api/bookings/${booking.id}/${action}`, session, payload);

  it('are refused, and so are a yes and the owner’s contact; a no still works', async () => {
    const toAccept = await booked(boris, '09:00');
    const toDecline = await booked(boris, '10:00');
    const toCancel = await booked(boris, '11:00');
    const accepted = await booked(boris, '12:00');
    expect((await act(anna, accepted, 'accept', {})).statusCode).toBe(200);
    const contact = `/api/courts/${court.id}/owner-contact`;
    expect((await call('GET', contact, boris)).statusCode).toBe(200);

    await block(anna, boris);
    expectBlocked(await book(boris, '13:00'));
    expectBlocked(await act(anna, toAccept, 'accept', {}));
    expectBlocked(await call('GET', contact, boris));
    expect((await act(anna, toDecline, 'decline', {})).statusCode).toBe(200);
    expect((await act(boris, toCancel, 'cancel')).statusCode).toBe(200);
    // A player who blocked the owner cannot book their courts either.
    await unblock(anna, boris);
    await block(boris, anna);
    expectBlocked(await book(boris, '13:00'));
    await unblock(boris, anna);

    expect((await book(boris, '13:00')).statusCode).toBe(201);
    expect((await act(anna, toAccept, 'accept', {})).statusCode).toBe(200);
    expect((await call('GET', contact, boris)).statusCode).toBe(200);
  });
});

describe('match results', () => {
  let day = 0;
  function record(session: Session, opponent: Session) {
    day += 1;
    return call('POST', '/api/matches', session, {
      opponentId: opponent.user.id,
      playedOn: `2026-04-${String(day).padStart(2, '0')}`,
      sets: ['6-4', '6-3'],
    });
  }
  async function recorded(session: Session, opponent: Session): Promise<Match> {
    const response = await record(session, opponent);
    expect(response.statusCode, response.body).toBe(201);
    return matchSchema.parse(response.json());
  }

  it('cannot be recorded or confirmed against each other; a dispute still goes', async () => {
    const toConfirm = await recorded(boris, anna);
    const toDispute = await recorded(boris, anna);
    await block(anna, boris);
    expectBlocked(await record(boris, anna));
    expectBlocked(await record(anna, boris));
    expectBlocked(await call('POST', `/api/matches/${toConfirm.id}/confirm`, anna));
    expect((await call('POST', `/api/matches/${toDispute.id}/dispute`, anna)).statusCode).toBe(200);
    await unblock(anna, boris);
    expect((await record(boris, anna)).statusCode).toBe(201);
    expect((await call('POST', `/api/matches/${toConfirm.id}/confirm`, anna)).statusCode).toBe(200);
  });
});

describe('Connect & Play', () => {
  it('is refused both ways while a block stands', async () => {
    const ask = (session: Session, player: Session) =>
      call('POST', `/api/players/${player.user.id}/play-request`, session);
    await block(anna, boris);
    expectBlocked(await ask(boris, anna));
    expectBlocked(await ask(anna, boris));
    await unblock(anna, boris);
    const sent = await ask(boris, anna);
    expect([sent.statusCode, sent.json().status]).toEqual([200, 'sent']);
  });
});
