import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { type App, buildApp } from '../app';
import type { Clock } from '../lib/clock';
import { createTestDatabase, type TestDatabase } from './test-database';
import { type ReceivedMail, readMailDir } from './test-mail';

export const TEST_APP_URL = 'http://tennis.test';
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestAppOptions {
  seed?: boolean;
  clock?: Clock;
  /** Sends mail through this SMTP server; by default mails are .eml files in a temp DATA_DIR. */
  smtpUrl?: string;
  accessTokenTtlSeconds?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** The temporary DATA_DIR (mail files), removed by close(). */
  dataDir: string;
  /** The mails written so far in file mode, oldest first; `to` narrows them to one address. */
  mails(to?: string): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The whole API in-process on a fresh database; call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const dataDir = await mkdtemp(join(tmpdir(), 'tennis-test-'));
  const app = await buildApp({
    db: database.db,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    auth: {
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    },
    mail: { smtpUrl: options.smtpUrl, from: 'Sofia Tennis <no-reply@tennis.test>', dataDir },
    appUrl: TEST_APP_URL,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async mails(to) {
      const all = await readMailDir(dataDir);
      return to ? all.filter((mail) => mail.to === to) : all;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
