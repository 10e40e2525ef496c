import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, tokenFromLinkHash } from '../../contract/auth';
import { signUp } from '../test-support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '../test-support/test-app';
import { startTestSmtp, type TestSmtp } from '../test-support/test-smtp';

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
    expect(response.statusCode, response.body).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [delivery] = smtp.received;
    expect(delivery?.from).toBe('no-reply@tennis.test');
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

  it('writes each mail under DATA_DIR/mail and logs its link, and only there', async () => {
    expect((await signUp(t, { email: 'laptop@example.com' })).statusCode).toBe(201);
    const [mail] = await t.mails('laptop@example.com');
    expect(mail?.subject).toBe('Потвърдете имейл адреса си в Тенис София');
    const link = mail?.link ?? '';
    const token = tokenFromLinkHash(new URL(link).hash) ?? '';
    const withToken = logLines.filter((line) => line.includes(token));
    expect(withToken).toHaveLength(1);
    expect(withToken[0]).toContain(`its link: ${link}`);
    expect(withToken[0]).toContain(`${t.dataDir}/mail/`);

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
