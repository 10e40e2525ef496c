import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_RESEND_MINUTES } from '#contract/auth';
import { GOOD_PASSWORD, lastMailToken, signedUpUser, signUp } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const MINUTE = 60_000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await signedUpUser(t, 'victim@example.com', 'Вики');
});
afterAll(() => t.close());

function ask(kind: 'request-password-reset' | 'resend-confirmation', email: string, from: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${kind}`,
    payload: { email },
    remoteAddress: from,
  });
}

const resetMails = async (email: string) =>
  (await t.mails(email)).filter((mail) => mail.link?.includes('/auth/reset-password#'));

describe('password-reset requests for someone else’s address', () => {
  it('never use up the owner’s requests, and mail one link, which works', async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        (await ask('request-password-reset', 'victim@example.com', `10.0.0.${i}`)).statusCode,
      ).toBe(202);
    }
    expect(await resetMails('victim@example.com')).toHaveLength(1);

    const own = await ask('request-password-reset', 'victim@example.com', '192.0.2.10');
    expect(own.statusCode).toBe(202);
    expect(own.json()).toEqual({ accepted: true });
    expect(await resetMails('victim@example.com')).toHaveLength(1);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await lastMailToken(t, 'victim@example.com'), password: GOOD_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('mail a new link at once after the last one was used', async () => {
    expect((await ask('request-password-reset', 'victim@example.com', '10.1.0.1')).statusCode).toBe(
      202,
    );
    expect(await resetMails('victim@example.com')).toHaveLength(2);
  });

  it(`reach the mailbox at most once every ${EMAIL_LINK_RESEND_MINUTES} minutes`, async () => {
    clock.advance(EMAIL_LINK_RESEND_MINUTES * MINUTE);
    const before = (await resetMails('victim@example.com')).length;
    for (let minute = 0; minute < 60; minute++) {
      const response = await ask(
        'request-password-reset',
        'victim@example.com',
        `10.2.0.${minute}`,
      );
      expect(response.statusCode).toBe(202);
      clock.advance(MINUTE);
    }
    expect((await resetMails('victim@example.com')).length - before).toBe(
      60 / EMAIL_LINK_RESEND_MINUTES,
    );
  });

  it('are limited per address and mailbox, which leaves other addresses alone', async () => {
    clock.advance(60 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect(
        (await ask('request-password-reset', 'victim@example.com', '10.3.0.1')).statusCode,
      ).toBe(202);
    }
    const stopped = await ask('request-password-reset', 'victim@example.com', '10.3.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('request-password-reset', 'victim@example.com', '10.3.0.2')).statusCode).toBe(
      202,
    );
  });
});

describe('confirmation-mail requests for someone else’s address', () => {
  it('never use up the owner’s requests, and add no mail while the first link is fresh', async () => {
    expect((await signUp(t, { email: 'pending@example.com' })).statusCode).toBe(202);
    for (let i = 0; i < 30; i++) {
      expect(
        (await ask('resend-confirmation', 'pending@example.com', `10.4.0.${i}`)).statusCode,
      ).toBe(202);
    }
    expect((await ask('resend-confirmation', 'pending@example.com', '192.0.2.20')).statusCode).toBe(
      202,
    );
    expect(await t.mails('pending@example.com')).toHaveLength(1);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: await lastMailToken(t, 'pending@example.com') },
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
