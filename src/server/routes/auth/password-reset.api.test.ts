import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '#contract/auth';
import {
  bearer,
  GOOD_PASSWORD,
  lastMailToken,
  refresh,
  signedUpUser,
  signIn,
  signUp,
} from '#test/support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const NEW_PASSWORD = 'Second-Serve-Ace-9';
const clock = createTestClock();
let t: TestApp;
let before: Session;
beforeAll(async () => {
  t = await createTestApp({ clock });
  before = await signedUpUser(t, 'desi@example.com', 'Деси');
});
afterAll(() => t.close());

function requestReset(email: string, language?: 'bg' | 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, ...(language ? { language } : {}) },
  });
}

function resetPassword(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
}

describe('password reset', () => {
  it('mails a reset link in the user’s language', async () => {
    const response = await requestReset('DESI@example.com');
    expect(response.statusCode).toBe(202);
    const mail = (await t.mails('desi@example.com')).at(-1);
    expect(mail?.subject).toBe('Нова парола за Тенис София');
    expect(mail?.from.name).toBe('Тенис София');
    expect(mail?.link).toMatch(new RegExp(`^${TEST_APP_URL}/auth/reset-password#token=`));
  });

  it('answers 202 and sends nothing for an unknown address', async () => {
    expect((await requestReset('nobody@example.com')).statusCode).toBe(202);
    expect(await t.mails('nobody@example.com')).toHaveLength(0);
  });

  it('refuses a weak new password without spending the link', async () => {
    const response = await resetPassword(await lastMailToken(t, 'desi@example.com'), 'qwerty');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'weak_password', reasons: ['common'] });
  });

  it('sets the new password, signs in, and signs out every other session', async () => {
    const token = await lastMailToken(t, 'desi@example.com');
    const response = await resetPassword(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.user.email).toBe('desi@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(session),
    });
    expect(me.statusCode).toBe(200);

    expect((await refresh(t, before.refresh_token)).statusCode).toBe(401);
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(200);
    expect((await signIn(t, 'desi@example.com', GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(t, 'desi@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await resetPassword(token, 'Yet-Another-Pass-3');
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('refuses a link older than one hour', async () => {
    await requestReset('desi@example.com', 'en');
    expect((await t.mails('desi@example.com')).at(-1)?.subject).toBe(
      'Reset your Tennis Sofia password',
    );
    clock.advance(60 * 60_000 + 1000);
    const response = await resetPassword(await lastMailToken(t, 'desi@example.com'), NEW_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it('refuses an unknown token, and a confirmation token', async () => {
    expect((await resetPassword('made-up-token', NEW_PASSWORD)).json().error.code).toBe(
      'invalid_token',
    );
    await signUp(t, { email: 'late@example.com' });
    const confirmToken = await lastMailToken(t, 'late@example.com');
    expect((await resetPassword(confirmToken, NEW_PASSWORD)).json().error.code).toBe(
      'invalid_token',
    );
  });

  it('confirms an unconfirmed address, since the link proves the mailbox', async () => {
    await requestReset('late@example.com');
    const response = await resetPassword(await lastMailToken(t, 'late@example.com'), NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email_confirmed_at).not.toBeNull();
  });
});
