import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { appendMessage } from '#server/routes/conversations/conversations-repository';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let url: string;
let alice: Session;
let bob: Session;
let carol: Session;
let conversationId: string;
const clients: RealtimeTestClient[] = [];

async function signedInClient(session: Session, baseUrl = url) {
  const client = await RealtimeTestClient.signedIn(baseUrl, session.access_token);
  clients.push(client);
  return client;
}

async function send(session: Session, content: string, app = t) {
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: bearer(session),
    payload: { content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().seq as number;
}

/**
 * A message committed as the API commits it, whose announcement never goes out: the process
 * ended between the commit and its NOTIFY.
 */
async function writeUnannounced(session: Session, content: string) {
  return t.app.db.transaction(async (tx) => {
    const appended = await appendMessage(tx, {
      conversationId,
      senderId: session.user.id,
      recipientId: (session === alice ? bob : alice).user.id,
      content,
      clientId: undefined,
    });
    if (!appended || !('message' in appended)) throw new Error('the message was not written');
    return appended.message.seq;
  });
}

beforeAll(async () => {
  // A short check period, so the catch-up of an unannounced message takes no test long.
  t = await createTestApp({ realtimeCatchUpEveryMs: 200 });
  url = await t.listen();
  alice = await signedUpUser(t, 'alice@example.com', 'Alice');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
  carol = await signedUpUser(t, 'carol@example.com', 'Carol');
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(alice),
    payload: { userId: bob.user.id },
  });
  conversationId = started.json().id;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

describe('the realtime socket', () => {
  it('wants an auth frame first, and refuses a bad token by closing', async () => {
    const anonymous = await RealtimeTestClient.connect(url);
    clients.push(anonymous);
    anonymous.send({ type: 'subscribe', conversationId, afterSeq: 0 });
    const error = await anonymous.waitFor((f) => f.type === 'error');
    expect(error).toMatchObject({ code: 'session_missing' });
    anonymous.send({ type: 'auth', token: 'not-a-token' });
    expect(await anonymous.waitForClose()).toBe(4001);
  });

  it('does not let anyone outside the pair subscribe', async () => {
    const outsider = await signedInClient(carol);
    await outsider.subscribe(conversationId, 0);
    expect(outsider.frames.at(-1)).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('delivers a new message live, once, with an inbox notice', async () => {
    const receiver = await signedInClient(bob);
    await receiver.followInbox();
    await receiver.subscribe(conversationId, 0);
    const seq = await send(alice, 'live one');
    await receiver.waitFor((f) => f.type === 'message' && f.message.seq === seq);
    await receiver.waitFor((f) => f.type === 'inbox' && f.conversationId === conversationId);
    expect(receiver.seqs(conversationId)).toEqual([seq]);
  });

  it('sends what a dropped socket missed, then live messages, with no gap and no duplicate', async () => {
    const first = await signedInClient(bob);
    await first.subscribe(conversationId, 0);
    const seen = first.seqs(conversationId);
    first.close();
    await first.waitForClose();

    const missed = [await send(alice, 'while away 1'), await send(alice, 'while away 2')];
    const again = await signedInClient(bob);
    const lastSeen = seen.at(-1) ?? 0;
    await again.subscribe(conversationId, lastSeen);
    expect(again.seqs(conversationId)).toEqual(missed);
    const live = await send(alice, 'back online');
    await again.waitFor((f) => f.type === 'message' && f.message.seq === live);
    expect(again.seqs(conversationId)).toEqual([...missed, live]);
  });

  it('delivers a message whose announcement never came, by the periodic catch-up', async () => {
    const receiver = await signedInClient(bob);
    await receiver.subscribe(conversationId, 1_000_000);
    const seq = await writeUnannounced(alice, 'committed, never announced');
    await receiver.waitFor((f) => f.type === 'message' && f.message.seq === seq);
    expect(receiver.seqs(conversationId)).toEqual([seq]);
  });

  it('delivers an unannounced message before the next one, once each, in order', async () => {
    const receiver = await signedInClient(bob);
    await receiver.subscribe(conversationId, 1_000_000);
    const unannounced = await writeUnannounced(alice, 'lost announcement');
    const next = await send(alice, 'the next one');
    await receiver.waitFor((f) => f.type === 'message' && f.message.seq === next);
    // Another catch-up check passes: nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.seqs(conversationId)).toEqual([unannounced, next]);
  });

  it('takes a new access token on the open socket', async () => {
    const client = await signedInClient(alice);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: alice.refresh_token },
    });
    alice = refreshed.json();
    const before = client.frames.length;
    client.send({ type: 'auth', token: alice.access_token });
    await client.waitFor((f) => f.type === 'ready', before);
    await client.subscribe(conversationId, 0);
    expect(client.frames.at(-1)).toMatchObject({ type: 'subscribed' });
  });

  it('answers pings and refuses oversized frames', async () => {
    const client = await signedInClient(bob);
    client.send({ type: 'ping' });
    await client.waitFor((f) => f.type === 'pong');
    client.send({ type: 'ping', padding: 'x'.repeat(20_000) });
    expect(await client.waitForClose()).toBe(1009);
  });
});

describe('the limits of one socket and one user', () => {
  it('refuses an eleventh socket of the same user', async () => {
    const dave = await signedUpUser(t, 'dave@example.com', 'Dave');
    const open = [];
    for (let i = 0; i < 10; i++) open.push(await signedInClient(dave));
    const eleventh = await RealtimeTestClient.connect(url);
    clients.push(eleventh);
    eleventh.send({ type: 'auth', token: dave.access_token });
    expect(await eleventh.waitForClose()).toBe(4008);
    expect(eleventh.frames).toContainEqual(expect.objectContaining({ code: 'too_many_sockets' }));
    for (const client of open) client.close();
  });

  it('refuses a fifty-first subscription on one socket', async () => {
    const erin = await signedUpUser(t, 'erin@example.com', 'Erin');
    const partners = await t.database.db.query<{ id: string }>(
      `insert into profiles (id, name)
       select gen_random_uuid(), 'Partner ' || n from generate_series(1, 51) n
       returning id`,
    );
    const ids: string[] = [];
    for (const partner of partners) {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(erin),
        payload: { userId: partner.id },
      });
      ids.push(started.json().id);
    }
    const client = await signedInClient(erin);
    for (const id of ids.slice(0, 50)) await client.subscribe(id, 0);
    expect(client.frames.filter((f) => f.type === 'subscribed')).toHaveLength(50);
    await client.subscribe(ids[50] as string, 0);
    expect(client.frames.at(-1)).toMatchObject({ type: 'error', code: 'too_many_subscriptions' });
  });
});

describe('across servers on one database', () => {
  it('delivers a message written through one server to a client of another', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const otherUrl = await other.listen();
      const receiver = await signedInClient(bob, otherUrl);
      await receiver.subscribe(conversationId, 1_000_000);
      const subscribed = receiver.frames.at(-1);
      expect(subscribed).toMatchObject({ type: 'subscribed' });
      expect(receiver.seqs(conversationId)).toEqual([]);
      const seq = await send(alice, 'across processes');
      await receiver.waitFor((f) => f.type === 'message' && f.message.seq === seq);
    } finally {
      await other.close();
    }
  });

  it('resumes after the server restarts, with nothing lost', async () => {
    const first = await createTestApp({ database: t.database });
    const firstUrl = await first.listen();
    const client = await signedInClient(bob, firstUrl);
    await client.subscribe(conversationId, 0);
    const seen = client.seqs(conversationId);
    await first.close();
    await client.waitForClose();

    const sentWhileDown = await send(alice, 'while the server was down');
    const restarted = await createTestApp({ database: t.database });
    try {
      const again = await signedInClient(bob, await restarted.listen());
      await again.subscribe(conversationId, seen.at(-1) ?? 0);
      expect(again.seqs(conversationId)).toEqual([sentWhileDown]);
    } finally {
      await restarted.close();
    }
  });
});
