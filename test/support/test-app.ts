import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { type App, type AppOptions, buildApp } from '#server/app';
import type { MailOptions } from '#server/mail/mailer';
import { checkResponsesAgainstDocument } from './openapi-conformance';
import { createTestDatabase, type TestDatabase } from './test-database';
import { type ReceivedMail, readMailDir } from './test-mail';
import type { TestSmtp } from './test-smtp';

export const TEST_APP_URL = 'http://tennis.test';
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** What createTestApp fills in itself; the test sets it through the fields below instead. */
type FilledIn = 'db' | 'auth' | 'mail' | 'appUrl' | 'push';

/**
 * The app's own options as a test passes them (the app's defaults where left out), and a few
 * of the test app's own: its database, and the parts of auth, mail and push it fills in.
 */
export type TestAppOptions = Partial<Omit<AppOptions, FilledIn>> & {
  seed?: boolean;
  /** Another app's database: a second server process on the same PostgreSQL (or PGlite). */
  database?: TestDatabase;
  /** Sends mail through this SMTP server; by default mails are .eml files in a temp DATA_DIR. */
  smtpUrl?: MailOptions['smtpUrl'];
  /** Sends mail to this test server; `mails()` then reads what it accepted. */
  smtp?: TestSmtp;
  accessTokenTtlSeconds?: AppOptions['auth']['accessTokenTtlSeconds'];
  /** How long the server waits for a push service (a test's that never answers). */
  pushTimeoutMs?: AppOptions['push']['timeoutMs'];
  /** False: refuse push endpoints on loopback, as in production. */
  allowLoopbackPushEndpoints?: AppOptions['push']['allowLoopbackEndpoints'];
};

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
  const {
    seed,
    database: sharedDatabase,
    smtpUrl,
    smtp,
    accessTokenTtlSeconds,
    pushTimeoutMs,
    allowLoopbackPushEndpoints,
    ...appOptions
  } = options;
  const database = sharedDatabase ?? (await createTestDatabase({ seed }));
  const dataDir = await mkdtemp(join(tmpdir(), 'tennis-test-'));
  const vapidKeys = webPush.generateVAPIDKeys();
  const app = await buildApp({
    ...appOptions,
    db: database.db,
    logger: appOptions.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    auth: {
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: accessTokenTtlSeconds ?? 900,
    },
    mail: {
      smtpUrl: smtp?.url ?? smtpUrl,
      from: 'Tennis Sofia <no-reply@tennis.test>',
      dataDir,
    },
    appUrl: TEST_APP_URL,
    // The tests' push services listen on loopback.
    push: {
      vapidKeys,
      subject: TEST_VAPID_SUBJECT,
      allowLoopbackEndpoints: allowLoopbackPushEndpoints ?? true,
      timeoutMs: pushTimeoutMs,
    },
  });
  checkResponsesAgainstDocument(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    vapidPublicKey: vapidKeys.publicKey,
    async mails(to) {
      const all = smtp
        ? smtp.received.map((delivery) => delivery.mail)
        : await readMailDir(dataDir);
      return to ? all.filter((mail) => mail.to === to) : all;
    },
    async forgetRateLimits() {
      await database.db.query('delete from rate_limit_events');
    },
    listen: () => app.listen({ port: 0, host: '127.0.0.1' }),
    async close() {
      await app.close();
      if (!sharedDatabase) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
