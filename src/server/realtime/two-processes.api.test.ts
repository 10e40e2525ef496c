import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type Session, sessionSchema } from '#contract/auth';
import { conversationSchema, messageSchema } from '#contract/chat';
import { REALTIME_LIMITS } from '#contract/realtime';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { type SourceServer, startSourceServer } from '#test/support/source-server';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { CLOSE_CODES } from './connection';

const [MARIA, GEORGI] = SAMPLE_PLAYERS;
/** Well under the heartbeat (REALTIME_LIMITS.heartbeatIntervalMs), which would close it anyway. */
const PROMPTLY_MS = 5000;

async function closedWithin(client: RealtimeTestClient, ms: number): Promise<number> {
  expect(ms).toBeLessThan(REALTIME_LIMITS.heartbeatIntervalMs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket stayed open ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([client.waitForClose(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two real server processes on one PostgreSQL, as deploy/ runs them behind nginx: what one
 * process writes reaches the sockets the other holds, through PostgreSQL alone. PGlite is one
 * process's database, so this runs on PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'two server processes on one PostgreSQL',
  () => {
    let database: TestDatabase;
    let dataDir: string;
    let one: SourceServer;
    let other: SourceServer;
    const clients: RealtimeTestClient[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      dataDir = await mkdtemp(join(tmpdir(), 'tennis-two-processes-'));
      // What every process of a deployment shares (deploy/systemd/sofia-tennis.env).
      const vapid = webPush.generateVAPIDKeys();
      const env = {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        SEED: 'none',
        JWT_SECRET: randomBytes(32).toString('hex'),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      };
      [one, other] = await Promise.all([startSourceServer(env), startSourceServer(env)]);
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      await Promise.all([one?.kill('SIGTERM'), other?.kill('SIGTERM')]);
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function call(server: SourceServer, path: string, body: unknown, session?: Session) {
      return fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    }

    async function signIn(server: SourceServer, email: string): Promise<Session> {
      const response = await call(server, '/api/auth/sign-in', {
        email,
        password: SAMPLE_PASSWORD,
      });
      expect(response.status).toBe(200);
      return sessionSchema.parse(await response.json());
    }

    async function socket(server: SourceServer, session: Session) {
      const client = await RealtimeTestClient.signedIn(server.url, session.access_token);
      clients.push(client);
      return client;
    }

    async function send(
      server: SourceServer,
      session: Session,
      conversationId: string,
      text: string,
    ) {
      const response = await call(
        server,
        `/api/conversations/${conversationId}/messages`,
        { content: text },
        session,
      );
      expect(response.status).toBe(201);
      return messageSchema.parse(await response.json());
    }

    it('a message sent through one process reaches the sockets of the other, both ways', async () => {
      const maria = await signIn(one, MARIA?.email ?? '');
      const georgi = await signIn(other, GEORGI?.email ?? '');
      const started = await call(one, '/api/conversations', { userId: GEORGI?.id }, maria);
      expect(started.status).toBe(200);
      const conversation = conversationSchema.parse(await started.json());

      const georgiThere = await socket(other, georgi);
      const mariaHere = await socket(one, maria);
      await georgiThere.subscribe(conversation.id, 0);
      await mariaHere.subscribe(conversation.id, 0);

      const sent = await send(one, maria, conversation.id, 'Здравей от първия процес');
      const arrived = await georgiThere.waitFor(
        (frame) => frame.type === 'message' && frame.message.id === sent.id,
      );
      expect(arrived).toMatchObject({
        message: { content: 'Здравей от първия процес', seq: sent.seq },
      });

      const answer = await send(other, georgi, conversation.id, 'Hello back from the other one');
      for (const client of [mariaHere, georgiThere]) {
        await client.waitFor((frame) => frame.type === 'message' && frame.message.id === answer.id);
      }
      expect(georgiThere.seqs(conversation.id)).toEqual([sent.seq, answer.seq]);
      expect(mariaHere.seqs(conversation.id)).toEqual([sent.seq, answer.seq]);
    });

    it('signing out through one process closes the session’s socket on the other', async () => {
      const georgi = await signIn(one, GEORGI?.email ?? '');
      const there = await socket(other, georgi);
      const signedOut = await call(one, '/api/auth/sign-out', {}, georgi);
      expect(signedOut.status).toBe(204);
      expect(await closedWithin(there, PROMPTLY_MS)).toBe(CLOSE_CODES.unauthorized);
      expect(there.frames).toContainEqual(expect.objectContaining({ code: 'invalid_token' }));
    });
  },
);
