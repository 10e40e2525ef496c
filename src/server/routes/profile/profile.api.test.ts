import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { playersPageSchema } from '#contract/players';
import { type Profile, profileSchema } from '#contract/profile';
import { bearer, signedUpUser, signUp } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

const court = (n: number) => `10000000-0000-0000-0000-00000000000${n}`;
let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await signedUpUser(t, 'boris@example.com', 'Борис Иванов');
});
afterAll(() => t.close());

function getProfile(headers: Record<string, string> = bearer(session)) {
  return t.app.inject({ method: 'GET', url: '/api/profile', headers });
}

function putProfile(
  payload: Record<string, unknown>,
  headers: Record<string, string> = bearer(session),
) {
  return t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });
}

async function players(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/players${query}` });
  return playersPageSchema.parse(response.json());
}

describe('GET /api/profile', () => {
  it('answers the profile made at sign-up, with defaults', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json())).toEqual({
      id: session.user.id,
      email: 'boris@example.com',
      name: 'Борис Иванов',
      bio: null,
      level: 'beginner',
      phone: null,
      district: null,
      availability: [],
      preferredCourtIds: [],
      listed: true,
      wins: 0,
      losses: 0,
      gamesPlayed: 0,
      rating: { points: 1200, deviation: 300, results: 0 },
      isAdmin: false,
    } satisfies Profile);
  });

  it('needs a session', async () => {
    const response = await getProfile({});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('session_missing');
    const bad = await getProfile({ authorization: 'Bearer abc' });
    expect(bad.json().error.code).toBe('invalid_token');
  });
});

describe('PUT /api/profile', () => {
  it('saves every field, normalising the phone, and loads it back', async () => {
    const response = await putProfile({
      name: '  Борис  ',
      bio: 'Играя всеки уикенд.',
      level: 'advanced',
      phone: '0888 123 456',
      district: 'mladost',
      availability: ['weekends', 'evenings', 'weekends'],
      preferredCourtIds: [court(2), court(6)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      name: 'Борис',
      bio: 'Играя всеки уикенд.',
      level: 'advanced',
      phone: '+359888123456',
      district: 'mladost',
      availability: ['weekends', 'evenings'],
      preferredCourtIds: [court(2), court(6)],
      listed: true,
    };
    expect(response.json()).toMatchObject(expected);
    expect((await getProfile()).json()).toMatchObject(expected);
  });

  it('keeps the fields left out and clears those sent empty or null', async () => {
    const response = await putProfile({ name: 'Борис', bio: '', phone: null });
    expect(response.json()).toMatchObject({
      bio: null,
      phone: null,
      level: 'advanced',
      district: 'mladost',
    });
  });

  it('accepts +359 numbers with 8 or 9 digits', async () => {
    expect((await putProfile({ name: 'Борис', phone: '+359 2 123 4567' })).json().phone).toBe(
      '+35921234567',
    );
    expect((await putProfile({ name: 'Борис', phone: '+359888123456' })).json().phone).toBe(
      '+359888123456',
    );
  });

  it('refuses bad fields with their reasons', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: 'required' }],
      [{ name: 'x'.repeat(101) }, { name: 'too_long' }],
      [{ name: 'Б', bio: 'x'.repeat(501) }, { bio: 'too_long' }],
      [{ name: 'Б', phone: '12345' }, { phone: 'phone_format' }],
      [{ name: 'Б', phone: '+44 20 7946 0958' }, { phone: 'phone_format' }],
      [{ name: 'Б', level: 'god' }, { level: 'invalid_value' }],
      [{ name: 'Б', availability: ['nights'] }, { 'availability.0': 'invalid_value' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await putProfile(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', fields });
    }
  });

  it('refuses preferred courts that do not exist', async () => {
    const response = await putProfile({
      name: 'Борис',
      preferredCourtIds: [court(1), '10000000-0000-0000-0000-000000000099'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ preferredCourtIds: 'unknown_court' });
  });

  it('needs a session', async () => {
    const response = await putProfile({ name: 'X' }, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('appearing in GET /api/players', () => {
  it('lists a confirmed user with the profile fields, never e-mail or phone', async () => {
    await putProfile({ name: 'Борис', phone: '0888123456', listed: true });
    await t.database.db.query('update profiles set wins = 3, losses = 1 where id = $1', [
      session.user.id,
    ]);
    const page = await players();
    expect(page.total).toBe(7);
    const boris = page.items.find((p) => p.id === session.user.id);
    expect(boris).toMatchObject({
      name: 'Борис',
      level: 'advanced',
      district: 'mladost',
      availability: ['weekends', 'evenings'],
      wins: 3,
      losses: 1,
      gamesPlayed: 4,
      winRate: 75,
    });
    expect(boris?.preferredCourts.map((c) => c.nameEn)).toEqual([
      'Mladost Tennis Club',
      'Akademika Tennis Club',
    ]);
    expect(JSON.stringify(page)).not.toMatch(/boris@example\.com|\+359|phone|email/);
    expect((await players(`?q=${encodeURIComponent('борис')}`)).items).toHaveLength(1);
  });

  it('hides a user who turns listing off', async () => {
    await putProfile({ name: 'Борис', listed: false });
    expect((await players()).total).toBe(6);
    await putProfile({ name: 'Борис', listed: true });
    expect((await players()).total).toBe(7);
  });

  it('does not list a user until the e-mail is confirmed', async () => {
    expect((await signUp(t, { email: 'pending@example.com', name: 'Pending' })).statusCode).toBe(
      202,
    );
    const page = await players('?q=pending');
    expect(page.total).toBe(0);
    expect((await players()).total).toBe(7);
  });
});
