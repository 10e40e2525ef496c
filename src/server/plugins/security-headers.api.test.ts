import { rm } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_CATEGORIES, UNSUBSCRIBE_PATH } from '#contract/notifications';
import { createUnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '#test/support/test-app';
import { createTestWebRoot } from '#test/support/test-web-root';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';

let webRoot: string;
let t: TestApp;
let behindProxy: TestApp;
let withCors: TestApp;
let ownTiles: TestApp;

beforeAll(async () => {
  webRoot = await createTestWebRoot();
  t = await createTestApp({ webRoot });
  behindProxy = await createTestApp({ database: t.database, webRoot, trustProxy: true });
  withCors = await createTestApp({
    database: t.database,
    corsOrigins: ['https://partner.example.com'],
  });
  ownTiles = await createTestApp({
    database: t.database,
    webRoot,
    mapTileUrl: 'https://tiles.example.com:8443/osm/{z}/{x}/{y}.png',
  });
});
afterAll(async () => {
  await ownTiles.close();
  await withCors.close();
  await behindProxy.close();
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** The policy as a map of directive → its values. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function styleNonceOf(response: LightMyRequestResponse): string {
  const nonce = csp(response)
    .get('style-src')
    ?.find((value) => value.startsWith("'nonce-"));
  expect(nonce, 'a nonce in style-src').toBeDefined();
  return (nonce ?? '').slice("'nonce-".length, -1);
}

function expectStrictHeaders(response: LightMyRequestResponse): void {
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')?.[0]).toBe("'self'");
  expect(policy.get('style-src')).toHaveLength(2);
  expect(policy.get('style-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  const header = String(response.headers['content-security-policy']);
  expect(header).not.toContain('unsafe-inline');
  expect(header).not.toContain('unsafe-eval');
  expect(header).not.toMatch(/https:(?!\/)/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
    expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  }
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('the security headers', () => {
  it('are strict on a page, whose style nonce is new each time and handed to the app', async () => {
    const first = await get(t, '/');
    expect(first.statusCode).toBe(200);
    expectStrictHeaders(first);
    const nonce = styleNonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);

    const second = await get(t, '/courts');
    expect(styleNonceOf(second)).not.toBe(nonce);
    expect(second.body).toContain(`nonce="${styleNonceOf(second)}"`);
  });

  it('give the app’s shell (the service worker’s offline page) its own nonce too', async () => {
    const shell = await get(t, '/index.html');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expectStrictHeaders(shell);
    expect(shell.body).toContain(`<meta property="csp-nonce" nonce="${styleNonceOf(shell)}" />`);
    expect(shell.body).toContain('<div id="root"></div>');
  });

  it('are on the API’s answers, pages and errors', async () => {
    expectStrictHeaders(await get(t, '/api/courts'));
    expectStrictHeaders(await get(t, '/api/no-such-route'));
    expectStrictHeaders(await get(t, '/assets/no-such-file.js'));
  });

  it('leave a hashed asset only what applies to a resource, not to a document', async () => {
    const asset = await get(t, '/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    const again = await get(t, '/assets/app-1234.js', {
      'if-none-match': String(asset.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('let the unsubscribe page style itself only through the nonce', async () => {
    const user = await signedUpUser(t, 'headers@example.com', 'Header Test');
    const token = createUnsubscribeTokens(TEST_JWT_SECRET).sign(user.user.id, MAIL_CATEGORIES[0]);
    for (const url of [`${UNSUBSCRIBE_PATH}?token=${token}`, `${UNSUBSCRIBE_PATH}?token=bad`]) {
      const page = await get(t, url);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expectStrictHeaders(page);
      expect(page.body).toContain(`<style nonce="${styleNonceOf(page)}">`);
      expect(page.body).not.toMatch(/\sstyle=/);
    }
  });
});

describe('the map tiles', () => {
  it('may come from OpenStreetMap, and no other server, unless configured', async () => {
    const page = await get(t, '/');
    expect(csp(page).get('img-src')).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    const tiles = await get(t, '/api/map-tiles');
    expect(tiles.json()).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });

  it('may come from the configured server alone, which the map is told', async () => {
    const page = await get(ownTiles, '/courts');
    expectStrictHeaders(page);
    expect(csp(page).get('img-src')).toEqual(["'self'", 'data:', 'https://tiles.example.com:8443']);
    const tiles = await get(ownTiles, '/api/map-tiles');
    expect(tiles.json()).toEqual({
      tileUrl: 'https://tiles.example.com:8443/osm/{z}/{x}/{y}.png',
    });
  });
});

describe('HSTS', () => {
  it('is never sent over plain http', async () => {
    expect((await get(t, '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(t, '/api/courts')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over TLS', async () => {
    for (const url of ['/', '/api/courts']) {
      const tls = await get(behindProxy, url, { 'x-forwarded-proto': 'https' });
      expect(tls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const plain = await get(behindProxy, url, { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect((await get(behindProxy, url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is not sent when the client itself claims TLS and no proxy is trusted', async () => {
    const claimed = await get(t, '/', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/conversations',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('is closed by default: no answer lets another site read the API', async () => {
    const read = await get(t, '/api/courts', { origin: 'https://evil.example.com' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const asked = await preflight(t, 'https://evil.example.com');
    expect(asked.statusCode).toBe(404);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    expect(asked.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('lets in only the configured origins', async () => {
    const allowed = await get(withCors, '/api/courts', { origin: 'https://partner.example.com' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(allowed.headers.vary).toMatch(/origin/i);
    const asked = await preflight(withCors, 'https://partner.example.com');
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(String(asked.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(asked.headers['access-control-allow-methods'])).toContain('POST');

    const other = await get(withCors, '/api/courts', { origin: 'https://evil.example.com' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherAsked = await preflight(withCors, 'https://evil.example.com');
    expect(otherAsked.headers['access-control-allow-origin']).toBeUndefined();
    // A look-alike is not the origin.
    const lookAlike = await get(withCors, '/api/courts', {
      origin: 'https://partner.example.com.evil.example.com',
    });
    expect(lookAlike.headers['access-control-allow-origin']).toBeUndefined();
  });
});
