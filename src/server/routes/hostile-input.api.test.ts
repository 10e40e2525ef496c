import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { MESSAGE_MAX_LENGTH } from '#contract/chat';
import { SAMPLE_UNOWNED_COURT } from '#server/db-tools/sample-data';
import { publishCommitted } from '#server/realtime/events';
import { call as callAs, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { appendMessage } from './conversations/conversations-repository';

/**
 * The schema is the edge of the database: hostile text, numbers and list cursors
 * are refused by the shared schemas with 400 `validation`, the field and the reason, and never
 * reach PostgreSQL (where a NUL byte, an int4 overflow or a non-UUID answered 500).
 */

// Monday 4 May 2026, 10:00 in Sofia.
const clock = createTestClock('2026-05-04T07:00:00Z');
const NUL = '\u0000';
const UUID = '10000000-0000-4000-8000-000000000001';
let t: TestApp;
let url: string;
let ana: Session;
let boris: Session;
let courtId: string;
let conversationId: string;
const sockets: RealtimeTestClient[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, path, session, payload);

/** A cursor as a forger writes one: base64url of any JSON. */
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectRefused(
  response: Awaited<ReturnType<typeof call>>,
  field: string,
  reason: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('validation');
  expect(error.fields?.[field], JSON.stringify(error.fields)).toBe(reason);
}

/** Rows enough for several pages of every list, written straight into the database. */
async function fillLists(db: TestApp['database']['db']) {
  await db.query(
    `insert into profiles (id, name, skill_level, wins, losses)
     select md5('hostile-player' || i)::uuid, 'Player ' || i, 'intermediate', i % 7, i % 3
     from generate_series(1, 30) i`,
  );
  await db.query(
    `insert into users (id, email, password_hash, email_confirmed_at)
     select md5('hostile-player' || i)::uuid, 'player' || i || '@example.com', 'x', now()
     from generate_series(1, 30) i`,
  );
  // Pairs share a moment, so the id decides their order.
  await db.query(
    `insert into partner_requests (author_id, skill_level, district, preferred_time, created_at, expires_at)
     select $1, 'advanced', 'center', 'Evenings', $2::timestamptz - (i / 2) * interval '1 minute',
       $2::timestamptz + interval '14 days'
     from generate_series(1, 30) i`,
    [ana.user.id, clock.now()],
  );
  await db.query(
    `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
       price_cents, starts_at, ends_at, status, created_at, updated_at)
     select $1, $2, date '2026-05-11', 600, 60, 2000, timestamptz '2026-05-11T07:00:00Z',
       timestamptz '2026-05-11T08:00:00Z',
       (array['pending', 'declined', 'accepted', 'accepted'])[1 + i % 4],
       $3::timestamptz - (i / 2) * interval '1 minute', $3::timestamptz
     from generate_series(1, 60) i`,
    [courtId, boris.user.id, clock.now()],
  );
  await db.query(
    `insert into matches (reporter_id, opponent_id, played_on, sets, winner_id, created_at, updated_at)
     select $1, $2, date '2026-05-01', array['6-4', '6-4'], $1,
       $3::timestamptz - (i / 2) * interval '1 minute', $3::timestamptz
     from generate_series(1, 30) i`,
    [ana.user.id, boris.user.id, clock.now()],
  );
  await db.query(
    `insert into notifications (recipient_id, kind, actor_id, subject_id, created_at)
     select $1, 'play_request', $2, $2, $3 from generate_series(1, 25)`,
    [ana.user.id, boris.user.id, clock.now()],
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 30 * 86_400 });
  url = await t.listen();
  ana = await signedUpUser(t, 'ana@example.com', 'Ана');
  boris = await signedUpUser(t, 'boris@example.com', 'Борис');
  const court = await call('POST', '/api/courts', ana, NEW_COURT);
  expect(court.statusCode, court.body).toBe(201);
  courtId = court.json().id;
  for (let n = 0; n < 25; n += 1) {
    const more = await call('POST', '/api/courts', ana, { ...NEW_COURT, name: `Корт ${n}` });
    expect(more.statusCode, more.body).toBe(201);
  }
  const started = await call('POST', '/api/conversations', ana, { userId: boris.user.id });
  conversationId = started.json().id;
  await fillLists(t.database.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** Every keyset list, with who may read it. */
const LISTS: { name: string; path: string; session: () => Session | null }[] = [
  { name: 'players', path: '/api/players', session: () => null },
  { name: 'courts', path: '/api/courts', session: () => null },
  { name: 'the partner board', path: '/api/partner-requests', session: () => null },
  { name: 'my partner requests', path: '/api/partner-requests?mine=true', session: () => ana },
  { name: 'my bookings', path: '/api/my/bookings', session: () => boris },
  { name: 'my court bookings', path: '/api/my/court-bookings', session: () => ana },
  {
    name: 'my court bookings by status',
    path: '/api/my/court-bookings?status=accepted',
    session: () => ana,
  },
  { name: 'my matches', path: '/api/my/matches', session: () => ana },
  { name: 'notifications', path: '/api/notifications', session: () => ana },
];

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

describe('list cursors', () => {
  it.each(LISTS)('walks every page of $name with the cursors it hands out', async (list) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let total: number | undefined;
    do {
      const response = await call(
        'GET',
        cursor ? withCursor(list.path, cursor) : list.path,
        list.session(),
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      total ??= page.total;
      ids.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    if (total !== undefined) expect(ids.length).toBe(total);
  });

  const garbage = [
    ['not base64url JSON', 'bm9wZQ'],
    ['one character', 'A'],
    ['not an array', forge({ key: 1, id: UUID })],
    ['an empty array', forge([])],
    ['a key that is text', forge(['1', UUID])],
    ['a key that is null (NaN, Infinity)', forge([null, UUID])],
    ['a third element', forge([1, UUID, 1])],
    ['36 dashes for an id', forge([1, '-'.repeat(36)])],
    ['a non-UUID id', forge([1, 'not-a-uuid'])],
    ['an id with SQL', forge([1, "' or 1=1 --"])],
    ['1e300', forge([1e300, UUID])],
    ['a negative key', forge([-5, UUID])],
  ] as const;

  describe.each(LISTS)('$name', (list) => {
    it.each(garbage)('refuses a cursor of %s', async (_what, cursor) => {
      await expectRefused(
        await call('GET', withCursor(list.path, cursor), list.session()),
        'cursor',
        'cursor_format',
      );
    });
  });

  it.each([
    ['players', '/api/players', forge([2.5, UUID])],
    ['players', '/api/players', forge([2 ** 31, UUID])],
    ['courts', '/api/courts', forge([5.5, UUID])],
    ['courts', '/api/courts', forge([-1.5, UUID])],
    ['partner requests', '/api/partner-requests', forge([1.5, UUID])],
    ['partner requests', '/api/partner-requests', forge([8.64e15 + 1, UUID])],
    ['matches', '/api/my/matches', forge([0.5, UUID])],
    ['matches', '/api/my/matches', forge([2 ** 53, UUID])],
    ['bookings', '/api/my/court-bookings', forge([0.5, UUID])],
    ['bookings', '/api/my/court-bookings', forge([2e13, UUID])],
    ['notifications', '/api/notifications', forge([0.5, UUID])],
    ['notifications', '/api/notifications', forge([2 ** 53, UUID])],
  ])('refuses a key of %s that does not fit its column (%#)', async (_name, path, cursor) => {
    await expectRefused(
      await call('GET', withCursor(path, cursor), ana),
      'cursor',
      'cursor_format',
    );
  });

  it('takes a forged cursor that fits as a place in the list', async () => {
    const response = await call('GET', withCursor('/api/courts', forge([4.5, UUID])), null);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .items.every((court: { rating: number | null }) => (court.rating ?? -1) <= 4.5),
    ).toBe(true);
  });
});

describe('search text', () => {
  it.each(['/api/players', '/api/courts'])('%s refuses a NUL byte in q', async (path) => {
    await expectRefused(await call('GET', `${path}?q=%00`, null), 'q', 'control_characters');
    await expectRefused(await call('GET', `${path}?q=a%00b`, null), 'q', 'control_characters');
    await expectRefused(await call('GET', `${path}?q=a%0Ab`, null), 'q', 'line_breaks');
  });

  it('still finds text around spaces', async () => {
    const response = await call('GET', `/api/players?q=${encodeURIComponent('  Player 1 ')}`, null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBeGreaterThan(0);
  });
});

describe('numbers', () => {
  it('refuses a seq past int4 in the messages query and when marking read', async () => {
    const messages = `/api/conversations/${conversationId}/messages`;
    await expectRefused(
      await call('GET', `${messages}?beforeSeq=2147483648`, ana),
      'beforeSeq',
      'too_big',
    );
    await expectRefused(await call('GET', `${messages}?limit=2147483648`, ana), 'limit', 'too_big');
    await expectRefused(
      await call('POST', `/api/conversations/${conversationId}/read`, ana, { seq: 2 ** 31 }),
      'seq',
      'too_big',
    );
    expect((await call('GET', `${messages}?beforeSeq=2147483647`, ana)).statusCode).toBe(200);
  });

  it("refuses a socket's afterSeq past int4 as a bad frame, and takes the largest", async () => {
    const refused = await RealtimeTestClient.signedIn(url, ana.access_token);
    sockets.push(refused);
    const before = refused.frames.length;
    refused.send({ type: 'subscribe', conversationId, afterSeq: 2 ** 31 });
    expect(await refused.waitFor((f) => f.type === 'error', before)).toMatchObject({
      code: 'bad_frame',
    });
    expect(await refused.waitForClose()).toBe(1008);
    const socket = await RealtimeTestClient.signedIn(url, ana.access_token);
    sockets.push(socket);
    await socket.subscribe(conversationId, 2 ** 31 - 1);
    expect(socket.frames.at(-1)).toMatchObject({ type: 'subscribed', conversationId });
  });
});

/** [what, method, path, session, body, field, reason] */
type TextCase = [string, Method, () => string, () => Session | null, () => unknown, string, string];

const court = (fields: Record<string, unknown>) => () => ({ ...NEW_COURT, ...fields });

const TEXT_CASES: TextCase[] = [
  [
    'a sign-up name with NUL',
    'POST',
    () => '/api/auth/sign-up',
    () => null,
    () => ({ email: 'nul@example.com', password: 'Forehand-Topspin-42', name: `Ivan${NUL}` }),
    'name',
    'control_characters',
  ],
  [
    'a sign-up name with a line break',
    'POST',
    () => '/api/auth/sign-up',
    () => null,
    () => ({
      email: 'lines@example.com',
      password: 'Forehand-Topspin-42',
      name: 'Ivan\nYour account is locked: https://evil.example',
    }),
    'name',
    'line_breaks',
  ],
  [
    'a sign-up name with a carriage return',
    'POST',
    () => '/api/auth/sign-up',
    () => null,
    () => ({ email: 'cr@example.com', password: 'Forehand-Topspin-42', name: 'Ivan\rMaria' }),
    'name',
    'line_breaks',
  ],
  [
    'a sign-up name with a tab',
    'POST',
    () => '/api/auth/sign-up',
    () => null,
    () => ({ email: 'tab@example.com', password: 'Forehand-Topspin-42', name: 'Ivan\tMaria' }),
    'name',
    'control_characters',
  ],
  [
    'a profile name with NUL',
    'PUT',
    () => '/api/profile',
    () => ana,
    () => ({ name: `Ана${NUL}` }),
    'name',
    'control_characters',
  ],
  [
    'a profile name with a line break',
    'PUT',
    () => '/api/profile',
    () => ana,
    () => ({ name: 'Ана\nПетрова' }),
    'name',
    'line_breaks',
  ],
  [
    'a bio with NUL',
    'PUT',
    () => '/api/profile',
    () => ana,
    () => ({ name: 'Ана', bio: `Играя${NUL}` }),
    'bio',
    'control_characters',
  ],
  [
    'a bio with an escape character',
    'PUT',
    () => '/api/profile',
    () => ana,
    () => ({ name: 'Ана', bio: 'Играя \u001b[31m' }),
    'bio',
    'control_characters',
  ],
  [
    'a phone with NUL',
    'PUT',
    () => '/api/profile',
    () => ana,
    () => ({ name: 'Ана', phone: `0888123456${NUL}` }),
    'phone',
    'phone_format',
  ],
  [
    'a chat message with NUL',
    'POST',
    () => `/api/conversations/${conversationId}/messages`,
    () => ana,
    () => ({ content: `Hello${NUL}` }),
    'content',
    'control_characters',
  ],
  [
    'a chat message of 2,000 control characters',
    'POST',
    () => `/api/conversations/${conversationId}/messages`,
    () => ana,
    () => ({ content: '\u0001'.repeat(MESSAGE_MAX_LENGTH) }),
    'content',
    'control_characters',
  ],
  [
    'a chat message with a lone surrogate',
    'POST',
    () => `/api/conversations/${conversationId}/messages`,
    () => ana,
    () => ({ content: 'Hi \ud83c' }),
    'content',
    'control_characters',
  ],
  [
    'a court name with NUL',
    'POST',
    () => '/api/courts',
    () => ana,
    court({ name: `Корт${NUL}` }),
    'name',
    'control_characters',
  ],
  [
    'a court name with a line break',
    'POST',
    () => '/api/courts',
    () => ana,
    court({ name: 'Корт\nЗорница' }),
    'name',
    'line_breaks',
  ],
  [
    'an English court name with NUL',
    'POST',
    () => '/api/courts',
    () => ana,
    court({ nameEn: `Court${NUL}` }),
    'nameEn',
    'control_characters',
  ],
  [
    'a court address with NUL',
    'POST',
    () => '/api/courts',
    () => ana,
    court({ address: `ул. Зорница 12${NUL}` }),
    'address',
    'control_characters',
  ],
  [
    'a court website with NUL',
    'PUT',
    () => `/api/courts/${courtId}`,
    () => ana,
    court({ website: `https://example.com/${NUL}` }),
    'website',
    'control_characters',
  ],
  [
    'a partner request time with NUL',
    'POST',
    () => '/api/partner-requests',
    () => boris,
    () => ({ level: 'advanced', district: 'center', preferredTime: `Evenings${NUL}` }),
    'preferredTime',
    'control_characters',
  ],
  [
    'a partner request message with NUL',
    'POST',
    () => '/api/partner-requests',
    () => boris,
    () => ({
      level: 'advanced',
      district: 'center',
      preferredTime: 'Evenings',
      message: `Hi${NUL}`,
    }),
    'message',
    'control_characters',
  ],
  [
    'a booking note with NUL',
    'POST',
    () => '/api/bookings',
    () => boris,
    () => ({
      courtId,
      date: '2026-05-11',
      startTime: '18:00',
      durationHours: 1,
      note: `Two rackets${NUL}`,
    }),
    'note',
    'control_characters',
  ],
  [
    "an owner's note with NUL",
    'POST',
    () => `/api/bookings/${UNKNOWN_ID}/decline`,
    () => ana,
    () => ({ note: `Sorry${NUL}` }),
    'note',
    'control_characters',
  ],
  [
    'a claim message with NUL',
    'POST',
    () => `/api/courts/${SAMPLE_UNOWNED_COURT.id}/claims`,
    () => boris,
    () => ({ message: `I run it${NUL}` }),
    'message',
    'control_characters',
  ],
  [
    'a set score with NUL',
    'POST',
    () => '/api/matches',
    () => ana,
    () => ({ opponentId: boris.user.id, playedOn: '2026-05-02', sets: [`6-4${NUL}`, '6-4'] }),
    'sets.0',
    'set_format',
  ],
  [
    'a match date with NUL',
    'POST',
    () => '/api/matches',
    () => ana,
    () => ({ opponentId: boris.user.id, playedOn: `2026-05-02${NUL}`, sets: ['6-4', '6-4'] }),
    'playedOn',
    'date_format',
  ],
];

describe('text', () => {
  it.each(TEXT_CASES)('refuses %s', async (_what, method, path, session, body, field, reason) => {
    await expectRefused(await call(method, path(), session(), body()), field, reason);
  });

  it('keeps line breaks and tabs in many-line text and composes it (NFC)', async () => {
    const profile = await call('PUT', '/api/profile', ana, {
      name: '  Rene\u0301e Петрова ',
      bio: 'Играя тенис.\r\n\tВечер и събота.',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      name: 'Renée Петрова',
      bio: 'Играя тенис.\n\tВечер и събота.',
    });
    const message = await call('POST', `/api/conversations/${conversationId}/messages`, ana, {
      content: 'Cafe\u0301?\nYes',
    });
    expect(message.statusCode, message.body).toBe(201);
    expect(message.json().content).toBe('Café?\nYes');
  });

  it('delivers the widest message the schema takes through the notify payload', async () => {
    const socket = await RealtimeTestClient.signedIn(url, boris.access_token);
    sockets.push(socket);
    await socket.subscribe(conversationId, 0);
    for (const content of [
      '€'.repeat(MESSAGE_MAX_LENGTH),
      '\\"'.repeat(MESSAGE_MAX_LENGTH / 2),
      `${'x\n\t'.repeat(666)}xx`,
      '🎾'.repeat(MESSAGE_MAX_LENGTH / 2),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: bearer(ana),
        payload: { content },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
      const { seq } = response.json();
      const frame = await socket.waitFor((f) => f.type === 'message' && f.message.seq === seq);
      expect(frame.type === 'message' && frame.message.content).toBe(content);
    }
  });

  it('reads a message that would outgrow the notify payload from the database', async () => {
    const socket = await RealtimeTestClient.signedIn(url, boris.access_token);
    sockets.push(socket);
    await socket.subscribe(conversationId, 0);
    // Past the schema: 2,000 control characters are 12,000 bytes of JSON escapes.
    const content = '\u0001'.repeat(MESSAGE_MAX_LENGTH);
    const appended = await t.app.db.transaction(async (tx) => {
      const written = await appendMessage(tx, {
        conversationId,
        senderId: ana.user.id,
        recipientId: boris.user.id,
        content,
        clientId: undefined,
      });
      if (!written || !('message' in written)) throw new Error('not appended');
      return written;
    });
    await publishCommitted(t.app.db, [{ kind: 'message', ...appended }]);
    const seq = appended.message.seq;
    const frame = await socket.waitFor((f) => f.type === 'message' && f.message.seq === seq);
    expect(frame.type === 'message' && frame.message.content).toBe(content);
  });
});
