import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { conversationsListSchema, messagesPageSchema } from '#contract/chat';
import { matchesPageSchema } from '#contract/matches';
import { PHOTO_WIDTHS } from '#contract/photo-files';
import { playerDetailSchema } from '#contract/players';
import { serverFrameSchema } from '#contract/realtime';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { CLOSE_CODES } from '#server/realtime/connection';
import { call } from '#test/support/api-fixtures';
import {
  bearer,
  confirmWithLastMail,
  GOOD_PASSWORD,
  refresh,
  signedUpUser,
  signIn,
  signUp,
} from '#test/support/auth-helpers';
import { MATRIX_COURT, pushKeys } from '#test/support/authorization/matrix-world';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock();
let t: TestApp;
let baseUrl: string;
const sockets: RealtimeTestClient[] = [];

/** The one who deletes their account, and those who dealt with them. */
let ada: Session;
let ben: Session;
let cleo: Session;
let dan: Session;
const ids = {
  emptyCourt: '',
  bookedCourt: '',
  acceptedAtAda: '',
  pendingAtAda: '',
  adaAtDan: '',
  conversation: '',
  confirmedMatch: '',
  pendingMatch: '',
};

async function make(as: Session, method: 'POST' | 'PUT', url: string, body: unknown) {
  const response = await call(t, method, url, as, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

const day = (n: number) => addDays(sofiaDate(clock.now()), n);
const count = async (sql: string, params: unknown[]) =>
  (await t.app.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n;

function deleteAccount(as: Session, password: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(as),
    payload: { password },
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
  baseUrl = await t.listen();
  ada = await signedUpUser(t, 'ada@example.com', 'Ада Лъвлейс');
  ben = await signedUpUser(t, 'ben@example.com', 'Бен Бенов');
  cleo = await signedUpUser(t, 'cleo@example.com', 'Клео');
  dan = await signedUpUser(t, 'dan@example.com', 'Дан');

  ids.emptyCourt = (await make(ada, 'POST', '/api/courts', MATRIX_COURT)).id;
  ids.bookedCourt = (await make(ada, 'POST', '/api/courts', MATRIX_COURT)).id;
  const danCourt = (await make(dan, 'POST', '/api/courts', MATRIX_COURT)).id;
  const booking = (as: Session, courtId: string, date: string) =>
    make(as, 'POST', '/api/bookings', { courtId, date, startTime: '10:00', durationHours: 1 });
  ids.acceptedAtAda = (await booking(ben, ids.bookedCourt, day(3))).id;
  await make(ada, 'POST', `/api/bookings/${ids.acceptedAtAda}/accept`, {});
  ids.pendingAtAda = (await booking(cleo, ids.bookedCourt, day(4))).id;
  ids.adaAtDan = (await booking(ada, danCourt, day(5))).id;
  for (const courtId of [ids.emptyCourt, ids.bookedCourt]) {
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/courts/${courtId}/photos`,
      headers: { ...bearer(ada), 'content-type': 'image/png' },
      payload: await sharp({
        create: { width: 64, height: 40, channels: 3, background: '#b5542c' },
      })
        .png()
        .toBuffer(),
    });
    expect(photo.statusCode, photo.body).toBe(201);
  }

  const conversation = await make(ben, 'POST', '/api/conversations', { userId: ada.user.id });
  ids.conversation = conversation.id;
  await make(ben, 'POST', `/api/conversations/${ids.conversation}/messages`, {
    content: 'Здрасти',
  });
  await make(ada, 'POST', `/api/conversations/${ids.conversation}/messages`, {
    content: 'Утре в 10?',
  });

  const record = (sets: string[], playedOn: string) =>
    make(ada, 'POST', '/api/matches', { opponentId: ben.user.id, playedOn, sets });
  ids.confirmedMatch = (await record(['6-4', '6-3'], day(-2))).id;
  await make(ben, 'POST', `/api/matches/${ids.confirmedMatch}/confirm`, undefined);
  ids.pendingMatch = (await record(['3-6', '4-6'], day(-1))).id;

  await make(ada, 'POST', '/api/partner-requests', {
    level: 'intermediate',
    district: 'center',
    preferredTime: 'Вечер',
  });
  await make(ada, 'POST', '/api/blocks', { userId: dan.user.id });
  await make(ada, 'POST', '/api/push/subscriptions', {
    endpoint: 'https://push.example.com/send/ada-phone',
    keys: pushKeys(),
  });
  await make(ada, 'PUT', '/api/settings/notifications', { email: { messages: false } });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('DELETE /api/account', () => {
  it('asks for the password by its field and deletes nothing without it', async () => {
    const response = await deleteAccount(ada, 'not-her-password');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'wrong_password',
      fields: { password: 'wrong_password' },
    });
    expect(await count('users where id = $1', [ada.user.id])).toBe(1);
    const visitor = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: GOOD_PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('deletes the account at once: tokens fail, sockets close, signing in fails', async () => {
    const adaSocket = await RealtimeTestClient.signedIn(baseUrl, ada.access_token);
    const benSocket = await RealtimeTestClient.signedIn(baseUrl, ben.access_token);
    sockets.push(adaSocket, benSocket);
    await benSocket.followInbox();
    const benFrom = benSocket.frames.length;

    const response = await deleteAccount(ada, GOOD_PASSWORD);
    expect(response.statusCode, response.body).toBe(204);

    expect(await adaSocket.waitForClose()).toBe(CLOSE_CODES.unauthorized);
    expect((await call(t, 'GET', '/api/auth/user', ada)).statusCode).toBe(401);
    expect((await refresh(t, ada.refresh_token)).statusCode).toBe(401);
    const again = await signIn(t, 'ada@example.com');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_credentials');
    // The other participant's inbox reloads.
    await benSocket.waitFor(
      (frame) => frame.type === 'inbox' && frame.conversationId === ids.conversation,
      benFrom,
    );
  });

  it('takes the account’s own data with it', async () => {
    const me = [ada.user.id];
    expect(await count('users where id = $1', me)).toBe(0);
    expect(await count('profiles where id = $1', me)).toBe(0);
    expect(await count('sessions where user_id = $1', me)).toBe(0);
    expect(await count('push_subscriptions where user_id = $1', me)).toBe(0);
    expect(await count('blocks where blocker_id = $1', me)).toBe(0);
    expect(await count('partner_requests where author_id = $1', me)).toBe(0);
    expect(await count('notifications where recipient_id = $1', me)).toBe(0);
    expect(await count('bookings where requester_id = $1', me)).toBe(0);
    expect(await count('courts where id = $1', [ids.emptyCourt])).toBe(0);
    expect(await count('matches where id = $1', [ids.pendingMatch])).toBe(0);
  });

  it('removes the photo files of the courts that went, and keeps those of the court that stays', async () => {
    const photoFiles = async () =>
      (await readdir(join(t.dataDir, 'photos'))).filter((name) => name.endsWith('.webp'));
    const kept = await call(t, 'GET', `/api/courts/${ids.bookedCourt}`, null);
    const [photo] = kept.json().photos;
    expect((await photoFiles()).sort()).toEqual(
      PHOTO_WIDTHS.map((width) => `${photo.id}-${width}.webp`).sort(),
    );
  });

  it('keeps a court with bookings to come, with no owner, and declines its pending requests', async () => {
    const court = await call(t, 'GET', `/api/courts/${ids.bookedCourt}`, null);
    expect(court.statusCode).toBe(200);
    expect(court.json().ownerId).toBeNull();
    const [accepted, pending] = await Promise.all(
      [ids.acceptedAtAda, ids.pendingAtAda].map(async (id) => {
        const rows = await t.app.db.query<{ status: string }>(
          'select status from bookings where id = $1',
          [id],
        );
        return rows[0]?.status;
      }),
    );
    expect(accepted).toBe('accepted');
    expect(pending).toBe('declined');
    const told = await call(t, 'GET', '/api/notifications', cleo);
    expect(told.json().items[0]).toMatchObject({
      kind: 'booking_declined',
      subjectId: ids.pendingAtAda,
      actor: null,
    });
    // Her own request at Dan's court was cancelled, and Dan told.
    const dansNews = await call(t, 'GET', '/api/notifications', dan);
    expect(dansNews.json().items[0]).toMatchObject({
      kind: 'booking_cancelled',
      subjectId: ids.adaAtDan,
    });
  });

  it('leaves her messages to the other participant, from a sender who is gone', async () => {
    const list = conversationsListSchema.parse(
      (await call(t, 'GET', '/api/conversations', ben)).json(),
    );
    const kept = list.items.find((item) => item.id === ids.conversation);
    expect(kept?.other).toEqual({ id: null, name: '' });
    expect(kept?.lastMessage).toMatchObject({ senderId: null, content: 'Утре в 10?' });
    const page = messagesPageSchema.parse(
      (await call(t, 'GET', `/api/conversations/${ids.conversation}/messages`, ben)).json(),
    );
    expect(page.items.map((m) => [m.senderId, m.content])).toEqual([
      [ben.user.id, 'Здрасти'],
      [null, 'Утре в 10?'],
    ]);
    const reply = await call(t, 'POST', `/api/conversations/${ids.conversation}/messages`, ben, {
      content: 'Ехо?',
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe('user_not_found');

    // A socket catching up gets them too, in frames the contract reads.
    const socket = await RealtimeTestClient.signedIn(baseUrl, ben.access_token);
    sockets.push(socket);
    await socket.subscribe(ids.conversation, 0);
    const frames = socket.frames.filter((frame) => frame.type === 'message');
    expect(frames.map((frame) => serverFrameSchema.parse(frame))).toHaveLength(2);
    expect(frames.at(-1)).toMatchObject({ message: { senderId: null } });
  });

  it('keeps the confirmed result in the opponent’s record, without her', async () => {
    const mine = matchesPageSchema.parse((await call(t, 'GET', '/api/my/matches', ben)).json());
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      id: ids.confirmedMatch,
      reporter: { id: null, name: '' },
      opponent: { id: ben.user.id },
      status: 'confirmed',
    });
    const page = playerDetailSchema.parse(
      (await call(t, 'GET', `/api/players/${ben.user.id}`, null)).json(),
    );
    expect(page.losses).toBe(1);
    expect(page.recentResults).toEqual([
      expect.objectContaining({
        opponent: { id: null, name: '' },
        won: false,
        sets: ['4-6', '3-6'],
      }),
    ]);
  });

  it('frees the address: it signs up again as a new account', async () => {
    expect((await signUp(t, { email: 'ada@example.com', name: 'Ада Нова' })).statusCode).toBe(202);
    const fresh = await confirmWithLastMail(t, 'ada@example.com');
    expect(fresh.user.id).not.toBe(ada.user.id);
    expect(fresh.user.name).toBe('Ада Нова');
    const list = conversationsListSchema.parse(
      (await call(t, 'GET', '/api/conversations', fresh)).json(),
    );
    expect(list.items).toEqual([]);
  });

  it('takes what nobody is left to keep when the other one goes too', async () => {
    expect((await deleteAccount(ben, GOOD_PASSWORD)).statusCode).toBe(204);
    expect(await count('conversations where id = $1', [ids.conversation])).toBe(0);
    expect(await count('matches where id = $1', [ids.confirmedMatch])).toBe(0);
  });
});
