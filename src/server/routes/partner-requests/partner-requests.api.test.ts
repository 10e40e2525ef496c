import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { DISTRICTS } from '#contract/enum-values';
import {
  type PartnerRequestsPage,
  partnerRequestSchema,
  partnerRequestsPageSchema,
} from '#contract/partner-requests';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const DAY_MS = 86_400_000;
const clock = createTestClock('2026-05-01T09:00:00Z');
let t: TestApp;
let alice: Session;
let bob: Session;
let baseUrl: string;

beforeAll(async () => {
  // Its own authors only: the sample requests would be on the board too.
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400, seed: false });
  alice = await signedUpUser(t, 'alice@example.com', 'Alice');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
  baseUrl = await t.listen();
});
afterAll(() => t.close());

const request = {
  level: 'intermediate',
  district: 'lozenets',
  preferredTime: 'Weekday evenings',
  message: 'Looking for a hitting partner',
};

function post(session: Session | null, payload: Record<string, unknown> = request) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner-requests',
    headers: session ? bearer(session) : {},
    payload,
  });
}

async function board(query = '', session: Session | null = null): Promise<PartnerRequestsPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/partner-requests${query}`,
    headers: session ? bearer(session) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return partnerRequestsPageSchema.parse(response.json());
}

function close(session: Session | null, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/partner-requests/${id}/close`,
    headers: session ? bearer(session) : {},
  });
}

describe('posting a partner request', () => {
  it('stores it with the author and the time, open for 14 days', async () => {
    const response = await post(alice, { ...request, message: '  ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = partnerRequestSchema.parse(response.json());
    expect(created).toMatchObject({
      author: { id: alice.user.id, name: 'Alice' },
      level: 'intermediate',
      district: 'lozenets',
      preferredTime: 'Weekday evenings',
      message: null,
      status: 'open',
      createdAt: '2026-05-01T09:00:00.000Z',
      expiresAt: '2026-05-15T09:00:00.000Z',
      closedAt: null,
    });
  });

  it('validates as the dialog does: required fields, a district the product knows', async () => {
    const response = await post(alice, { level: '', district: 'nowhere', preferredTime: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      level: 'required',
      district: expect.any(String),
      preferredTime: 'required',
    });
    expect((await post(alice, { ...request, message: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('takes every district where a court or a player may be, Krasno selo too', async () => {
    // An author of their own, whose requests are closed at once: the board tests below see none.
    const carol = await signedUpUser(t, 'carol@example.com', 'Carol');
    for (const district of DISTRICTS) {
      const response = await post(carol, { ...request, district });
      expect(response.statusCode, `${district}: ${response.body}`).toBe(201);
      expect(response.json().district).toBe(district);
      expect((await close(carol, response.json().id)).statusCode).toBe(200);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await post(null)).statusCode).toBe(401);
  });
});

describe('the board', () => {
  it('lists open requests newest first with the author, filtered by district and level', async () => {
    clock.advance(60_000);
    await post(bob, { ...request, district: 'vitosha', level: 'advanced', message: 'Bob here' });
    const all = await board();
    expect(all.items.map((r) => r.author.name)).toEqual(['Bob', 'Alice']);
    expect((await board('?district=vitosha')).items.map((r) => r.author.name)).toEqual(['Bob']);
    expect((await board('?level=intermediate')).items.map((r) => r.author.name)).toEqual(['Alice']);
    expect((await board('?district=vitosha&level=intermediate')).total).toBe(0);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/partner-requests?level=pro' });
    expect(visitor.statusCode).toBe(400);
  });

  it('pages with a keyset cursor', async () => {
    // Written directly: one author may hold only five open requests through the API.
    for (let i = 0; i < 25; i++) {
      clock.advance(1000);
      await t.database.db.query(
        `insert into partner_requests
           (author_id, skill_level, district, preferred_time, created_at, expires_at)
         values ($1, 'beginner', 'boyana', 'mornings', $2, $3)`,
        [bob.user.id, clock.now(), new Date(clock.now().getTime() + 14 * DAY_MS)],
      );
    }
    const first = await board('?district=boyana');
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(24);
    const second = await board(`?district=boyana&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.items, ...second.items].map((r) => r.id));
    expect(ids.size).toBe(25);
  });

  it('limits each author to five open requests', async () => {
    const eve = await signedUpUser(t, 'eve@example.com', 'Eve');
    const results = await Promise.all(Array.from({ length: 7 }, () => post(eve)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().error.code).toBe('too_many_open_requests');
  });
});

describe('closing and expiry', () => {
  it('lets only the author close, once; closed requests leave the board', async () => {
    const created = partnerRequestSchema.parse((await post(alice)).json());
    expect((await close(null, created.id)).statusCode).toBe(401);
    const byBob = await close(bob, created.id);
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().error.code).toBe('forbidden');
    const closed = await close(alice, created.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: clock.now().toISOString() });
    const again = await close(alice, created.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('partner_request_not_open');
    expect((await board()).items.map((r) => r.id)).not.toContain(created.id);
    const unknown = await close(alice, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('partner_request_not_found');
  });

  it('shows authors their own requests, closed and expired included', async () => {
    const before = await board('?mine=true', alice);
    expect(before.items.map((r) => r.status)).toEqual(['closed', 'open']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-requests?mine=true' })).statusCode,
    ).toBe(401);
  });

  it('drops requests from the board after 14 days and refuses to close them', async () => {
    const [oldest] = (await board('?mine=true', alice)).items.slice(-1);
    clock.advance(14 * DAY_MS);
    const open = await board();
    expect(open.items.map((r) => r.id)).not.toContain(oldest?.id);
    const mine = await board('?mine=true', alice);
    expect(mine.items.find((r) => r.id === oldest?.id)?.status).toBe('expired');
    const refused = await close(alice, oldest?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('partner_request_not_open');
  });
});

describe('the live board', () => {
  it('tells the other signed-in sockets when a request is posted or closed', async () => {
    const aliceSocket = await RealtimeTestClient.signedIn(baseUrl, alice.access_token);
    await aliceSocket.followInbox();
    const created = partnerRequestSchema.parse((await post(bob)).json());
    await aliceSocket.waitFor((f) => f.type === 'partner_requests');
    const seen = aliceSocket.frames.length;
    expect((await close(bob, created.id)).statusCode).toBe(200);
    await aliceSocket.waitFor((f) => f.type === 'partner_requests', seen);
    aliceSocket.close();
  });
});
