import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '#contract/auth';
import { bearer, refresh, signedUpUser, signIn } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await signedUpUser(t, 'ivan@example.com', 'Ivan');
});
afterAll(() => t.close());

async function newSession(): Promise<Session> {
  const response = await signIn(t, 'ivan@example.com');
  expect(response.statusCode, response.body).toBe(200);
  return sessionSchema.parse(response.json());
}

function currentUser(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
}

describe('POST /api/auth/sign-in', () => {
  it('returns a session with a 15-minute access token', async () => {
    const session = await newSession();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      expires_at: Math.floor(clock.now().getTime() / 1000) + 900,
      user: { email: 'ivan@example.com', name: 'Ivan' },
    });
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('accepts the e-mail in any case', async () => {
    expect((await signIn(t, 'IVAN@Example.com')).statusCode).toBe(200);
  });

  it('answers invalid_credentials alike for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn(t, 'ivan@example.com', 'not-his-password');
    const unknown = await signIn(t, 'nobody@example.com', 'not-his-password');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });
});

describe('GET /api/auth/user and the Bearer check', () => {
  it('answers the signed-in user', async () => {
    const response = await currentUser(bearer(await newSession()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'ivan@example.com', name: 'Ivan' });
  });

  it('answers 401 session_missing without a token', async () => {
    const response = await currentUser({});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('session_missing');
  });

  it('answers 401 invalid_token for a malformed, forged or foreign token', async () => {
    const session = await newSession();
    const [header, payload] = session.access_token.split('.');
    for (const authorization of [
      'Bearer nonsense',
      `Basic ${session.access_token}`,
      `Bearer ${header}.${payload}.AAAA`,
    ]) {
      const response = await currentUser({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_token');
    }
  });

  it('answers 401 invalid_token once the access token has expired', async () => {
    const session = await newSession();
    clock.advance(899_000);
    expect((await currentUser(bearer(session))).statusCode).toBe(200);
    clock.advance(2_000);
    const response = await currentUser(bearer(session));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access and refresh token, the old refresh token spent', async () => {
    const first = await newSession();
    clock.advance(60_000);
    const response = await refresh(t, first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = sessionSchema.parse(response.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.expires_at).toBe(first.expires_at + 60);
    expect((await currentUser(bearer(second))).statusCode).toBe(200);

    const third = await refresh(t, second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('gives a concurrent second refresh the same successor within 10 seconds', async () => {
    const start = await newSession();
    const [a, b] = await Promise.all([
      refresh(t, start.refresh_token),
      refresh(t, start.refresh_token),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);

    clock.advance(9_000);
    const late = await refresh(t, start.refresh_token);
    expect(late.json().refresh_token).toBe(a.json().refresh_token);
    // The successor still works: the grace reuse did not revoke the family.
    expect((await refresh(t, a.json().refresh_token)).statusCode).toBe(200);
  });

  it('treats reuse after the grace window as theft and revokes the whole family', async () => {
    const start = await newSession();
    const rotated = sessionSchema.parse((await refresh(t, start.refresh_token)).json());
    const other = await newSession();
    clock.advance(11_000);

    const replay = await refresh(t, start.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_token');
    const successor = await refresh(t, rotated.refresh_token);
    expect(successor.statusCode).toBe(401);
    expect(successor.json().error.code).toBe('invalid_token');
    // Another session of the same user is not touched.
    expect((await refresh(t, other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh(t, 'x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it('refuses a refresh token unused for 30 days, and drops dead sessions at the next sign-in', async () => {
    const session = await newSession();
    clock.advance(30 * 24 * 60 * 60_000 + 1000);
    const response = await refresh(t, session.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');

    await newSession();
    const sessions = await t.database.db.query('select id from sessions');
    expect(sessions).toHaveLength(1);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('session_missing');
  });

  it('ends this session: its refresh token no longer works, others still do', async () => {
    const mine = await newSession();
    const other = await newSession();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(mine),
    });
    expect(response.statusCode, response.body).toBe(204);
    const spent = await refresh(t, mine.refresh_token);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error.code).toBe('invalid_token');
    expect((await refresh(t, other.refresh_token)).statusCode).toBe(200);
    // The access token of the ended session stops working at once, not when it expires.
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(mine),
    });
    expect(user.statusCode).toBe(401);
    expect(user.json().error.code).toBe('invalid_token');
  });

  it('with scope global ends every session of the user', async () => {
    const mine = await newSession();
    const other = await newSession();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(mine),
      payload: { scope: 'global' },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(t, mine.refresh_token)).statusCode).toBe(401);
    expect((await refresh(t, other.refresh_token)).statusCode).toBe(401);
  });
});
