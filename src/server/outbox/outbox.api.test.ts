import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { call } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';

const SECOND = 1000;

async function outboxRows(t: TestApp) {
  return t.database.db.query<{ state: string; attempts: number; outcome: string | null }>(
    'select state, attempts, outcome from outbox order by id',
  );
}

describe('an SMTP server that refuses for a while', () => {
  const clock = createTestClock('2026-05-04T07:00:00Z');
  let smtp: TestSmtp;
  let t: TestApp;
  let asker: Session;
  let player: Session;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      clock,
      smtp,
      seed: false,
      accessTokenTtlSeconds: 7 * 86_400,
      outbox: { autoStart: false },
    });
    asker = await signedUpUser(t, 'asker@example.com', 'Asker');
    player = await signedUpUser(t, 'player@example.com', 'Player');
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('gets the mail once it accepts again, exactly once, retrying with back-off', async () => {
    smtp.mode = 'refuse';
    const asked = await call(t, 'POST', `/api/players/${player.user.id}/play-request`, asker);
    expect(asked.json()).toEqual({ status: 'sent' });
    await t.app.outbox.drain();
    expect(smtp.attempts - 2).toBe(1); // two confirmation mails came first
    await t.app.outbox.drain();
    expect(smtp.attempts - 2).toBe(1); // not due again yet
    clock.advance(30 * SECOND);
    await t.app.outbox.drain();
    expect(smtp.attempts - 2).toBe(2);
    expect(await outboxRows(t)).toMatchObject([{ state: 'pending', attempts: 2 }]);

    smtp.mode = 'accept';
    clock.advance(59 * SECOND);
    await t.app.outbox.drain();
    expect(smtp.received).toHaveLength(0); // the back-off doubled: 60 s this time
    clock.advance(SECOND);
    await t.app.outbox.drain();
    expect(smtp.to('player@example.com')).toHaveLength(1);
    clock.advance(24 * 3600 * SECOND);
    await t.app.outbox.drain();
    expect(smtp.to('player@example.com')).toHaveLength(1);
    expect(await outboxRows(t)).toMatchObject([{ state: 'done', attempts: 3, outcome: 'sent' }]);
  });

  it('gives up at once on a mailbox that does not exist', async () => {
    await t.database.db.query("update users set email = 'bounce@example.com' where id = $1", [
      player.user.id,
    ]);
    clock.advance(25 * 3600 * SECOND);
    const asked = await call(t, 'POST', `/api/players/${player.user.id}/play-request`, asker);
    expect(asked.json()).toEqual({ status: 'sent' });
    await t.app.outbox.drain();
    const [, last] = await outboxRows(t);
    expect(last).toMatchObject({ state: 'failed', attempts: 1 });
    expect(last?.outcome).toContain('550');
  });
});

describe('two server processes sending from one outbox', () => {
  let smtp: TestSmtp;
  let a: TestApp;
  let b: TestApp;
  const players: Session[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    a = await createTestApp({ smtp, seed: false, outbox: { pollMs: 25 } });
    b = await createTestApp({ smtp, database: a.database, outbox: { pollMs: 25 } });
    for (const n of [1, 2, 3, 4, 5, 6]) {
      players.push(await signedUpUser(n % 2 ? a : b, `p${n}@example.com`, `Player ${n}`));
    }
    smtp.received.length = 0;
    smtp.delayMs = 5;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await smtp.close();
  });

  it('sends each mail once', async () => {
    const asks = players.flatMap((from, i) =>
      players
        .filter((to) => to !== from)
        .map((to, j) =>
          call((i + j) % 2 ? a : b, 'POST', `/api/players/${to.user.id}/play-request`, from),
        ),
    );
    const answers = await Promise.all(asks);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(30);
    await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    expect(smtp.received).toHaveLength(30);
    const distinct = new Set(smtp.received.map((d) => `${d.to.join()}|${d.mail.subject}`));
    expect(distinct.size).toBe(30);
    const rows = await outboxRows(a);
    expect(rows.filter((r) => r.state === 'done' && r.attempts === 1)).toHaveLength(30);
  });
});

describe('a mail server that does not answer', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtp });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('does not hold up the request that caused the mail', async () => {
    const asker = await signedUpUser(t, 'asker@example.com', 'Asker');
    const player = await signedUpUser(t, 'player@example.com', 'Player');
    smtp.mode = 'hang';
    const first = await call(t, 'POST', `/api/players/${player.user.id}/play-request`, asker);
    expect(first.json()).toEqual({ status: 'sent' });
    await expect.poll(() => smtp.attempts).toBe(3);
    // The worker is stuck in the mail server; requests still answer.
    const second = await call(t, 'POST', `/api/players/${asker.user.id}/play-request`, player);
    expect(second.json()).toEqual({ status: 'sent' });
  });
});
