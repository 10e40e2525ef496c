import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { notificationSettingsSchema } from '#contract/notifications';
import { pushPublicKeySchema } from '#contract/push';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '#server/push/push-subscriptions-repository';
import { call } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { startTestPushService, type TestPushService } from '#test/support/test-push-service';

const clock = createTestClock('2026-05-04T07:00:00Z');
let push: TestPushService;
let t: TestApp;
let ana: Session;
let boris: Session;

beforeAll(async () => {
  push = await startTestPushService();
  t = await createTestApp({ clock, seed: false, outbox: { autoStart: false } });
  ana = await signedUpUser(t, 'ana@example.com', 'Ana', 'bg');
  boris = await signedUpUser(t, 'boris@example.com', 'Boris', 'en');
});
afterAll(async () => {
  await t.close();
  await push.close();
});

async function subscriptions() {
  return t.database.db.query<{ user_id: string; endpoint: string; p256dh: string; auth: string }>(
    'select user_id, endpoint, p256dh, auth from push_subscriptions order by created_at, endpoint',
  );
}

const subscribe = (session: Session | null, body: unknown) =>
  call(t, 'POST', '/api/push/subscriptions', session, body);

describe('the public key', () => {
  it('is served to anyone, as the key pushes are signed with', async () => {
    const response = await call(t, 'GET', '/api/push/public-key', null);
    expect(response.statusCode).toBe(200);
    expect(pushPublicKeySchema.parse(response.json())).toEqual({ publicKey: t.vapidPublicKey });
  });
});

describe('subscribing a device', () => {
  it('stores it for the signed-in user, once per device, and moves it with a new sign-in', async () => {
    const device = push.device();
    expect((await subscribe(null, device.subscription)).statusCode).toBe(401);
    expect((await subscribe(ana, device.subscription)).statusCode).toBe(204);
    expect(await subscriptions()).toEqual([
      {
        user_id: ana.user.id,
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
      },
    ]);

    // The browser renewed its keys: still one device.
    const renewed = { ...push.device().subscription, endpoint: device.subscription.endpoint };
    expect((await subscribe(ana, renewed)).statusCode).toBe(204);
    expect(await subscriptions()).toMatchObject([
      { user_id: ana.user.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    ]);

    // Boris signs in on Ana's phone: it pushes to him now, not to her.
    expect((await subscribe(boris, renewed)).statusCode).toBe(204);
    expect(await subscriptions()).toMatchObject([{ user_id: boris.user.id }]);
  });

  it('answers 400 with the field for what cannot be a push subscription', async () => {
    const { subscription } = push.device();
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...subscription, endpoint: 'http://push.example.com/1' },
        { endpoint: 'invalid_endpoint' },
      ],
      [
        { ...subscription, endpoint: 'https://push.example.com/\n1' },
        { endpoint: 'invalid_endpoint' },
      ],
      [
        { ...subscription, endpoint: `https://push.example.com/${'a'.repeat(2000)}` },
        { endpoint: 'too_long' },
      ],
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: 'B'.repeat(87) } },
        { 'keys.p256dh': 'invalid_key' },
      ],
      [
        { ...subscription, keys: { ...subscription.keys, auth: `${'a'.repeat(21)}\u0000` } },
        { 'keys.auth': 'invalid_key' },
      ],
      [
        { ...subscription, keys: { ...subscription.keys, auth: 'a'.repeat(10_000) } },
        { 'keys.auth': 'too_long' },
      ],
      [{ ...subscription, expirationTime: 1e300 }, { expirationTime: 'invalid_time' }],
    ];
    for (const [body, fields] of cases) {
      const response = await subscribe(ana, body);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', fields });
    }
    const missingKeys = await subscribe(ana, { endpoint: subscription.endpoint });
    expect(missingKeys.statusCode).toBe(400);
    expect(Object.keys(missingKeys.json().error.fields)).toEqual(['keys']);
    expect(await subscriptions()).not.toContainEqual(
      expect.objectContaining({ endpoint: subscription.endpoint }),
    );
  });

  it('keeps the newest devices of a user, up to the limit', async () => {
    const carla = await signedUpUser(t, 'carla@example.com', 'Carla', 'en');
    const devices = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER + 1 }, () => push.device());
    for (const device of devices) {
      clock.advance(1000);
      expect((await subscribe(carla, device.subscription)).statusCode).toBe(204);
    }
    const kept = (await subscriptions()).filter((row) => row.user_id === carla.user.id);
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((device) => device.subscription.endpoint)
        .sort(),
    );
  });

  it('limits how often one user subscribes', async () => {
    const dan = await signedUpUser(t, 'dan@example.com', 'Dan', 'en');
    const { subscription } = push.device();
    for (let i = 0; i < 60; i += 1)
      expect((await subscribe(dan, subscription)).statusCode).toBe(204);
    const limited = await subscribe(dan, subscription);
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 'rate_limited']);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('unsubscribing a device', () => {
  it("forgets the caller's own device only", async () => {
    const mine = push.device();
    const theirs = push.device();
    await subscribe(ana, mine.subscription);
    await subscribe(boris, theirs.subscription);
    const remove = (session: Session | null, endpoint: string) =>
      call(t, 'DELETE', '/api/push/subscriptions', session, { endpoint });

    expect((await remove(null, mine.subscription.endpoint)).statusCode).toBe(401);
    expect((await remove(ana, theirs.subscription.endpoint)).statusCode).toBe(204);
    expect((await remove(ana, mine.subscription.endpoint)).statusCode).toBe(204);
    expect((await remove(ana, mine.subscription.endpoint)).statusCode).toBe(204);
    const endpoints = (await subscriptions()).map((row) => row.endpoint);
    expect(endpoints).toContain(theirs.subscription.endpoint);
    expect(endpoints).not.toContain(mine.subscription.endpoint);
    expect((await remove(ana, 'not a url')).statusCode).toBe(400);
  });
});

describe('a server in production', () => {
  it('refuses push services on its own machine', async () => {
    const production = await createTestApp({
      database: t.database,
      clock,
      allowLoopbackPushEndpoints: false,
      outbox: { autoStart: false },
    });
    try {
      const local = await call(production, 'POST', '/api/push/subscriptions', ana, {
        ...push.device().subscription,
      });
      expect(local.statusCode).toBe(400);
      expect(local.json().error.fields).toEqual({ endpoint: 'invalid_endpoint' });
      const remote = {
        ...push.device().subscription,
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      };
      expect(
        (await call(production, 'POST', '/api/push/subscriptions', ana, remote)).statusCode,
      ).toBe(204);
    } finally {
      await production.close();
    }
  });
});

describe('push settings', () => {
  it('turn each kind on and off, beside the e-mails, which keep theirs', async () => {
    const settings = async () => {
      const response = await call(t, 'GET', '/api/settings/notifications', boris);
      expect(response.statusCode, response.body).toBe(200);
      return notificationSettingsSchema.parse(response.json());
    };
    expect((await settings()).push).toEqual({
      booking_requests: true,
      booking_answers: true,
      messages: true,
      match_results: true,
      open_matches: true,
      games_that_fit: true,
    });
    const off = await call(t, 'PUT', '/api/settings/notifications', boris, {
      push: { messages: false, match_results: false },
      email: { messages: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().push).toEqual({
      booking_requests: true,
      booking_answers: true,
      messages: false,
      match_results: false,
      open_matches: true,
      games_that_fit: true,
    });
    expect(off.json().email).toMatchObject({ messages: false, booking_requests: true });

    await call(t, 'PUT', '/api/settings/notifications', boris, { email: { messages: true } });
    expect((await settings()).push.messages).toBe(false);
    await call(t, 'PUT', '/api/settings/notifications', boris, { push: { messages: true } });
    const now = await settings();
    expect(now.push).toMatchObject({ messages: true, match_results: false });
    expect(now.email.messages).toBe(true);

    const bad = await call(t, 'PUT', '/api/settings/notifications', boris, {
      push: { messages: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['push.messages']);
  });
});
