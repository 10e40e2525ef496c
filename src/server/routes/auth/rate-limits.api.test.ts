import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, signIn, signUp } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const MINUTE = 60_000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await signedUpUser(t, 'elena@example.com');
  await signedUpUser(t, 'nikolai@example.com');
});
afterAll(() => t.close());

async function failTimes(email: string, times: number, address = '10.0.0.1') {
  for (let i = 0; i < times; i++) {
    const response = await signIn(t, email, 'wrong-password', address);
    expect(response.statusCode, response.body).toBe(400);
  }
}

describe('failed sign-ins per e-mail and address', () => {
  it('answers 429 with Retry-After after 5 failures in 15 minutes, even for the right password', async () => {
    await failTimes('elena@example.com', 4);
    clock.advance(5 * MINUTE);
    await failTimes('elena@example.com', 1);
    const blocked = await signIn(t, 'elena@example.com', undefined, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    // The first four failures leave the window 10 minutes from now.
    expect(blocked.headers['retry-after']).toBe('600');
  });

  it('does not block the same e-mail from another address', async () => {
    expect((await signIn(t, 'elena@example.com', undefined, '10.0.0.2')).statusCode).toBe(200);
  });

  it('lets the user in once the window has moved past the failures', async () => {
    clock.advance(10 * MINUTE - 1000);
    expect((await signIn(t, 'elena@example.com', undefined, '10.0.0.1')).statusCode).toBe(429);
    clock.advance(1000);
    expect((await signIn(t, 'elena@example.com', undefined, '10.0.0.1')).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await failTimes('elena@example.com', 4);
    expect((await signIn(t, 'elena@example.com', undefined, '10.0.0.1')).statusCode).toBe(200);
    await failTimes('elena@example.com', 5);
    expect((await signIn(t, 'elena@example.com', undefined, '10.0.0.1')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so it cannot dodge the limit', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'proxy-dodger@example.com', password: 'wrong-password' },
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'proxy-dodger@example.com', password: 'wrong-password' },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('counts unknown e-mails too', async () => {
    await failTimes('ghost@example.com', 5);
    expect((await signIn(t, 'ghost@example.com', 'x', '10.0.0.1')).statusCode).toBe(429);
  });
});

describe('failed sign-ins per account from anywhere', () => {
  it('stops the guessing addresses but lets the owner in from another address', async () => {
    // 100 wrong passwords from 20 addresses.
    for (let i = 0; i < 20; i++) await failTimes('nikolai@example.com', 5, `10.1.0.${i}`);
    for (const address of ['10.1.0.0', '10.1.0.19']) {
      const stopped = await signIn(t, 'nikolai@example.com', 'another-guess', address);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json().error.code).toBe('rate_limited');
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await signIn(t, 'nikolai@example.com', undefined, '10.2.0.1')).statusCode).toBe(200);
    // A hundred password checks (argon2id, on purpose slow): 30 s is not enough on a busy machine.
  }, 120_000);

  it('past 100 failures, stops an address at its first failure for the account', async () => {
    clock.advance(60 * MINUTE);
    for (let i = 0; i < 25; i++) await failTimes('nikolai@example.com', 4, `10.3.0.${i}`);
    // Four failures from this address: under its own limit, but the account has had 100.
    const stopped = await signIn(t, 'nikolai@example.com', undefined, '10.3.0.7');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('3600');
    // A new address gets its one try, and is stopped once it has failed.
    expect((await signIn(t, 'nikolai@example.com', 'guess', '10.4.0.1')).statusCode).toBe(400);
    expect((await signIn(t, 'nikolai@example.com', undefined, '10.4.0.1')).statusCode).toBe(429);
    // The owner, from an address that never failed.
    expect((await signIn(t, 'nikolai@example.com', undefined, '10.4.0.2')).statusCode).toBe(200);
    clock.advance(60 * MINUTE);
    expect((await signIn(t, 'nikolai@example.com', undefined, '10.3.0.7')).statusCode).toBe(200);
  }, 120_000);
});

describe('failed sign-ins per address across accounts', () => {
  it('stops an address after 50 failures an hour, whichever accounts it tries', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await signIn(t, `stuffed${i}@example.com`, 'leaked-password', '10.6.0.1');
      expect(response.statusCode).toBe(400);
    }
    const stopped = await signIn(t, 'elena@example.com', undefined, '10.6.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('3600');
    expect((await signIn(t, 'elena@example.com', undefined, '10.6.0.2')).statusCode).toBe(200);
  }, 120_000);
});

describe('sign-up limits', () => {
  const signUpFrom = (email: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, name: 'New', password: 'Backhand-Slice-77' },
      remoteAddress: address,
    });

  it('allows 10 sign-ups an hour from one address', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await signUpFrom(`new${i}@example.com`, '10.7.0.1');
      expect(response.statusCode, response.body).toBe(202);
    }
    const response = await signUpFrom('new10@example.com', '10.7.0.1');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp(t, { email: 'new10@example.com' })).statusCode).toBe(202);
  });

  it('counts sign-ups for one address per sender, so others cannot block its owner', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signUpFrom('wanted@example.com', `10.8.0.${i}`)).statusCode).toBe(202);
      expect((await signUpFrom('wanted@example.com', '10.8.1.1')).statusCode).toBe(202);
    }
    expect((await signUpFrom('wanted@example.com', '10.8.1.1')).statusCode).toBe(429);
    expect((await signUpFrom('wanted@example.com', '10.8.2.1')).statusCode).toBe(202);
  });
});

describe('mails asked for from one address', () => {
  it('sends at most 20 mails an hour from one address', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: `someone${i}@example.com` },
        remoteAddress: '10.5.0.1',
      });
      expect(response.statusCode).toBe(202);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'elena@example.com' },
      remoteAddress: '10.5.0.1',
    });
    expect(response.statusCode).toBe(429);
  });
});
