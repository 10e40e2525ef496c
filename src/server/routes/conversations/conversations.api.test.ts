import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { conversationSchema, messageSchema, messagesPageSchema } from '#contract/chat';
import type { Queryable } from '#server/db/db';
import { SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { WRITE_LIMITS } from '#server/rate-limits/rate-rules';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

const SAMPLE_PLAYER = '00000000-0000-0000-0000-000000000002';

let t: TestApp;
let alice: Session;
let bob: Session;
let carol: Session;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedUpUser(t, 'alice@example.com', 'Alice');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
  carol = await signedUpUser(t, 'carol@example.com', 'Carol');
  const started = await start(alice, bob.user.id);
  expect(started.statusCode).toBe(200);
  conversationId = started.json().id;
});
afterAll(() => t.close());

function start(session: Session | null, userId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: session ? bearer(session) : {},
    payload: { userId },
  });
}

function send(session: Session | null, id: string, content: string, clientId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: session ? bearer(session) : {},
    payload: { content, ...(clientId && { clientId }) },
  });
}

function messages(session: Session | null, id: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/conversations/${id}/messages${query}`,
    headers: session ? bearer(session) : {},
  });
}

describe('starting a conversation', () => {
  it('finds the same conversation whichever of the pair starts it', async () => {
    const fromBob = await start(bob, alice.user.id);
    expect(fromBob.statusCode).toBe(200);
    const conversation = conversationSchema.parse(fromBob.json());
    expect(conversation.id).toBe(conversationId);
    expect(conversation.other).toEqual({ id: alice.user.id, name: 'Alice' });
  });

  it('works with a sample player', async () => {
    const response = await start(carol, SAMPLE_PLAYER);
    expect(response.statusCode).toBe(200);
    expect(response.json().other.name).toBe('Georgi Dimitrov');
  });

  it('lets the sample player sign in with the demo password and answer', async () => {
    const started = await start(alice, SAMPLE_PLAYER);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'georgi@demo.example.com', password: SAMPLE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const georgi: Session = signIn.json();
    expect(georgi.user.id).toBe(SAMPLE_PLAYER);
    expect((await send(georgi, started.json().id, 'Hi, Alice!')).statusCode).toBe(201);
  });

  it('refuses oneself, unknown players, malformed ids and visitors', async () => {
    expect((await start(alice, alice.user.id)).json().error.code).toBe('own_conversation');
    const unknown = await start(alice, '00000000-0000-0000-0000-0000000000ff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('user_not_found');
    expect((await start(alice, 'not-an-id')).statusCode).toBe(400);
    expect((await start(null, bob.user.id)).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('are trimmed, stored with the signed-in sender, and listed in ascending order', async () => {
    const sent = await send(alice, conversationId, '  Здрасти, Боб!  ');
    expect(sent.statusCode).toBe(201);
    const message = messageSchema.parse(sent.json());
    expect(message).toMatchObject({ content: 'Здрасти, Боб!', senderId: alice.user.id, seq: 1 });
    await send(bob, conversationId, 'Hi Alice');
    const page = messagesPageSchema.parse((await messages(bob, conversationId)).json());
    expect(page.items.map((m) => [m.seq, m.content])).toEqual([
      [1, 'Здрасти, Боб!'],
      [2, 'Hi Alice'],
    ]);
    expect(page.hasOlder).toBe(false);
  });

  it('refuse blank and over-long text', async () => {
    const blank = await send(alice, conversationId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('content');
    expect((await send(alice, conversationId, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(alice, conversationId, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('page from the newest, older pages on request', async () => {
    const started = await start(carol, bob.user.id);
    const id = started.json().id;
    for (let i = 1; i <= 7; i++) await send(i % 2 ? carol : bob, id, `m${i}`);
    const newest = messagesPageSchema.parse((await messages(bob, id, '?limit=3')).json());
    expect(newest.items.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(newest.hasOlder).toBe(true);
    const older = messagesPageSchema.parse(
      (await messages(bob, id, '?limit=3&beforeSeq=5')).json(),
    );
    expect(older.items.map((m) => m.seq)).toEqual([2, 3, 4]);
  });

  it('do not exist for anyone outside the pair', async () => {
    expect((await messages(carol, conversationId)).statusCode).toBe(404);
    expect((await send(carol, conversationId, 'hello?')).statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: bearer(carol),
      payload: { seq: 1 },
    });
    expect(read.statusCode).toBe(404);
    expect((await messages(null, conversationId)).statusCode).toBe(401);
  });
});

describe('a message sent again under the client id it was first sent with', () => {
  const CLIENT_ID = '7c0e0a52-3a8b-4c4e-9d5e-0d8f2b1a6c01';

  it('is stored once: the repeat answers 200 with the message the first send made', async () => {
    const id = (await start(carol, SAMPLE_PLAYER)).json().id;
    const first = await send(carol, id, 'Written offline', CLIENT_ID);
    expect(first.statusCode).toBe(201);
    const message = messageSchema.parse(first.json());
    expect(message.clientId).toBe(CLIENT_ID);
    const again = await send(carol, id, 'Written offline', CLIENT_ID);
    expect(again.statusCode).toBe(200);
    expect(messageSchema.parse(again.json())).toEqual(message);
    const page = messagesPageSchema.parse((await messages(carol, id)).json());
    expect(page.items.filter((m) => m.content === 'Written offline')).toEqual([message]);
  });

  it('is stored once when both sends arrive at the same moment', async () => {
    const id = (await start(alice, carol.user.id)).json().id;
    const clientId = '7c0e0a52-3a8b-4c4e-9d5e-0d8f2b1a6c02';
    const answers = await Promise.all([
      send(alice, id, 'From two tabs', clientId),
      send(alice, id, 'From two tabs', clientId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    const page = messagesPageSchema.parse((await messages(carol, id)).json());
    expect(page.items.map((m) => m.content)).toEqual(['From two tabs']);
  });

  it('is its sender’s own: the other participant, or another conversation, gets a new message', async () => {
    const id = (await start(carol, SAMPLE_PLAYER)).json().id;
    const other = (await start(carol, bob.user.id)).json().id;
    const inOther = await send(carol, other, 'Same id elsewhere', CLIENT_ID);
    expect(inOther.statusCode).toBe(201);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'georgi@demo.example.com', password: SAMPLE_PASSWORD },
    });
    const byGeorgi = await send(signIn.json(), id, 'Same id, other sender', CLIENT_ID);
    expect(byGeorgi.statusCode).toBe(201);
    expect(byGeorgi.json().senderId).toBe(SAMPLE_PLAYER);
  });

  it('must be a uuid', async () => {
    const refused = await send(alice, conversationId, 'hello', 'not-a-uuid');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('clientId');
  });
});

describe('the inbox', () => {
  it('lists the other participant, the last message and the unread count', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: bearer(bob),
    });
    const withAlice = list.json().items.find((c: { id: string }) => c.id === conversationId);
    expect(withAlice.other.name).toBe('Alice');
    expect(withAlice.lastMessage.senderId).toBe(alice.user.id);
    // Alice wrote seq 1 and 3; Bob's own reply (seq 2) marked everything before it read.
    expect(withAlice.unreadCount).toBe(1);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: bearer(bob),
      payload: { seq: withAlice.lastSeq },
    });
    expect(read.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: bearer(bob),
    });
    expect(
      after.json().items.find((c: { id: string }) => c.id === conversationId).unreadCount,
    ).toBe(0);
  });
});

describe('sending too fast', () => {
  it('is refused with 429 and Retry-After (limits in rate-limits/write-limits.api.test.ts)', async () => {
    const dave = await signedUpUser(t, 'dave@example.com', 'Dave');
    const id = (await start(dave, SAMPLE_PLAYER)).json().id;
    const perMinute = WRITE_LIMITS.message.perAccount[0]?.limit ?? 0;
    for (let i = 0; i < perMinute; i++) {
      expect((await send(dave, id, `spam ${i}`)).statusCode).toBe(201);
    }
    const refused = await send(dave, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

/**
 * The statements app.db runs on behalf of `work` (a transaction's begin and commit counted as
 * statements, as each is a round trip), by their first words. Work of others running meanwhile
 * (the outbox's polling, the hub's catch-up) is in other async contexts and is not counted.
 */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const db = t.app.db;
  const ours = new AsyncLocalStorage<true>();
  const seen: string[] = [];
  const note = (sql: string) => {
    if (ours.getStore()) seen.push(sql.trim().split(/\s+/).slice(0, 3).join(' '));
  };
  const { query, transaction } = db;
  db.query = <Row>(sql: string, params?: unknown[]) => {
    note(sql);
    return query.call(db, sql, params) as Promise<Row[]>;
  };
  db.transaction = async <T>(run: (tx: Queryable) => Promise<T>): Promise<T> => {
    note('begin');
    const result = (await transaction.call(db, (tx) =>
      run({
        query: <Row>(sql: string, params?: unknown[]) => {
          note(sql);
          return tx.query<Row>(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      }),
    )) as T;
    note('commit');
    return result;
  };
  try {
    await ours.run(true, work);
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return seen;
}

describe('a message', () => {
  // Every round trip costs both the server and the database a write to the other: at the
  // design's 200 messages a second they are most of the time a send takes.
  it('takes at most eleven round trips to the database', async () => {
    const erin = await signedUpUser(t, 'erin@example.com', 'Erin');
    const id = (await start(erin, bob.user.id)).json().id;
    // The first sends also clean up old rate events and queue Bob's mail; later ones don't.
    for (const n of [1, 2]) {
      expect((await send(erin, id, `warm ${n}`, randomUUID())).statusCode).toBe(201);
    }
    let answer: Awaited<ReturnType<typeof send>> | undefined;
    const statements = await statementsOf(async () => {
      answer = await send(erin, id, 'counted', randomUUID());
    });
    expect(answer?.statusCode).toBe(201);
    // Counted, not missed: the send's own transaction is among them.
    expect(statements).toContain('commit');
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(11);
  });
});
