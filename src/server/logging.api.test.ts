import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '#contract/auth';
import { UNSUBSCRIBE_PATH } from '#contract/notifications';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { call, SAMPLE_COURT_ID } from '#test/support/api-fixtures';
import { GOOD_PASSWORD, lastMailToken, signIn, signUp } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { startTestPushService, type TestPushService } from '#test/support/test-push-service';
import { loggerOptions } from './logging';

const EMAIL = 'logged@example.com';
const NEW_PASSWORD = 'Backhand-Slice-Volley-77';
const WRONG_PASSWORD = 'Not-My-Password-Either-31';
const MESSAGE = 'Meet at court 3, the gate code is 4711';
const REPLY = 'Fine, I will bring new balls, my flat is 12';
const NOTE = 'Please the covered court, my knee is still sore';
const MARIA = SAMPLE_PLAYERS[0];

/** Every value of every query parameter and of the fragment of every link in the mails. */
function linkSecrets(texts: string[]): string[] {
  const values: string[] = [];
  for (const text of texts) {
    for (const [link] of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(link.replace(/&amp;/g, '&'));
      for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))]) {
        for (const value of params.values()) if (value.length >= 16) values.push(value);
      }
    }
  }
  return values;
}

describe('the log of a whole visit, at level info', () => {
  const clock = createTestClock('2026-05-04T07:00:00Z');
  const lines: string[] = [];
  const secrets = new Set<string>([GOOD_PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, SAMPLE_PASSWORD]);
  let push: TestPushService;
  let t: TestApp;

  const remember = (session: Session) => {
    secrets.add(session.access_token);
    secrets.add(session.refresh_token);
    return session;
  };
  const session = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return remember(sessionSchema.parse(response.json()));
  };

  beforeAll(async () => {
    push = await startTestPushService();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({
      clock,
      logger: loggerOptions('info', stream),
      outbox: { autoStart: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('holds no password, token, mailed link, message, note or credential header', async () => {
    // Sign up, confirm by the mailed link, sign in (once wrongly), refresh.
    expect((await signUp(t, { email: EMAIL, name: 'Logged Player' })).statusCode).toBe(202);
    const confirmed = session(
      await call(t, 'POST', '/api/auth/confirm-email', null, {
        token: await lastMailToken(t, EMAIL),
      }),
    );
    expect((await signIn(t, EMAIL, WRONG_PASSWORD)).statusCode).toBe(400);
    const signedIn = session(await signIn(t, EMAIL));
    const refreshed = session(
      await call(t, 'POST', '/api/auth/refresh', null, { refresh_token: signedIn.refresh_token }),
    );
    expect(confirmed.user.id).toBe(refreshed.user.id);

    // Forgot the password: the mailed link sets a new one.
    const asked = await call(t, 'POST', '/api/auth/request-password-reset', null, { email: EMAIL });
    expect(asked.statusCode).toBe(202);
    const me = session(
      await call(t, 'POST', '/api/auth/reset-password', null, {
        token: await lastMailToken(t, EMAIL),
        password: NEW_PASSWORD,
      }),
    );

    // A device for pushes; a chat with a sample player, who answers (a push to the device).
    const device = push.device();
    secrets.add(device.subscription.keys.p256dh).add(device.subscription.keys.auth);
    expect(
      (await call(t, 'POST', '/api/push/subscriptions', me, device.subscription)).statusCode,
    ).toBe(204);
    const conversation = await call(t, 'POST', '/api/conversations', me, { userId: MARIA?.id });
    expect(conversation.statusCode, conversation.body).toBe(200);
    const { id } = conversation.json() as { id: string };
    const sent = await call(t, 'POST', `/api/conversations/${id}/messages`, me, {
      content: MESSAGE,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const maria = session(await signIn(t, MARIA?.email ?? '', SAMPLE_PASSWORD));
    const answered = await call(t, 'POST', `/api/conversations/${id}/messages`, maria, {
      content: REPLY,
    });
    expect(answered.statusCode, answered.body).toBe(201);

    // A booking request with a note: its owner is mailed, with an unsubscribe link.
    const booking = await call(t, 'POST', '/api/bookings', me, {
      courtId: SAMPLE_COURT_ID,
      date: '2026-05-05',
      startTime: '18:00',
      durationHours: 1.5,
      note: NOTE,
    });
    expect(booking.statusCode, booking.body).toBe(201);

    // The mails and pushes go out (the unread messages' mails after their delay).
    clock.advance(3_600_000);
    await t.app.outbox.drain();
    expect(push.to(device)).toHaveLength(1);
    const mails = await t.mails();
    const unsubscribeUrl = mails
      .map((mail) => /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1])
      .find(Boolean);
    expect(unsubscribeUrl).toContain(UNSUBSCRIBE_PATH);
    const unsubscribePath =
      new URL(unsubscribeUrl ?? '').pathname + new URL(unsubscribeUrl ?? '').search;
    expect((await call(t, 'GET', unsubscribePath, null)).statusCode).toBe(200);
    expect((await call(t, 'POST', unsubscribePath, null)).statusCode).toBe(200);

    // An hour later: a fresh token, then sign out.
    const later = session(
      await call(t, 'POST', '/api/auth/refresh', null, { refresh_token: me.refresh_token }),
    );
    expect((await call(t, 'POST', '/api/auth/sign-out', later, {})).statusCode).toBe(204);

    const fromMails = linkSecrets(
      mails.flatMap((mail) => [mail.text, mail.html, ...Object.values(mail.headers)]),
    );
    expect(fromMails.length).toBeGreaterThanOrEqual(4);
    for (const secret of fromMails) secrets.add(secret);
    for (const text of [MESSAGE, REPLY, NOTE]) secrets.add(text);

    const log = lines.join('\n');
    // The log is there, with request ids, and the unsubscribe request is in it, blanked.
    expect(lines.filter((line) => JSON.parse(line).reqId).length).toBeGreaterThan(20);
    expect(log).toContain(`${UNSUBSCRIBE_PATH}?token=[redacted]`);
    for (const secret of secrets) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(log).not.toMatch(/bearer|authorization|cookie/i);
  });
});
