import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { mailsTo } from '../e2e/fixtures/mails';
import { type Answer, ApiClient, clientAddress } from './lib/api-client';
import { allMessages, ChatSender } from './lib/chat-sender';
import {
  type PrivatePostgres,
  startPrivatePostgres,
  whyNoPrivatePostgres,
} from './lib/private-postgres';
import { RealtimeWatcher } from './lib/realtime-watcher';
import { type ServerProcess, startServer } from './lib/server-process';
import { skipBecause } from './lib/skip';

const OUTAGE_MS = 10_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Observed extends Answer {
  call: string;
  sentAt: number;
  answeredAt: number;
}

const skipped = skipBecause('PostgreSQL outage', await whyNoPrivatePostgres());

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
const scratch: string[] = [];
afterAll(async () => {
  await server?.kill('SIGKILL');
  await postgres?.remove();
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

/** Until `until()` holds, every 250 ms, for at most `ms`; whether it came to hold. */
async function eventually(until: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await until()) return true;
    if (Date.now() > end) return false;
    await sleep(250);
  }
}

describe.skipIf(skipped)('PostgreSQL stopped for 10 s under load', () => {
  it('answers 503 with Retry-After while it is away and recovers by itself, sockets and mail included', async () => {
    postgres = await startPrivatePostgres();
    const dataDir = await mkdtemp(join(tmpdir(), 'tennis-faults-pg-data-'));
    scratch.push(dataDir);
    server = await startServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SEED: 'sample',
      TRUST_PROXY: '127.0.0.1',
      ACCESS_TOKEN_TTL: '3600',
      // A chat message is mailed to its reader 3 s after it is sent: while the database is away.
      MESSAGE_MAIL_DELAY_SECONDS: '3',
    });
    const url = server.url;
    const people = SAMPLE_PLAYERS.slice(0, 6).map((player, i) => ({
      player,
      client: new ApiClient(url, clientAddress(i + 1)),
    }));
    for (const { player, client } of people) await client.signIn(player.email, SAMPLE_PASSWORD);
    const [p0, p1, p2, p3, p4, p5] = people.map(({ client }) => client) as ApiClient[];
    const conversation = async (a: ApiClient, b: ApiClient) =>
      (await a.call('POST', '/api/conversations', { userId: b.userId })).body.id as string;
    const chatA = await conversation(p0 as ApiClient, p1 as ApiClient);
    const chatB = await conversation(p2 as ApiClient, p3 as ApiClient);
    const chatMail = await conversation(p4 as ApiClient, p5 as ApiClient);

    // Four sockets, two in each busy conversation.
    const watchers = [
      new RealtimeWatcher(url, p0?.token as string, chatA),
      new RealtimeWatcher(url, p1?.token as string, chatA),
      new RealtimeWatcher(url, p2?.token as string, chatB),
      new RealtimeWatcher(url, p3?.token as string, chatB),
    ];
    await Promise.all(watchers.map((watcher) => watcher.start()));

    // Steady load: four people chatting (a message each every 2.5 s, within the write limits),
    // four reading lists four times a second.
    const observed: Observed[] = [];
    for (const client of [p0, p1, p2, p3] as ApiClient[]) {
      client.onAnswer = (call, answer, sentAt) =>
        observed.push({ ...answer, call, sentAt, answeredAt: Date.now() });
    }
    const senders = [
      new ChatSender(p0 as ApiClient, chatA),
      new ChatSender(p1 as ApiClient, chatA),
      new ChatSender(p2 as ApiClient, chatB),
      new ChatSender(p3 as ApiClient, chatB),
    ];
    let loading = true;
    const writing = senders.map(async (sender, i) => {
      await sleep(i * 600);
      for (let n = 1; loading; n++) {
        sender.write(`message ${n} of sender ${i}`);
        await sender.flush();
        await sleep(2500);
      }
    });
    const readPaths = ['/api/conversations', '/api/courts', '/api/players', '/api/notifications'];
    const reading = people.slice(0, 4).map(async ({ client }, i) => {
      for (let n = i; loading; n++) {
        await client.call('GET', readPaths[n % readPaths.length] as string);
        await sleep(250);
      }
    });

    await sleep(3000);
    // A mail queued just before the outage, due in the middle of it.
    const queued = await (p4 as ApiClient).call('POST', `/api/conversations/${chatMail}/messages`, {
      content: 'Ще играем ли в събота?',
    });
    expect(queued.status).toBe(201);
    const mailTo = people[5]?.player.email as string;
    expect(await mailsTo(dataDir, mailTo)).toEqual([]);

    await postgres.stopImmediately();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS / 2);
    const readyWhileAway = await (p0 as ApiClient).call('GET', '/api/ready');
    // A socket opened while it is away cannot be authenticated: it is told to come back later.
    const lateWatcher = new RealtimeWatcher(url, p1?.token as string, chatA);
    const lateSubscribed = lateWatcher.start();
    watchers.push(lateWatcher);
    await sleep(OUTAGE_MS / 2);
    const restartingAt = Date.now();
    await postgres.start();

    const recovered = await eventually(
      async () => (await (p0 as ApiClient).call('GET', '/api/ready')).status === 200,
      30_000,
    );
    const recoveredAt = Date.now();
    await sleep(3000);
    loading = false;
    await Promise.all([...writing, ...reading]);
    await lateSubscribed;

    // While it was away: 503, Retry-After, the API's error shape; never a 500, never a hang.
    expect(readyWhileAway.status).toBe(503);
    expect(readyWhileAway.retryAfter).toBeTruthy();
    expect(readyWhileAway.body).toMatchObject({
      status: 'not_ready',
      reason: 'database_unreachable',
    });
    const away = observed.filter(
      (o) => o.sentAt > stoppedAt && o.answeredAt < restartingAt && o.call !== 'GET /api/ready',
    );
    console.log(
      `PostgreSQL outage: ${observed.length} calls, ${away.length} while it was away; ` +
        `ready again ${recoveredAt - restartingAt} ms after it started`,
    );
    expect(away.length).toBeGreaterThan(50);
    const notAsExpected = away.filter(
      (o) =>
        o.status !== 503 ||
        !/^\d+$/.test(o.retryAfter ?? '') ||
        o.body?.error?.code !== 'database_unavailable' ||
        typeof o.body?.error?.message !== 'string',
    );
    expect(notAsExpected).toEqual([]);
    expect(observed.filter((o) => o.status === 500 || o.failure)).toEqual([]);

    // Back by itself: the same process answers every call again.
    expect(recovered).toBe(true);
    expect(server.running(), server.output()).toBe(true);
    const after = observed.filter((o) => o.sentAt > recoveredAt);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status >= 300)).toEqual([]);

    // Sends that got a 503 went again with their client id: each message is there once.
    for (const sender of senders) expect(await sender.flush()).toBe('done');
    for (const [chat, pair] of [
      [chatA, senders.slice(0, 2)],
      [chatB, senders.slice(2, 4)],
    ] as const) {
      const stored = await allMessages((pair[0] as ChatSender).client, chat);
      const acknowledged = pair.flatMap((sender) => [...sender.acknowledged.keys()]);
      expect(stored.map((m) => m.clientId).sort()).toEqual(acknowledged.sort());
    }

    // The server listens again: a message written now reaches every socket, and each socket
    // has every message of its conversation once, in order.
    const markA = (senders[0] as ChatSender).write('after the outage, in A');
    const markB = (senders[2] as ChatSender).write('after the outage, in B');
    for (const sender of senders) expect(await sender.flush()).toBe('done');
    const delivered = await eventually(
      () =>
        watchers.every((watcher) =>
          watcher.has(watcher.conversationId === chatA ? markA.clientId : markB.clientId),
        ),
      15_000,
    );
    expect(delivered).toBe(true);
    for (const watcher of watchers) {
      watcher.stop();
      const reader = watcher.conversationId === chatA ? p0 : p2;
      const stored = await allMessages(reader as ApiClient, watcher.conversationId);
      expect(watcher.received.map((m) => m.seq)).toEqual(stored.map((m) => m.seq));
    }
    console.log(
      `PostgreSQL outage: sockets opened ${watchers.map((w) => w.connections).join(', ')} times`,
    );

    // The mail queued before the outage went out after it.
    expect(
      await eventually(async () => (await mailsTo(dataDir, mailTo)).length === 1, 20_000),
    ).toBe(true);
  });
});
