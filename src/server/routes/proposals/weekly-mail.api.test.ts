import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import type { ScheduleBody } from '#contract/schedule';
import { call as apiCall } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';
import { nextWeeklyMail, WEEKLY_ROUND_JOB } from './weekly-mail';

// Sunday 25 October 2026, 14:00 in Sofia: the clocks went back at 04:00 this morning (EEST →
// EET), so Monday 08:00 is 06:00 UTC, where last Monday's was 05:00.
const clock = createTestClock('2026-10-25T12:00:00Z');
let smtp: TestSmtp;
let t: TestApp;
let second: TestApp; // another server process on the same database
let vera: Session; // Bulgarian, takes the Monday mail
let ivan: Session; // English, takes it

const call = (app: TestApp, method: 'GET' | 'PUT', url: string, session: Session, body?: unknown) =>
  apiCall(app, method, url, session, body);

const WEEK: ScheduleBody = {
  windows: [{ weekday: 'tue', from: '19:00', until: '21:00' }],
  districts: ['lozenets'],
  courtIds: [],
  formats: ['singles'],
  levels: ['intermediate'],
};

async function player(email: string, name: string, language: 'bg' | 'en') {
  await t.forgetRateLimits();
  const session = await signedUpUser(t, email, name, language);
  await call(t, 'PUT', '/api/profile', session, {
    name,
    level: 'intermediate',
    district: 'lozenets',
  });
  expect((await call(t, 'PUT', '/api/me/schedule', session, WEEK)).statusCode).toBe(200);
  return session;
}

const rounds = async () =>
  t.database.db.query<{ week: string; due_at: Date; state: string }>(
    `select payload ->> 'week' as week, due_at, state from outbox where kind = $1 order by due_at`,
    [WEEKLY_ROUND_JOB],
  );

/** Both processes' workers at once, until nothing is due. */
async function bothSend() {
  for (;;) {
    const sent = await Promise.all([t.app.outbox.drain(), second.app.outbox.drain()]);
    if (sent[0] + sent[1] === 0) return;
  }
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  const options = {
    clock,
    smtp,
    seed: false,
    accessTokenTtlSeconds: 900 * 86_400,
    outbox: { autoStart: false },
  };
  t = await createTestApp(options);
  vera = await player('vera@example.com', 'Вера', 'bg');
  ivan = await player('ivan@example.com', 'Ivan', 'en');
  // Sam leaves the Monday mail off.
  await player('sam@example.com', 'Sam', 'en');
  second = await createTestApp({ ...options, database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
  await smtp.close();
});

describe('nextWeeklyMail', () => {
  it('is the next Monday 08:00 on Sofia’s clock, across the clock changes', () => {
    const due = (now: string) => nextWeeklyMail(new Date(now)).dueAt.toISOString();
    // Clocks forward on Sunday 29 March 2026: Monday 08:00 EEST is 05:00 UTC.
    expect(due('2026-03-29T10:00:00Z')).toBe('2026-03-30T05:00:00.000Z');
    // Clocks back on Sunday 25 October 2026: Monday 08:00 EET is 06:00 UTC.
    expect(due('2026-10-25T12:00:00Z')).toBe('2026-10-26T06:00:00.000Z');
    // On a Monday: today's until 08:00, then next week's.
    expect(due('2026-10-26T05:59:00Z')).toBe('2026-10-26T06:00:00.000Z');
    expect(due('2026-10-26T06:00:00Z')).toBe('2026-11-02T06:00:00.000Z');
  });
});

describe('the Monday mail', () => {
  it('is off until a player turns it on; then its round is queued once, whichever process asks', async () => {
    expect(await rounds()).toEqual([]);
    for (const session of [vera, ivan]) {
      const on = await call(t, 'PUT', '/api/settings/notifications', session, {
        email: { weekly_partners: true },
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().email.weekly_partners).toBe(true);
    }
    // A second process starting asks too.
    const restarted = await createTestApp({
      clock,
      smtp,
      database: t.database,
      outbox: { autoStart: false },
    });
    await restarted.close();
    expect(await rounds()).toEqual([
      { week: '2026-10-26', due_at: new Date('2026-10-26T06:00:00Z'), state: 'pending' },
    ]);
  });

  it('goes out at Monday 08:00 once to each who takes it, in their language, with links to act', async () => {
    clock.set('2026-10-26T05:59:00Z');
    await bothSend();
    // What the sign-ups sent is not this test's.
    smtp.received.length = 0;
    await bothSend();
    expect(smtp.received).toHaveLength(0);
    clock.set('2026-10-26T06:00:00Z');
    await bothSend();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'ivan@example.com',
      'vera@example.com',
    ]);
    const [toVera] = smtp.to('vera@example.com');
    expect(toVera?.subject).toBe(
      'Вашата седмица: партньори, свободни когато и вие, и игри, които ви пасват',
    );
    // Ivan proposed to Vera on Tuesday evening, with the link to invite him.
    expect(toVera?.text).toContain(
      'Ivan: и двамата сте свободни вт, 27.10 · 19:00–21:00 · Лозенец',
    );
    expect(toVera?.text).toContain(`${TEST_APP_URL}/partners#partner-${ivan.user.id}`);
    expect(toVera?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [toIvan] = smtp.to('ivan@example.com');
    expect(toIvan?.text).toContain('Вера: both free Tue, Oct 27 · 19:00–21:00 · Lozenets');
    // Sam was proposed to both, but takes no Monday mail.
    expect(smtp.to('sam@example.com')).toEqual([]);
    // The next round is queued, a week on.
    expect((await rounds()).map((r) => [r.week, r.state])).toEqual([
      ['2026-10-26', 'done'],
      ['2026-11-02', 'pending'],
    ]);
  });

  it('stops with one click from the mail', async () => {
    const [toVera] = smtp.to('vera@example.com');
    const link = /<([^>]+)>/.exec(toVera?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    smtp.received.length = 0;
    clock.set('2026-11-02T06:00:00Z');
    await bothSend();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['ivan@example.com']);
  });
});
