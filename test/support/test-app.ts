import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import webPush from 'web-push';
import { type App, type AppOptions, buildApp } from '#server/app';
import type { Clock } from '#server/lib/clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import { type ReceivedMail, readMailDir } from './test-mail';
import type { TestSmtp } from './test-smtp';

export const TEST_APP_URL = 'http://tennis.test';
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestAppOptions {
  seed?: boolean;
  /** Another app's database: a second server process on the same PostgreSQL (or PGlite). */
  database?: TestDatabase;
  clock?: Clock;
  /** Sends mail through this SMTP server; by default mails are .eml files in a temp DATA_DIR. */
  smtpUrl?: string;
  /** Sends mail to this test server; `mails()` then reads what it accepted. */
  smtp?: TestSmtp;
  accessTokenTtlSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  messageMailDelaySeconds?: number;
  outbox?: AppOptions['outbox'];
  /** A folder with the built web app (index.html), to serve pages as `npm start` does. */
  webRoot?: string;
  adminEmails?: string[];
  /** How long the server waits for a push service (a test's that never answers). */
  pushTimeoutMs?: number;
  /** False: refuse push endpoints on loopback, as in production. */
  allowLoopbackPushEndpoints?: boolean;
  /** As TRUST_PROXY: believe X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy?: boolean | string;
  /** As CORS_ORIGINS. */
  corsOrigins?: string[];
  /** Requests per minute per address across the API (the app's default unless given). */
  rateLimitPerMinute?: number;
  /** How often the open chats check for messages whose announcement was lost. */
  realtimeCatchUpEveryMs?: number;
  /** How often the sockets are pinged and their sessions checked. */
  realtimeHeartbeatEveryMs?: number;
  /** Room the embedded database's disk keeps free (a reserve no disk has: full). */
  storageReserveBytes?: number;
}

export const TEST_VAPID_SUBJECT = 'mailto:no-reply@tennis.test';

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** The temporary DATA_DIR (mail files), removed by close(). */
  dataDir: string;
  /** The VAPID public key pushes are signed with. */
  vapidPublicKey: string;
  /** The mails written so far in file mode, oldest first; `to` narrows them to one address. */
  mails(to?: string): Promise<ReceivedMail[]>;
  /**
   * Forgets every rate-limit event: for a test that writes far more than a person does in an
   * hour (every request comes from one address); the limits have tests of their own.
   */
  forgetRateLimits(): Promise<void>;
  /** Listens on a free loopback port (for WebSocket tests); resolves to the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** The whole API in-process on a fresh database; call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase(options));
  const dataDir = await mkdtemp(join(tmpdir(), 'tennis-test-'));
  const vapidKeys = webPush.generateVAPIDKeys();
  const app = await buildApp({
    db: database.db,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    auth: {
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    },
    mail: {
      smtpUrl: options.smtp?.url ?? options.smtpUrl,
      from: 'Tennis Sofia <no-reply@tennis.test>',
      dataDir,
    },
    appUrl: TEST_APP_URL,
    clock: options.clock,
    messageMailDelaySeconds: options.messageMailDelaySeconds,
    outbox: options.outbox,
    webRoot: options.webRoot,
    adminEmails: options.adminEmails,
    trustProxy: options.trustProxy,
    corsOrigins: options.corsOrigins,
    rateLimitPerMinute: options.rateLimitPerMinute,
    realtimeCatchUpEveryMs: options.realtimeCatchUpEveryMs,
    realtimeHeartbeatEveryMs: options.realtimeHeartbeatEveryMs,
    storageReserveBytes: options.storageReserveBytes,
    // The tests' push services listen on loopback.
    push: {
      vapidKeys,
      subject: TEST_VAPID_SUBJECT,
      allowLoopbackEndpoints: options.allowLoopbackPushEndpoints ?? true,
      timeoutMs: options.pushTimeoutMs,
    },
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    vapidPublicKey: vapidKeys.publicKey,
    async mails(to) {
      const all = options.smtp
        ? options.smtp.received.map((delivery) => delivery.mail)
        : await readMailDir(dataDir);
      return to ? all.filter((mail) => mail.to === to) : all;
    },
    async forgetRateLimits() {
      await database.db.query('delete from rate_limit_events');
    },
    listen: () => app.listen({ port: 0, host: '127.0.0.1' }),
    async close() {
      await app.close();
      if (ownsDatabase) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
