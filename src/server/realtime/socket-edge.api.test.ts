import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Session } from '#contract/auth';
import { REALTIME_LIMITS, REALTIME_PATH } from '#contract/realtime';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import {
  RealtimeTestClient,
  realtimeUrl,
  upgradeStatus as upgradeStatusAt,
} from '#test/support/realtime-client';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { CLOSE_CODES } from './connection';

let t: TestApp;
let url: string;
let ana: Session;
let bob: Session;
let conversationId: string;
const clients: RealtimeTestClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ corsOrigins: ['https://partner.example.com'] });
  url = await t.listen();
  ana = await signedUpUser(t, 'ana@example.com', 'Ana');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(ana),
    payload: { userId: bob.user.id },
  });
  conversationId = started.json().id;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

async function signedIn(session: Session) {
  const client = await RealtimeTestClient.signedIn(url, session.access_token);
  clients.push(client);
  return client;
}

/** A raw socket of Ana's, signed in, for frames the test client would not send. */
async function rawSocket(): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(realtimeUrl(url));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise((resolve) =>
    socket.on('message', (data) => {
      if (JSON.parse(data.toString()).type === 'ready') resolve(undefined);
    }),
  );
  socket.send(JSON.stringify({ type: 'auth', token: ana.access_token }));
  await ready;
  // ws reports a failed send or a torn connection here; the test reads the close code instead.
  socket.on('error', () => {});
  return { socket, closed };
}

/** The other sockets, Ana's own and Bob's, still answer and still get a live message. */
async function expectOthersStillWork(others: RealtimeTestClient[]) {
  for (const other of others) {
    const before = other.frames.length;
    other.send({ type: 'ping' });
    await other.waitFor((f) => f.type === 'pong', before);
  }
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: bearer(ana),
    payload: { content: `still here ${Math.random()}` },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const seq = sent.json().seq as number;
  for (const other of others) {
    await other.waitFor((f) => f.type === 'message' && f.message.seq === seq);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
}

describe('a frame the socket cannot take closes that socket only', () => {
  let anasOther: RealtimeTestClient;
  let bobs: RealtimeTestClient;

  beforeAll(async () => {
    anasOther = await signedIn(ana);
    bobs = await signedIn(bob);
    await anasOther.subscribe(conversationId, 0);
    await bobs.subscribe(conversationId, 0);
  });

  it.each([
    ['text that is not JSON', 'hello {', CLOSE_CODES.notJson],
    ['JSON that is no frame', JSON.stringify({ type: 'delete_everything' }), CLOSE_CODES.badFrame],
    ['a frame with a wrong field', JSON.stringify({ type: 'subscribe' }), CLOSE_CODES.badFrame],
    ['JSON that is not an object', '[1,2,3]', CLOSE_CODES.badFrame],
    ['JSON null', 'null', CLOSE_CODES.badFrame],
  ])('%s: closed with its code, after an error frame', async (_what, text, code) => {
    const { socket, closed } = await rawSocket();
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    socket.send(text);
    expect(await closed).toBe(code);
    expect(frames).toContainEqual(expect.objectContaining({ type: 'error', code: 'bad_frame' }));
    await expectOthersStillWork([anasOther, bobs]);
  });

  it('a binary frame: closed with 1003', async () => {
    const { socket, closed } = await rawSocket();
    socket.send(Buffer.from(JSON.stringify({ type: 'ping' })), { binary: true });
    expect(await closed).toBe(CLOSE_CODES.binaryFrame);
    await expectOthersStillWork([anasOther, bobs]);
  });

  it('text that is not UTF-8: closed with 1007', async () => {
    const { socket, closed } = await rawSocket();
    socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closed).toBe(CLOSE_CODES.notJson);
    await expectOthersStillWork([anasOther, bobs]);
  });

  it('a frame over the size limit: closed with 1009, before it is read', async () => {
    const { socket, closed } = await rawSocket();
    const padding = 'x'.repeat(REALTIME_LIMITS.maxFrameBytes);
    socket.send(JSON.stringify({ type: 'ping', padding }));
    expect(await closed).toBe(CLOSE_CODES.frameTooBig);
    await expectOthersStillWork([anasOther, bobs]);
  });

  it('a frame just under the size limit is read (and refused only for what it says)', async () => {
    const { socket, closed } = await rawSocket();
    const frame = JSON.stringify({ type: 'auth', token: '' });
    socket.send(
      frame.replace('""', `"${'x'.repeat(REALTIME_LIMITS.maxFrameBytes - frame.length)}"`),
    );
    expect(await closed).toBe(CLOSE_CODES.badFrame);
  });
});

/** The HTTP status the upgrade to this test's server got: 101 when the socket opened. */
const upgradeStatus = (headers: Record<string, string>) => upgradeStatusAt(url, headers);

describe('the upgrade and the Origin', () => {
  it('refuses a page of another site', async () => {
    expect(await upgradeStatus({ origin: 'https://evil.example.com' })).toBe(403);
    expect(await upgradeStatus({ origin: 'null' })).toBe(403);
    expect(await upgradeStatus({ origin: 'not a url' })).toBe(403);
    // The app's host under another name is another site.
    expect(await upgradeStatus({ origin: 'https://tennis.test.evil.example.com' })).toBe(403);
    const { port } = new URL(url);
    expect(await upgradeStatus({ origin: `http://127.0.0.1:${Number(port) + 1}` })).toBe(403);
  });

  it('lets in the app’s own pages: its address, or the host the request came to', async () => {
    expect(await upgradeStatus({ origin: TEST_APP_URL })).toBe(101);
    expect(await upgradeStatus({ origin: url })).toBe(101);
    // Behind a proxy that ends TLS the server sees http; the page was https on the same host.
    expect(await upgradeStatus({ origin: url.replace('http:', 'https:') })).toBe(101);
  });

  it('lets in a configured origin, and a client that is no browser (no Origin)', async () => {
    expect(await upgradeStatus({ origin: 'https://partner.example.com' })).toBe(101);
    expect(await upgradeStatus({})).toBe(101);
  });

  it('answers a refused upgrade with the app’s JSON error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: REALTIME_PATH,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
  });
});
