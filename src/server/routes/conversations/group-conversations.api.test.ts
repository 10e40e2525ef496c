import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { conversationSchema, conversationsListSchema, messagesPageSchema } from '#contract/chat';
import { bearer, deleteAccount, signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import {
  addConversationParticipant,
  createGroupConversation,
  removeConversationParticipant,
} from './group-conversations';

let t: TestApp;
let url: string;
let alice: Session;
let bob: Session;
let carol: Session;
let dave: Session;
let groupId: string;
const clients: RealtimeTestClient[] = [];

async function signedInClient(session: Session) {
  const client = await RealtimeTestClient.signedIn(url, session.access_token);
  clients.push(client);
  return client;
}

function send(session: Session, id: string, content: string, clientId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: bearer(session),
    payload: { content, ...(clientId && { clientId }) },
  });
}

function messages(session: Session, id: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/conversations/${id}/messages`,
    headers: bearer(session),
  });
}

function markRead(session: Session, id: string, seq: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/read`,
    headers: bearer(session),
    payload: { seq },
  });
}

async function conversationOf(session: Session, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/conversations',
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return conversationsListSchema.parse(response.json()).items.find((c) => c.id === id);
}

beforeAll(async () => {
  t = await createTestApp({ realtimeCatchUpEveryMs: 200 });
  url = await t.listen();
  alice = await signedUpUser(t, 'alice@example.com', 'Alice');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
  carol = await signedUpUser(t, 'carol@example.com', 'Carol');
  dave = await signedUpUser(t, 'dave@example.com', 'Dave');
  groupId = await t.app.db.transaction((tx) =>
    createGroupConversation(tx, [alice.user.id, bob.user.id, carol.user.id]),
  );
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

describe('a group conversation', () => {
  it('is listed for each member with the other members, and for nobody else', async () => {
    const seen = conversationSchema.parse(await conversationOf(alice, groupId));
    expect(seen).toMatchObject({ kind: 'group', blocked: null, unreadCount: 0 });
    // Those who joined together come in the order of their ids; `other` is the first of them.
    expect(seen.members).toHaveLength(2);
    expect(seen.members).toEqual(
      expect.arrayContaining([
        { id: bob.user.id, name: 'Bob' },
        { id: carol.user.id, name: 'Carol' },
      ]),
    );
    expect(seen.other).toEqual(seen.members[0]);
    expect(await conversationOf(dave, groupId)).toBeUndefined();
    expect((await messages(dave, groupId)).statusCode).toBe(404);
    expect((await send(dave, groupId, 'let me in')).statusCode).toBe(404);
  });

  it('brings each message to every member over their sockets', async () => {
    const a = await signedInClient(alice);
    const b = await signedInClient(bob);
    const c = await signedInClient(carol);
    for (const client of [a, b, c]) {
      expect(await client.subscribe(groupId, 0)).toMatchObject({ type: 'subscribed' });
    }
    const fromAlice = await send(alice, groupId, 'Singles or doubles?');
    expect(fromAlice.statusCode).toBe(201);
    const fromCarol = await send(carol, groupId, 'Doubles!');
    expect(fromCarol.statusCode).toBe(201);
    for (const client of [a, b, c]) {
      await client.waitFor((f) => f.type === 'message' && f.message.seq === 2);
      expect(client.seqs(groupId)).toEqual([1, 2]);
    }
    const received = b.frames.flatMap((f) => (f.type === 'message' ? [f.message.senderId] : []));
    expect(received).toEqual([alice.user.id, carol.user.id]);
  });

  it('keeps the read state of each member', async () => {
    expect((await conversationOf(alice, groupId))?.unreadCount).toBe(1);
    expect((await conversationOf(bob, groupId))?.unreadCount).toBe(2);
    expect((await conversationOf(carol, groupId))?.unreadCount).toBe(0);
    expect((await markRead(bob, groupId, 1)).statusCode).toBe(204);
    expect((await conversationOf(bob, groupId))?.unreadCount).toBe(1);
    expect((await conversationOf(alice, groupId))?.unreadCount).toBe(1);
  });

  it('answers a repeated send with the message it made', async () => {
    const clientId = randomUUID();
    const first = await send(bob, groupId, 'Saturday at 10?', clientId);
    expect(first.statusCode).toBe(201);
    const again = await send(bob, groupId, 'Saturday at 10?', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const page = messagesPageSchema.parse((await messages(alice, groupId)).json());
    expect(page.items.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('catches a member up after a reconnect, from the last seq they have', async () => {
    const before = await signedInClient(carol);
    await before.subscribe(groupId, 0);
    before.close();
    await before.waitForClose();
    expect((await send(alice, groupId, 'Court 3 is free')).statusCode).toBe(201);
    const after = await signedInClient(carol);
    await after.subscribe(groupId, 3);
    expect(after.seqs(groupId)).toEqual([4]);
  });

  it('is not stopped by a block between two members', async () => {
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: bearer(alice),
      payload: { userId: carol.user.id },
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect((await send(carol, groupId, 'Still on for Saturday')).statusCode).toBe(201);
    expect((await send(alice, groupId, 'Yes')).statusCode).toBe(201);
    expect((await conversationOf(alice, groupId))?.blocked).toBeNull();
  });

  it('shuts out a removed member at once: 404, and nothing more on a subscribed socket', async () => {
    const socket = await signedInClient(bob);
    await socket.followInbox();
    expect(await socket.subscribe(groupId, 0)).toMatchObject({ type: 'subscribed' });
    const lastSeen = Math.max(...socket.seqs(groupId));
    await t.app.db.transaction((tx) => removeConversationParticipant(tx, groupId, bob.user.id));
    // Idempotent.
    await t.app.db.transaction((tx) => removeConversationParticipant(tx, groupId, bob.user.id));
    await socket.waitFor((f) => f.type === 'error' && f.conversationId === groupId);
    expect(socket.frames).toContainEqual(
      expect.objectContaining({ type: 'error', code: 'not_found', conversationId: groupId }),
    );
    const next = await send(alice, groupId, 'Bob had to go');
    expect(next.statusCode).toBe(201);
    // Others get it; the periodic catch-up (200 ms here) runs a few times meanwhile.
    const watcher = await signedInClient(carol);
    await watcher.subscribe(groupId, 0);
    await watcher.waitFor((f) => f.type === 'message' && f.message.seq === next.json().seq);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(Math.max(...socket.seqs(groupId))).toBe(lastSeen);
    expect((await messages(bob, groupId)).statusCode).toBe(404);
    expect((await send(bob, groupId, 'wait')).statusCode).toBe(404);
    expect((await markRead(bob, groupId, 1)).statusCode).toBe(404);
    expect(await conversationOf(bob, groupId)).toBeUndefined();
    expect(await socket.subscribe(groupId, 0)).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('lets an added member read the history with nothing unread', async () => {
    const socket = await signedInClient(dave);
    await socket.followInbox();
    await t.app.db.transaction((tx) => addConversationParticipant(tx, groupId, dave.user.id));
    await t.app.db.transaction((tx) => addConversationParticipant(tx, groupId, dave.user.id));
    await socket.waitFor((f) => f.type === 'inbox' && f.conversationId === groupId);
    const seen = await conversationOf(dave, groupId);
    expect(seen).toMatchObject({ kind: 'group', unreadCount: 0 });
    expect(seen?.members.map((m) => m.name).sort()).toEqual(['Alice', 'Carol']);
    const page = messagesPageSchema.parse((await messages(dave, groupId)).json());
    expect(page.items.length).toBe(seen?.lastSeq);
    await socket.subscribe(groupId, seen?.lastSeq ?? 0);
    const reply = await send(carol, groupId, 'Welcome, Dave');
    await socket.waitFor((f) => f.type === 'message' && f.message.seq === reply.json().seq);
    expect((await conversationOf(dave, groupId))?.unreadCount).toBe(1);
  });

  it('stays for the others when a member deletes their account', async () => {
    await deleteAccount(t, carol);
    const seen = await conversationOf(alice, groupId);
    expect(seen?.members.map((m) => m.name)).toEqual(['Dave']);
    const page = messagesPageSchema.parse((await messages(alice, groupId)).json());
    const fromCarol = page.items.filter((m) => m.content === 'Doubles!');
    expect(fromCarol).toHaveLength(1);
    expect(fromCarol[0]?.senderId).toBeNull();
    expect((await send(dave, groupId, 'Three of us then')).statusCode).toBe(201);
  });
});
