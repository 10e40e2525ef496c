import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { tokenFromLinkHash } from '#contract/auth';
import { hashToken } from '#server/auth/opaque-tokens';
import { bearer, GOOD_PASSWORD, signedUpUser, signIn, signUp } from '#test/support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
});
afterAll(() => t.close());
// Every request comes from one address: each test starts with its mail quota unused.
beforeEach(() => t.forgetRateLimits());

function askForEmail(as: Session, newEmail: string, password = GOOD_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/email',
    headers: bearer(as),
    payload: { newEmail, password },
  });
}

function confirm(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/email/confirm',
    payload: { token },
  });
}

/** The token of the newest change link mailed to `email`, once the outbox has sent it. */
async function changeToken(email: string): Promise<string> {
  await t.app.outbox.drain();
  const link = (await t.mails(email)).at(-1)?.link ?? '';
  expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/auth/change-email#token=`));
  return tokenFromLinkHash(new URL(link).hash) ?? '';
}

describe('a change of e-mail address', () => {
  it('asks for the password by its field, and refuses the address the account has', async () => {
    const me = await signedUpUser(t, 'same@example.com', 'Сава');
    const wrong = await askForEmail(me, 'other@example.com', 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({
      code: 'wrong_password',
      fields: { password: 'wrong_password' },
    });
    const same = await askForEmail(me, 'SAME@example.com');
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({
      code: 'validation',
      fields: { newEmail: 'same_email' },
    });
    await t.app.outbox.drain();
    expect(await t.mails('other@example.com')).toHaveLength(0);
  });

  it('mails a link to the new address and a notice to the old one; nothing changes until it is opened', async () => {
    const me = await signedUpUser(t, 'old@example.com', 'Олга', 'en');
    const response = await askForEmail(me, 'New@Example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });

    const token = await changeToken('new@example.com');
    const link = (await t.mails('new@example.com')).at(-1);
    expect(link?.subject).toBe('Confirm your new e-mail address for Tennis Sofia');
    const notice = (await t.mails('old@example.com')).at(-1);
    expect(notice?.subject).toBe('A change of your e-mail address was asked for on Tennis Sofia');
    expect(notice?.text).toContain('new@example.com');
    expect(notice?.text).not.toContain(token);
    // Only the token's hash is kept, in the tokens and nowhere else (not in the outbox).
    const stored = await t.app.db.query<{ found: boolean }>(
      `select exists (select 1 from email_tokens where token_hash = $1) as found`,
      [hashToken(token)],
    );
    expect(stored[0]?.found).toBe(true);
    const leaked = await t.app.db.query(
      `select 1 from outbox where payload::text like $1
       union all select 1 from email_tokens where token_hash = $2`,
      [`%${token}%`, token],
    );
    expect(leaked).toHaveLength(0);

    expect((await signIn(t, 'old@example.com')).statusCode).toBe(200);
    expect((await signIn(t, 'new@example.com')).statusCode).toBe(400);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ userId: me.user.id, email: 'new@example.com' });
    expect((await signIn(t, 'new@example.com')).statusCode).toBe(200);
    expect((await signIn(t, 'old@example.com')).statusCode).toBe(400);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(me) });
    expect(user.json().email).toBe('new@example.com');

    await t.app.outbox.drain();
    const changed = (await t.mails('old@example.com')).at(-1);
    expect(changed?.subject).toBe('Your e-mail address on Tennis Sofia has changed');
    expect(changed?.text).toContain('new@example.com');

    expect((await confirm(token)).statusCode).toBe(401);
  });

  it('writes the mails in the user’s language', async () => {
    const me = await signedUpUser(t, 'bg-old@example.com', 'Богдан', 'bg');
    expect((await askForEmail(me, 'bg-new@example.com')).statusCode).toBe(202);
    await t.app.outbox.drain();
    expect((await t.mails('bg-new@example.com')).at(-1)?.subject).toBe(
      'Потвърдете новия си имейл в Тенис София',
    );
    expect((await t.mails('bg-old@example.com')).at(-1)?.subject).toBe(
      'Поискана е смяна на имейла ви в Тенис София',
    );
  });

  it('answers alike for an address that has an account, and tells its owner instead of linking', async () => {
    await signedUpUser(t, 'taken@example.com', 'Тодор', 'en');
    const me = await signedUpUser(t, 'asker@example.com', 'Ася');
    const response = await askForEmail(me, 'taken@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    await t.app.outbox.drain();
    const mails = await t.mails('taken@example.com');
    const last = mails.at(-1);
    expect(last?.subject).toBe('Someone tried to use your e-mail on Tennis Sofia');
    expect(last?.text).not.toContain('#token=');
    expect((await t.mails('asker@example.com')).at(-1)?.subject).toBe(
      'Поискана е смяна на имейла ви в Тенис София',
    );
  });

  it('lets only the newest request’s link work', async () => {
    const me = await signedUpUser(t, 'twice@example.com', 'Траян');
    await askForEmail(me, 'first-choice@example.com');
    const first = await changeToken('first-choice@example.com');
    await askForEmail(me, 'second-choice@example.com');
    const second = await changeToken('second-choice@example.com');
    expect((await confirm(first)).statusCode).toBe(401);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('answers email_taken when the address got an account before the link was opened', async () => {
    const me = await signedUpUser(t, 'slow@example.com', 'Стела');
    await askForEmail(me, 'raced@example.com');
    const token = await changeToken('raced@example.com');
    expect((await signUp(t, { email: 'raced@example.com' })).statusCode).toBe(202);
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_taken');
    expect((await signIn(t, 'slow@example.com')).statusCode).toBe(200);
  });

  it('is called off by a change of password (whoever asked may know the old one)', async () => {
    const me = await signedUpUser(t, 'stolen@example.com', 'Стоян');
    await askForEmail(me, 'thief@example.com');
    const token = await changeToken('thief@example.com');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(me),
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Mine-Again-Forever-8' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await confirm(token)).statusCode).toBe(401);
  });

  it('takes at most five requests an hour from one account', async () => {
    const me = await signedUpUser(t, 'busy@example.com', 'Бисер');
    for (let i = 0; i < 5; i += 1) {
      expect((await askForEmail(me, `busy-${i}@example.com`)).statusCode).toBe(202);
    }
    const sixth = await askForEmail(me, 'busy-5@example.com');
    expect(sixth.statusCode).toBe(429);
    clock.advance(61 * 60_000);
    const later = await signIn(t, 'busy@example.com');
    expect((await askForEmail(later.json(), 'busy-5@example.com')).statusCode).toBe(202);
  });
});
