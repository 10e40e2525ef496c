import { readFile, stat } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, tokenFromLinkHash } from '#contract/auth';
import { signUp } from '#test/support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';

describe('mail through a real SMTP server on loopback', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation mail, whose link confirms and signs in', async () => {
    const response = await signUp(t, { email: 'smtp@example.com', name: 'Ана', language: 'en' });
    expect(response.statusCode, response.body).toBe(202);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [delivery] = smtp.received;
    expect(delivery?.from).toBe('no-reply@tennis.test');
    expect(delivery?.mail.from).toEqual({ name: 'Tennis Sofia', address: 'no-reply@tennis.test' });
    expect(delivery?.to).toEqual(['smtp@example.com']);
    expect(delivery?.mail.subject).toBe('Confirm your e-mail address for Tennis Sofia');
    expect(delivery?.mail.html).toContain('Hello Ана,');

    const link = new URL(delivery?.mail.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/auth/confirm`);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: tokenFromLinkHash(link.hash) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(sessionSchema.parse(confirm.json()).user.email_confirmed_at).not.toBeNull();
  });

  it('answers 503 unavailable when the server refuses the mail, and keeps no account', async () => {
    const response = await signUp(t, { email: 'bounce@example.com' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('unavailable');
    const users = await t.database.db.query(
      "select 1 from users where email = 'bounce@example.com'",
    );
    expect(users).toHaveLength(0);
  });

  it('answers a taken address whose mail is refused with the same 503 as a new one', async () => {
    await t.database.db.query(
      `insert into users (email, password_hash, language, created_at, updated_at, email_confirmed_at)
       values ('bounce@example.com', 'x', 'bg', now(), now(), now())`,
    );
    const response = await signUp(t, { email: 'bounce@example.com' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('unavailable');
  });

  it('mails a reset link again at once when the last one could not be sent', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'bounce@example.com' },
      });
    expect((await request()).statusCode).toBe(503);
    // Not 202 without a mail: a link that never left is not one that 'was sent'.
    expect((await request()).statusCode).toBe(503);
    const tokens = await t.database.db.query(
      `select 1 from email_tokens e join users u on u.id = e.user_id
       where u.email = 'bounce@example.com'`,
    );
    expect(tokens).toHaveLength(0);
  });
});

describe('mail as .eml files when no SMTP_URL is set', () => {
  const logLines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(String(chunk));
        callback();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('writes each mail under DATA_DIR/mail with a readable copy, and logs where, never its link', async () => {
    expect((await signUp(t, { email: 'laptop@example.com' })).statusCode).toBe(202);
    const [mail] = await t.mails('laptop@example.com');
    expect(mail?.subject).toBe('Потвърдете имейл адреса си в Тенис София');
    const link = mail?.link ?? '';
    const token = tokenFromLinkHash(new URL(link).hash) ?? '';
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    const saved = logLines.find((line) => line.includes('Mail to laptop@example.com'));
    const copy = /its text, links and all: (\S+\.txt)/.exec(saved ?? '')?.[1] ?? '';
    expect(copy.startsWith(`${t.dataDir}/mail/`)).toBe(true);
    // The copy holds the link whole (the .eml's quoted-printable breaks it), for a person only.
    const text = await readFile(copy, 'utf8');
    expect(text).toContain('To: laptop@example.com\nSubject: Потвърдете имейл адреса си');
    expect(text).toContain(link);
    expect((await stat(copy)).mode & 0o777).toBe(0o600);

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    const session = sessionSchema.parse(confirm.json());
    const secrets = [session.access_token, session.refresh_token];
    expect(logLines.filter((line) => secrets.some((s) => line.includes(s)))).toEqual([]);
  });
});
