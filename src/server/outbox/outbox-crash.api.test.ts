import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '#contract/auth';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { openPglite } from '#server/db/pglite-db';
import { SAMPLE_OWNERS, SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { SAMPLE_COURT_ID } from '#test/support/api-fixtures';
import { type SourceServer, startSourceServer } from '#test/support/source-server';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';

const OWNER = SAMPLE_OWNERS.find((o) => o.courtIds.includes(SAMPLE_COURT_ID));

describe('a server killed with SIGKILL between the event and the send', () => {
  let smtp: TestSmtp;
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    dataDir = await mkdtemp(join(tmpdir(), 'tennis-crash-'));
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tennis Sofia <no-reply@tennis.test>',
      OUTBOX_LEASE_SECONDS: '5',
    };
    if (process.env.TEST_DB === 'postgres') {
      database = await createTestDatabase({ seed: false });
      env.DATABASE_URL = database.url ?? '';
    }
  });
  afterAll(async () => {
    await smtp.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function outboxRows() {
    const db = database?.db ?? (await openPglite(join(dataDir, 'pglite')));
    try {
      return await db.query<{ state: string; attempts: number }>(
        'select state, attempts from outbox order by id',
      );
    } finally {
      if (!database) await db.close();
    }
  }

  it('sends the mail once after the restart', async () => {
    smtp.mode = 'hang';
    let server: SourceServer = await startSourceServer(env);
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maria@demo.example.com', password: SAMPLE_PASSWORD }),
    });
    const session = sessionSchema.parse(await signIn.json());
    const booked = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.access_token}`,
      },
      body: JSON.stringify({
        courtId: SAMPLE_COURT_ID,
        date: addDays(sofiaDate(new Date()), 3),
        startTime: '10:00',
        durationHours: 1,
      }),
    });
    expect(booked.status).toBe(201);
    // The worker has the mail in the SMTP conversation, unanswered: kill it there.
    await expect.poll(() => smtp.attempts, { timeout: 15_000 }).toBe(1);
    await server.kill('SIGKILL');
    expect(smtp.received).toHaveLength(0);

    smtp.mode = 'accept';
    server = await startSourceServer(env);
    await expect
      .poll(() => smtp.to(OWNER?.email ?? '').length, { timeout: 30_000, interval: 200 })
      .toBe(1);
    await server.kill('SIGTERM');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.mail.subject).toMatch(/^Заявка за резервация: /);
    expect(await outboxRows()).toEqual([{ state: 'done', attempts: 2 }]);
  }, 90_000);
});
