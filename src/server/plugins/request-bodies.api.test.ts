import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { apiErrorSchema } from '#contract/errors';
import { BODY_LIMIT_BYTES } from '#server/app';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let ana: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signedUpUser(t, 'ana@example.com', 'Ana');
  bob = await signedUpUser(t, 'bob@example.com', 'Bob');
});
afterAll(() => t.close());

async function post(
  url: string,
  payload: string | Buffer,
  headers: Record<string, string>,
  session?: Session,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(session ? bearer(session) : {}) },
  });
}

/** The answer is the app's JSON error with this status and code. */
function expectError(
  response: Awaited<ReturnType<typeof post>>,
  status: number,
  code: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/FST_|fastify/i);
}

const JSON_TYPE = { 'content-type': 'application/json' };
const conversation = (text: string) => JSON.stringify({ userId: bob.user.id, note: text });

describe('a body over 64 KB', () => {
  it('gets 413 body_too_large, signed out and signed in', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES), password: 'x' });
    expectError(await post('/api/auth/sign-in', big, JSON_TYPE), 413, 'body_too_large');
    const bigger = conversation('y'.repeat(BODY_LIMIT_BYTES + 1));
    expectError(await post('/api/conversations', bigger, JSON_TYPE, ana), 413, 'body_too_large');
  });

  it('gets 413 when it comes in chunks, with no length declared', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...JSON_TYPE, 'transfer-encoding': 'chunked' },
      payload: Buffer.alloc(BODY_LIMIT_BYTES + 10, 'a'),
    });
    expectError(response, 413, 'body_too_large');
  });

  it('of a type the API does not take gets 415, unread', async () => {
    const big = 'z'.repeat(BODY_LIMIT_BYTES + 1);
    const response = await post('/api/auth/sign-in', big, { 'content-type': 'text/plain' });
    expectError(response, 415, 'unsupported_media_type');
  });

  it('is the only size refused: a body just under it reaches validation', async () => {
    const near = JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES - 100), password: 'x' });
    expectError(await post('/api/auth/sign-in', near, JSON_TYPE), 400, 'validation');
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['cut short', '{"email":'],
    ['with a trailing comma', '{"email":"a@b.c",}'],
    ['a bare word', 'hello'],
    ['with a __proto__ key', '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}'],
    ['with a constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}'],
  ])('%s gets 400 invalid_json', async (_what, body) => {
    expectError(await post('/api/auth/sign-in', body, JSON_TYPE), 400, 'invalid_json');
  });

  it('gets 400 invalid_json when empty but declared JSON', async () => {
    expectError(await post('/api/auth/sign-in', '', JSON_TYPE), 400, 'invalid_json');
  });

  it('gets 400 invalid_json on a signed-in route too, and nothing is written', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: bearer(ana),
    });
    expectError(
      await post('/api/conversations', '{"userId":', JSON_TYPE, ana),
      400,
      'invalid_json',
    );
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: bearer(ana),
    });
    expect(after.json()).toEqual(before.json());
  });
});

describe('a body of another content type', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain with a charset', 'text/plain; charset=utf-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['XML', 'application/xml'],
    ['a type that does not parse', '%%%'],
  ])('%s gets 415 unsupported_media_type', async (_what, type) => {
    const body = JSON.stringify({ email: 'a@b.c', password: 'x' });
    expectError(
      await post('/api/auth/sign-in', body, { 'content-type': type }),
      415,
      'unsupported_media_type',
    );
  });

  it('gets 415 on a signed-in route too', async () => {
    const response = await post(
      '/api/conversations',
      conversation('hi'),
      { 'content-type': 'text/plain' },
      ana,
    );
    expectError(response, 415, 'unsupported_media_type');
  });

  it('takes JSON with its charset spelled out', async () => {
    const response = await post(
      '/api/auth/sign-in',
      JSON.stringify({ email: 'ana@example.com', password: 'wrong password' }),
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expectError(response, 400, 'invalid_credentials');
  });
});
