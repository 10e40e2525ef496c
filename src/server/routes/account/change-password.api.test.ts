import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { CLOSE_CODES } from '#server/realtime/connection';
import { call } from '#test/support/api-fixtures';
import {
  bearer,
  GOOD_PASSWORD,
  lastMailToken,
  refresh,
  signedInAgain,
  signedUpUser,
  signIn,
} from '#test/support/auth-helpers';
import { OpenSockets } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const NEW_PASSWORD = 'Drop-Shot-Winner-5';
const clock = createTestClock();
let t: TestApp;
let baseUrl: string;
const sockets = new OpenSockets();

beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
  baseUrl = await t.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

function changePassword(
  as: Session,
  body: { currentPassword: string; newPassword: string },
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: bearer(as),
    payload: body,
    remoteAddress,
  });
}

describe('POST /api/account/password', () => {
  it('refuses a wrong current password by its field, and a visitor', async () => {
    const me = await signedUpUser(t, 'wrong@example.com', 'Вера');
    const response = await changePassword(me, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'wrong_password',
      fields: { currentPassword: 'wrong_password' },
    });
    expect((await signIn(t, 'wrong@example.com', NEW_PASSWORD)).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('counts wrong passwords with failed sign-ins: the guesses stop at the same limit', async () => {
    const me = await signedUpUser(t, 'guessed@example.com', 'Галя');
    const from = '10.0.0.7';
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t, 'guessed@example.com', `guess-${i}`, from)).statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i += 1) {
      const wrong = await changePassword(
        me,
        { currentPassword: `guess-again-${i}`, newPassword: NEW_PASSWORD },
        from,
      );
      expect(wrong.statusCode).toBe(403);
    }
    // Five failures from this address: even the right password waits, here and at sign-in.
    const right = await changePassword(
      me,
      { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
      from,
    );
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect((await signIn(t, 'guessed@example.com', GOOD_PASSWORD, from)).statusCode).toBe(429);
    // The owner elsewhere is not locked out.
    const elsewhere = await changePassword(
      me,
      { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
      '10.0.0.8',
    );
    expect(elsewhere.statusCode).toBe(204);
  });

  it('holds the new password to the sign-up rules, by its field', async () => {
    const me = await signedUpUser(t, 'weak@example.com', 'Веселин');
    const response = await changePassword(me, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'password1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'weak_password',
      fields: { newPassword: 'common' },
    });
    expect((await signIn(t, 'weak@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the password and signs out every other session at once; this one stays', async () => {
    const here = await signedUpUser(t, 'devices@example.com', 'Деян');
    const phone = await signedInAgain(t, 'devices@example.com');
    const tablet = await signedInAgain(t, 'devices@example.com');
    const hereSocket = await sockets.signedIn(baseUrl, here);
    const phoneSocket = await sockets.signedIn(baseUrl, phone);
    // A reset link asked for before is spent by the change.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'devices@example.com' },
    });
    const resetToken = await lastMailToken(t, 'devices@example.com');

    const response = await changePassword(here, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);

    expect(await phoneSocket.waitForClose()).toBe(CLOSE_CODES.unauthorized);
    expect((await call(t, 'GET', '/api/auth/user', phone)).statusCode).toBe(401);
    expect((await refresh(t, tablet.refresh_token)).statusCode).toBe(401);

    expect((await call(t, 'GET', '/api/auth/user', here)).statusCode).toBe(200);
    expect((await refresh(t, here.refresh_token)).statusCode).toBe(200);
    const before = hereSocket.frames.length;
    hereSocket.send({ type: 'ping' });
    await hereSocket.waitFor((frame) => frame.type === 'pong', before);
    expect(hereSocket.closeCode).toBeUndefined();

    expect((await signIn(t, 'devices@example.com', GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(t, 'devices@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'Another-Serve-77' },
    });
    expect(reset.statusCode).toBe(401);
  });

  it('tells the owner by mail, in their language, with a way back if it was not them', async () => {
    const me = await signedUpUser(t, 'told@example.com', 'Тодор');
    const response = await changePassword(me, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    await t.app.outbox.drain();
    const notice = (await t.mails('told@example.com')).at(-1);
    expect(notice?.subject).toBe('Паролата ви в Тенис София беше сменена');
    expect(notice?.text).toContain('Здравейте, Тодор!');
    expect(notice?.text).toContain('Другите ви устройства са отписани');
    // The way back is the forgotten-password page: the mail itself holds no token.
    expect(notice?.link).toBe('http://tennis.test/auth?mode=forgot-password');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('tells the owner by mail that the password was changed', async () => {
    await signedUpUser(t, 'reset-told@example.com', 'Rita', 'en');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'reset-told@example.com' },
    });
    await t.app.outbox.drain();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await lastMailToken(t, 'reset-told@example.com'), password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.outbox.drain();
    const notice = (await t.mails('reset-told@example.com')).at(-1);
    expect(notice?.subject).toBe('Your Tennis Sofia password was changed');
    expect(notice?.text).toContain('If it was not you, someone knows your password');
  });
});
