import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '#test/support/test-app';

/**
 * What the fuzz suite (fuzz.api.test.ts) found, each kept as a plain regression test: the fuzz
 * suite may not draw the same request again.
 */

let t: TestApp;
let ana: Session;
let boris: Session;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signedUpUser(t, 'ana@example.com', 'Ана');
  boris = await signedUpUser(t, 'boris@example.com', 'Борис');
});
afterAll(() => t.close());

/** A token as the server signs them, with the claims given (as if the key had leaked). */
async function tokenWith(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('sofia-tennis')
    .setAudience('sofia-tennis:api')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

const sessionOf = (session: Session) =>
  JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('access tokens whose claims are not ids', () => {
  it.each([
    ['a session id that is not a uuid', () => ({ sub: ana.user.id, sid: 'not-a-uuid' })],
    ['a user id that is not a uuid', () => ({ sub: 'not-a-uuid', sid: sessionOf(ana) })],
  ])('refuses %s with 401, not 500', async (_what, claims) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${await tokenWith(claims())}` },
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it("refuses a token that names one user and another user's session", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: {
        authorization: `Bearer ${await tokenWith({ sub: boris.user.id, sid: sessionOf(ana) })}`,
      },
    });
    expect(response.statusCode, response.body).toBe(401);
  });

  it('still takes the tokens it issues', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${ana.access_token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(ana.user.id);
  });
});

describe("Fastify's own refusals", () => {
  it.each([
    ['a path that is not valid percent-encoding', '/api/courts/%/availability', 400],
    ['a lone percent sign in the path', '/api/players/%E0%A4%A', 400],
    ['a path parameter over its length', `/api/courts/${'x'.repeat(200)}`, 414],
  ])('answers %s in the API error shape', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: expect.any(String) },
    });
    // The path is not echoed back.
    expect(response.body).not.toContain('%');
  });
});
