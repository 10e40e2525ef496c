import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountExport, accountExportSchema } from '#contract/account';
import type { Session } from '#contract/auth';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { call } from '#test/support/api-fixtures';
import { bearer, GOOD_PASSWORD, signedUpUser } from '#test/support/auth-helpers';
import { MATRIX_COURT, pushKeys } from '#test/support/authorization/matrix-world';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia.
const clock = createTestClock('2026-05-04T07:00:00Z');
let t: TestApp;
let eva: Session;
let fil: Session;
const PUSH_AUTH_SECRET = 'tBHItJI5svbpez7KI4CCXg';
let pushKey = '';

async function make(as: Session, method: 'POST' | 'PUT', url: string, body: unknown) {
  const response = await call(t, method, url, as, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

function exportAs(as: Session | null) {
  return t.app.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: as ? bearer(as) : {},
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock, outbox: { autoStart: false } });
  eva = await signedUpUser(t, 'eva@example.com', 'Ева Експорт');
  fil = await signedUpUser(t, 'fil@example.com', 'Филип');
  await make(eva, 'PUT', '/api/profile', {
    name: 'Ева Експорт',
    bio: 'Сервис и воле',
    phone: '0888 123 456',
  });
  const court = await make(eva, 'POST', '/api/courts', MATRIX_COURT);
  const filCourt = await make(fil, 'POST', '/api/courts', MATRIX_COURT);
  const tomorrow = addDays(sofiaDate(clock.now()), 1);
  const slot = { date: tomorrow, startTime: '10:00', durationHours: 1 };
  await make(fil, 'POST', '/api/bookings', { courtId: court.id, ...slot });
  await make(eva, 'PUT', '/api/me/schedule', {
    windows: [{ weekday: 'thu', from: '19:00', until: '21:00' }],
    districts: ['lozenets'],
    courtIds: [],
    formats: ['singles'],
    levels: ['advanced'],
  });
  await make(eva, 'POST', `/api/my/courts/${court.id}/closures`, {
    kind: 'once',
    date: addDays(tomorrow, 7),
    startTime: '09:00',
    endTime: '12:00',
    unitId: null,
    reason: 'Турнир',
  });
  await make(eva, 'POST', '/api/bookings', { courtId: filCourt.id, ...slot });
  const conversation = await make(eva, 'POST', '/api/conversations', { userId: fil.user.id });
  await make(eva, 'POST', `/api/conversations/${conversation.id}/messages`, {
    content: 'Моето съобщение',
  });
  await make(fil, 'POST', `/api/conversations/${conversation.id}/messages`, {
    content: 'Неговият отговор',
  });
  await make(eva, 'POST', '/api/matches', {
    opponentId: fil.user.id,
    playedOn: sofiaDate(clock.now()),
    sets: ['6-2', '6-2'],
  });
  await make(eva, 'POST', '/api/partner-requests', {
    level: 'advanced',
    district: 'lozenets',
    preferredTime: 'Събота',
  });
  await make(eva, 'PUT', '/api/settings/notifications', { email: { messages: false } });
  const keys = { ...pushKeys(), auth: PUSH_AUTH_SECRET };
  pushKey = keys.p256dh;
  await make(eva, 'POST', '/api/push/subscriptions', {
    endpoint: 'https://push.example.com/send/eva-secret-endpoint',
    keys,
  });
  await make(eva, 'POST', '/api/blocks', {
    userId: (await signedUpUser(t, 'gosho@example.com', 'Гошо')).user.id,
  });
  await make(eva, 'POST', '/api/reports', {
    kind: 'profile',
    targetId: fil.user.id,
    reason: 'fake',
    note: 'Не е истински',
  });
});
afterAll(() => t.close());

describe('GET /api/account/export', () => {
  let body = '';
  let data: AccountExport;

  it('hands out the data as a dated file, for the signed-in user only', async () => {
    expect((await exportAs(null)).statusCode).toBe(401);
    const response = await exportAs(eva);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tennis-sofia-data-2026-05-04.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    body = response.body;
    data = accountExportSchema.parse(JSON.parse(body));
  });

  it('holds everything about the user', () => {
    expect(data.account).toMatchObject({ id: eva.user.id, email: 'eva@example.com' });
    expect(data.profile).toMatchObject({ name: 'Ева Експорт', bio: 'Сервис и воле' });
    expect(data.settings.mailOff).toEqual(['messages', 'weekly_partners']);
    expect(data.schedule).toMatchObject({
      windows: [{ weekday: 'thu', from: '19:00', until: '21:00' }],
      levels: ['advanced'],
    });
    expect(data.pushDevices).toEqual([
      expect.objectContaining({ pushService: 'push.example.com' }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.courts).toHaveLength(1);
    expect(data.courts[0]?.closures).toEqual([
      expect.objectContaining({ kind: 'once', reason: 'Турнир', startTime: '09:00' }),
    ]);
    expect(data.bookingsMade).toHaveLength(1);
    expect(data.bookingsAtMyCourts).toEqual([
      expect.objectContaining({ requester: { id: fil.user.id, name: 'Филип' } }),
    ]);
    expect(data.partnerRequests).toEqual([expect.objectContaining({ preferredTime: 'Събота' })]);
    expect(data.matches).toEqual([
      expect.objectContaining({ sets: ['6-2', '6-2'], wonByMe: true, status: 'pending' }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]?.with).toEqual({ id: fil.user.id, name: 'Филип' });
    expect(data.conversations[0]?.messages.map((m) => [m.fromMe, m.content])).toEqual([
      [true, 'Моето съобщение'],
      [false, 'Неговият отговор'],
    ]);
    // Fil's booking request at her court.
    expect(data.notifications.map((n) => n.kind)).toContain('booking_requested');
    expect(data.blocks).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ name: 'Гошо' }) }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({ reason: 'fake', note: 'Не е истински' }),
    ]);
  });

  it('never holds a secret or anyone else’s address', async () => {
    const secrets = await t.app.db.query<{ value: string }>(
      `select password_hash as value from users
       union all select token_hash from refresh_tokens
       union all select token_hash from email_tokens`,
    );
    expect(secrets.length).toBeGreaterThan(3);
    for (const { value } of secrets) expect(body).not.toContain(value);
    expect(body).not.toContain('$argon2');
    expect(body).not.toContain(PUSH_AUTH_SECRET);
    expect(body).not.toContain(pushKey);
    expect(body).not.toContain('eva-secret-endpoint');
    expect(body).not.toContain('fil@example.com');
    expect(body).not.toContain('gosho@example.com');
    expect(body).not.toContain(GOOD_PASSWORD);
  });

  it('is given at most five times an hour', async () => {
    // One download above; four more, then a wait.
    for (let i = 0; i < 4; i += 1) expect((await exportAs(eva)).statusCode).toBe(200);
    const sixth = await exportAs(eva);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
