import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '#contract/auth';
import { type Booking, bookingSchema } from '#contract/bookings';
import { chatPath } from '#contract/notifications';
import { type PushMessage, pushMessageSchema } from '#contract/push';
import { SAMPLE_OWNERS, SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { call as callAs, SAMPLE_COURT_ID } from '#test/support/api-fixtures';
import { signedUpUser, signIn } from '#test/support/auth-helpers';
import { createTestApp, TEST_VAPID_SUBJECT, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import {
  type PushRequest,
  startTestPushService,
  type TestDevice,
  type TestPushService,
} from '#test/support/test-push-service';

// Monday 4 May 2026, 10:00 in Sofia; bookings are asked for on Thursday.
const clock = createTestClock('2026-05-04T07:00:00Z');
const THURSDAY = '2026-05-07';
const SECOND = 1000;
const OWNER = SAMPLE_OWNERS.find((owner) => owner.courtIds.includes(SAMPLE_COURT_ID));

let push: TestPushService;
let t: TestApp;
let owner: Session;
let player: Session;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

beforeAll(async () => {
  push = await startTestPushService();
  // No worker of its own: each test sends what is due with drain(), after moving the clock.
  t = await createTestApp({
    clock,
    accessTokenTtlSeconds: 30 * 86_400,
    outbox: { autoStart: false },
  });
  const signedIn = await signIn(t, OWNER?.email ?? '', SAMPLE_PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  owner = sessionSchema.parse(signedIn.json());
  player = await signedUpUser(t, 'emma@example.com', 'Emma Player', 'en');
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(async () => {
  await t.database.db.query('delete from push_subscriptions');
  await t.app.outbox.drain();
  await t.database.db.query(`delete from outbox where kind like '%push'`);
  push.status = 201;
  push.statusOf.clear();
  push.requests.length = 0;
});

async function subscribe(session: Session): Promise<TestDevice> {
  const device = push.device();
  const response = await call('POST', '/api/push/subscriptions', session, device.subscription);
  expect(response.statusCode, response.body).toBe(204);
  return device;
}

let hour = 7;
/** A booking request on the sample court, each at an hour of its own. */
async function requestBooking(): Promise<Booking> {
  hour += 1;
  const response = await call('POST', '/api/bookings', player, {
    courtId: SAMPLE_COURT_ID,
    date: THURSDAY,
    startTime: `${String(hour).padStart(2, '0')}:00`,
    durationHours: 1,
  });
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

function payloadOf(device: TestDevice, request: PushRequest | undefined): PushMessage {
  expect(request, 'a push to the device').toBeDefined();
  return pushMessageSchema.parse(JSON.parse(device.decrypt(request?.body ?? Buffer.alloc(0))));
}

async function outboxPushes() {
  return t.database.db.query<{ state: string; attempts: number; outcome: string | null }>(
    `select state, attempts, outcome from outbox where kind like '%push' order by id`,
  );
}

/** The claims of a VAPID JWT, after checking its ES256 signature with the public key `k`. */
function vapidClaims(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, header, claims, signature, k] = match as unknown as string[];
  const point = Buffer.from(k as string, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature as string, 'base64url'),
  );
  expect(signed).toBe(true);
  return { k, ...JSON.parse(Buffer.from(claims as string, 'base64url').toString()) };
}

describe('a booking request', () => {
  it("pushes to the court owner's device: signed, encrypted, in their language, opening the request", async () => {
    const device = await subscribe(owner);
    const booking = await requestBooking();
    // Answered before anything was sent: the push waits in the outbox.
    expect(push.requests).toHaveLength(0);
    await t.app.outbox.drain();

    const [request] = push.to(device);
    expect(push.requests).toHaveLength(1);
    expect(request?.headers).toMatchObject({
      ttl: '86400',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    expect(vapidClaims(request?.headers.authorization)).toMatchObject({
      k: t.vapidPublicKey,
      aud: push.url,
      sub: TEST_VAPID_SUBJECT,
    });
    expect(payloadOf(device, request)).toEqual({
      title: 'Заявка за резервация: Тенис комплекс Витоша, четвъртък, 7 май 2026 г., 08:00',
      body: 'Emma Player иска да резервира Тенис комплекс Витоша. Отворете заявката, за да я потвърдите или откажете.',
      url: `/my/courts#booking-${booking.id}`,
      tag: `/my/courts#booking-${booking.id}`,
    });

    // Sent once.
    clock.advance(86_400 * SECOND);
    await t.app.outbox.drain();
    expect(push.requests).toHaveLength(1);
    expect(await outboxPushes()).toEqual([{ state: 'done', attempts: 1, outcome: 'sent' }]);
    const [stored] = await t.database.db.query<{ last_sent_at: Date | null }>(
      'select last_sent_at from push_subscriptions',
    );
    expect(stored?.last_sent_at).not.toBeNull();
  });

  it("tells the player of the owner's answer on their device, in English", async () => {
    const booking = await requestBooking();
    const device = await subscribe(player);
    const accepted = await call('POST', `/api/bookings/${booking.id}/accept`, owner, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.outbox.drain();
    const message = payloadOf(device, push.to(device)[0]);
    expect(message.title).toMatch(
      /^Booking accepted: Vitosha Tennis Complex, Thursday, May 7, 2026/,
    );
    expect(message.url).toBe(`/my/bookings#booking-${booking.id}`);
  });

  it('goes to every device of the owner, and not to another user', async () => {
    const phone = await subscribe(owner);
    const laptop = await subscribe(owner);
    const playersPhone = await subscribe(player);
    await requestBooking();
    await t.app.outbox.drain();
    expect(push.to(phone)).toHaveLength(1);
    expect(push.to(laptop)).toHaveLength(1);
    expect(push.to(playersPhone)).toHaveLength(0);
  });
});

describe('the push service', () => {
  it('answering 410 for a device makes the server forget it', async () => {
    const gone = await subscribe(owner);
    const kept = await subscribe(owner);
    push.statusOf.set(gone.subscription.endpoint, 410);
    await requestBooking();
    await t.app.outbox.drain();
    expect(push.to(gone).map((r) => r.status)).toEqual([410]);
    expect(push.to(kept).map((r) => r.status)).toEqual([201]);
    const endpoints = await t.database.db.query<{ endpoint: string }>(
      'select endpoint from push_subscriptions',
    );
    expect(endpoints).toEqual([{ endpoint: kept.subscription.endpoint }]);
    expect((await outboxPushes()).map((job) => job.state)).toEqual(['done', 'done']);

    await requestBooking();
    await t.app.outbox.drain();
    expect(push.to(gone)).toHaveLength(1);
    expect(push.to(kept)).toHaveLength(2);
  });

  it('failing (500) is retried by the outbox with back-off, the other devices sent once', async () => {
    const failing = await subscribe(owner);
    const working = await subscribe(owner);
    push.statusOf.set(failing.subscription.endpoint, 500);
    await requestBooking();
    await t.app.outbox.drain();
    expect(push.to(failing)).toHaveLength(1);
    expect(push.to(working)).toHaveLength(1);
    await t.app.outbox.drain();
    expect(push.to(failing)).toHaveLength(1); // not due again yet

    push.statusOf.delete(failing.subscription.endpoint);
    clock.advance(30 * SECOND);
    await t.app.outbox.drain();
    expect(push.to(failing).map((r) => r.status)).toEqual([500, 201]);
    expect(payloadOf(failing, push.to(failing)[1]).url).toMatch(/^\/my\/courts#booking-/);
    clock.advance(86_400 * SECOND);
    await t.app.outbox.drain();
    expect(push.to(failing)).toHaveLength(2);
    expect(push.to(working)).toHaveLength(1);
    expect(await outboxPushes()).toEqual(
      expect.arrayContaining([
        { state: 'done', attempts: 2, outcome: 'sent' },
        { state: 'done', attempts: 1, outcome: 'sent' },
      ]),
    );
  });

  it('refusing the request itself (400) is given up at once', async () => {
    const device = await subscribe(owner);
    push.status = 400;
    await requestBooking();
    await t.app.outbox.drain();
    clock.advance(3600 * SECOND);
    await t.app.outbox.drain();
    expect(push.to(device)).toHaveLength(1);
    const [job] = await outboxPushes();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job?.outcome).toContain('push service answered 400');
  });
});

describe('push settings', () => {
  const setPush = async (session: Session, push: Record<string, boolean>) => {
    const response = await call('PUT', '/api/settings/notifications', session, { push });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a kind switched off sends nothing, even a push queued before; on again, it sends', async () => {
    const device = await subscribe(owner);
    await requestBooking();
    await setPush(owner, { booking_requests: false });
    await requestBooking();
    await t.app.outbox.drain();
    expect(push.requests).toHaveLength(0);
    expect(await outboxPushes()).toEqual([{ state: 'done', attempts: 1, outcome: 'skipped' }]);

    await setPush(owner, { booking_requests: true });
    await requestBooking();
    await t.app.outbox.drain();
    expect(push.to(device)).toHaveLength(1);
  });
});

describe('a match result to confirm', () => {
  it('pushes to the opponent, opening the match', async () => {
    const device = await subscribe(owner);
    const recorded = await call('POST', '/api/matches', player, {
      opponentId: owner.user.id,
      playedOn: '2026-05-03',
      sets: ['6-4', '6-3'],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    await t.app.outbox.drain();
    const message = payloadOf(device, push.to(device)[0]);
    expect(message.title).toBe('Emma Player въведе резултат от мач с вас');
    expect(message.url).toBe(`/my/matches#match-${recorded.json().id}`);
  });
});

describe('a message left unread', () => {
  const MAIL_DELAY = 600 * SECOND;

  async function conversationWithOwner(): Promise<string> {
    const started = await call('POST', '/api/conversations', player, { userId: owner.user.id });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().id;
  }

  async function send(conversationId: string, content: string): Promise<number> {
    const sent = await call('POST', `/api/conversations/${conversationId}/messages`, player, {
      content,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json().seq;
  }

  it('pushes once its wait is over, with the latest message, opening the chat', async () => {
    const device = await subscribe(owner);
    const conversationId = await conversationWithOwner();
    await send(conversationId, 'Hi! Tennis on Thursday?');
    await send(conversationId, 'Around 18:00\nat Vitosha?');
    await t.app.outbox.drain();
    expect(push.requests).toHaveLength(0);

    clock.advance(MAIL_DELAY);
    await t.app.outbox.drain();
    expect(push.to(device)).toHaveLength(1);
    expect(payloadOf(device, push.to(device)[0])).toEqual({
      title: '2 непрочетени съобщения от Emma Player',
      body: 'Around 18:00 at Vitosha?',
      url: chatPath(player.user.id),
      tag: chatPath(player.user.id),
    });

    // Once per conversation until it is read.
    const seq = await send(conversationId, 'Still there?');
    clock.advance(MAIL_DELAY);
    await t.app.outbox.drain();
    expect(push.to(device)).toHaveLength(1);
    const read = await call('POST', `/api/conversations/${conversationId}/read`, owner, { seq });
    expect(read.statusCode).toBe(204);
  });

  it('pushes nothing when the message is read before its wait is over', async () => {
    const device = await subscribe(owner);
    const conversationId = await conversationWithOwner();
    const seq = await send(conversationId, 'Are you free on Sunday?');
    await call('POST', `/api/conversations/${conversationId}/read`, owner, { seq });
    clock.advance(MAIL_DELAY);
    await t.app.outbox.drain();
    expect(push.to(device)).toHaveLength(0);
    expect(await outboxPushes()).toMatchObject([{ state: 'done', outcome: 'skipped' }]);
  });
});
