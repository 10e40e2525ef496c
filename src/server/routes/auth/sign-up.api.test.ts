import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_RESEND_MINUTES, sessionSchema } from '#contract/auth';
import {
  bearer,
  confirmWithLastMail,
  GOOD_PASSWORD,
  lastMailToken,
  signIn,
  signUp,
} from '#test/support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('POST /api/auth/sign-up', () => {
  it('creates an unconfirmed user with a profile and mails a Bulgarian confirmation link', async () => {
    const response = await signUp(t, { email: '  Maria@Example.COM ', name: 'Мария' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const [user] = await t.database.db.query<{ language: string; email_confirmed_at: Date | null }>(
      "select language, email_confirmed_at from users where email = 'maria@example.com'",
    );
    expect(user).toEqual({ language: 'bg', email_confirmed_at: null });
    const [profile] = await t.database.db.query<{ name: string; skill_level: string }>(
      `select p.name, p.skill_level from profiles p join users u on u.id = p.id
       where u.email = 'maria@example.com'`,
    );
    expect(profile).toEqual({ name: 'Мария', skill_level: 'beginner' });

    const [mail] = await t.mails('maria@example.com');
    expect(mail?.subject).toMatch(/Потвърдете/);
    expect(mail?.from.name).toBe('Тенис София');
    expect(mail?.text).toContain('Здравейте, Мария!');
    expect(mail?.html).toContain('<a href=');
    expect(mail?.link).toMatch(new RegExp(`^${TEST_APP_URL}/auth/confirm#token=[\\w-]{43}$`));
  });

  it('stores only a hash of the password and of the link token', async () => {
    const [row] = await t.database.db.query<{ password_hash: string }>(
      "select password_hash from users where email = 'maria@example.com'",
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = await lastMailToken(t, 'maria@example.com');
    const stored = await t.database.db.query('select 1 from email_tokens where token_hash = $1', [
      token,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('writes an English mail when asked to', async () => {
    const response = await signUp(t, { email: 'george@example.com', language: 'en' });
    expect(response.statusCode).toBe(202);
    const [mail] = await t.mails('george@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Tennis Sofia');
    expect(mail?.from.name).toBe('Tennis Sofia');
    expect(mail?.text).toContain('Hello Test Player,');
  });

  it('answers a taken address exactly as a new one, and mails its owner in their language', async () => {
    const fresh = await signUp(t, { email: 'new-address@example.com', language: 'en' });
    const taken = await signUp(t, {
      email: 'MARIA@example.com',
      name: 'Someone Else',
      password: 'Another-Password-99',
      language: 'en',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    const accounts = await t.database.db.query(
      "select 1 from users where email = 'maria@example.com'",
    );
    expect(accounts).toHaveLength(1);
    const mails = await t.mails('maria@example.com');
    expect(mails).toHaveLength(2);
    const notice = mails[1];
    // Maria's language and name, not the ones the sign-up form was sent with.
    expect(notice?.subject).toBe('Опит за регистрация с вашия имейл в Тенис София');
    expect(notice?.text).toContain('Здравейте, Мария!');
    expect(notice?.text).not.toContain('Someone Else');
    expect(notice?.text).toContain(`Вход: ${TEST_APP_URL}/auth\n`);
    expect(notice?.text).toContain(`${TEST_APP_URL}/auth?mode=forgot-password`);
    expect(notice?.text).not.toContain('token=');
  });

  it('mails the owner at most once in a while, answering the same every time', async () => {
    const again = await signUp(t, { email: 'maria@example.com', name: 'Someone Else' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ accepted: true });
    expect(await t.mails('maria@example.com')).toHaveLength(2);
  });

  it('keeps the owner’s password and account as they were', async () => {
    const [row] = await t.database.db.query<{ n: number }>(
      "select count(*)::int as n from users where email = 'maria@example.com'",
    );
    expect(row?.n).toBe(1);
    expect((await signIn(t, 'maria@example.com', 'Another-Password-99')).statusCode).toBe(400);
  });

  it('refuses weak passwords, listing every reason', async () => {
    const common = await signUp(t, { email: 'weak@example.com', password: 'Password1' });
    expect(common.statusCode).toBe(422);
    expect(common.json().error).toMatchObject({
      code: 'weak_password',
      reasons: ['common'],
      fields: { password: 'common' },
    });
    const short = await signUp(t, { email: 'weak@example.com', password: '12345' });
    expect(short.json().error.reasons).toEqual(['too_short', 'common']);
    const long = await signUp(t, { email: 'weak@example.com', password: 'x'.repeat(129) });
    expect(long.json().error.reasons).toEqual(['too_long']);
    const pasted = await signUp(t, {
      email: 'weak@example.com',
      password: 'Forehand\u0007Topspin',
    });
    expect(pasted.json().error.reasons).toEqual(['control_characters']);
    expect(await t.mails('weak@example.com')).toHaveLength(0);
  });

  it('answers validation with the fields at fault', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'not-an-email', password: GOOD_PASSWORD, name: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation',
      fields: { email: 'invalid_email', name: 'required' },
    });
  });
});

describe('confirming the e-mail', () => {
  it('refuses to sign in before the address is confirmed', async () => {
    const response = await signIn(t, 'maria@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('email_not_confirmed');
  });

  it('says invalid_credentials, not email_not_confirmed, for a wrong password', async () => {
    const response = await signIn(t, 'maria@example.com', 'wrong-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_credentials');
  });

  const resend = (email: string, language?: 'en' | 'bg') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email, language },
    });

  it('sends no new link while the last one is minutes old and unused: that one still works', async () => {
    const response = await resend('Maria@example.com', 'en');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect(await t.mails('maria@example.com')).toHaveLength(2);
  });

  it('mails a new link on request once that time has passed, in the language asked for', async () => {
    clock.advance(EMAIL_LINK_RESEND_MINUTES * 60_000);
    const response = await resend('Maria@example.com', 'en');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const mails = await t.mails('maria@example.com');
    expect(mails).toHaveLength(3);
    expect(mails[2]?.subject).toBe('Confirm your e-mail address for Tennis Sofia');
  });

  it('answers 202 and sends nothing for an unknown address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(202);
    expect(await t.mails('nobody@example.com')).toHaveLength(0);
  });

  it('confirms through the link, signs the user in, and works only once', async () => {
    const token = await lastMailToken(t, 'maria@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.user.email_confirmed_at).toBe(clock.now().toISOString());
    expect(session.token_type).toBe('bearer');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(session),
    });
    expect(me.json()).toMatchObject({ email: 'maria@example.com', name: 'Мария' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_token');
    expect((await signIn(t, 'maria@example.com')).statusCode).toBe(200);
  });

  it('spends the older links once the address is confirmed, and sends no more', async () => {
    const [first] = await t.mails('maria@example.com');
    const token = new URL(first?.link ?? '').hash.slice('#token='.length);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(response.json().error.code).toBe('invalid_token');
    clock.advance(EMAIL_LINK_RESEND_MINUTES * 60_000);
    await resend('maria@example.com');
    expect(await t.mails('maria@example.com')).toHaveLength(3);
  });

  it('refuses a link older than 24 hours', async () => {
    clock.advance(24 * 60 * 60_000 + 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: await lastMailToken(t, 'george@example.com') },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it('accepts a fresh link after the old one expired', async () => {
    await resend('george@example.com');
    const session = await confirmWithLastMail(t, 'george@example.com');
    expect(session.user.language).toBe('en');
  });
});
