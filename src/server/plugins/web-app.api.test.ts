import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_OWNERS, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { SAMPLE_COURT_ID, UNKNOWN_ID } from '#test/support/api-fixtures';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestWebRoot } from '#test/support/test-web-root';

let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = await createTestWebRoot();
  // As the build leaves them: a brotli and a gzip file beside the asset.
  const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  await writeFile(join(webRoot, 'assets', 'big-1234.js'), big);
  await writeFile(join(webRoot, 'assets', 'big-1234.js.br'), brotliCompressSync(big));
  await writeFile(join(webRoot, 'assets', 'big-1234.js.gz'), gzipSync(big));
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });

describe('the pages of the web app', () => {
  it('answers 200 for its pages, with the page’s own title and description', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('<title>Тенис София</title>');
    expect((await get('/my/bookings')).statusCode).toBe(200);
    expect((await get('/auth/reset-password')).statusCode).toBe(200);

    const court = await get(`/courts/${SAMPLE_COURT_ID}`);
    expect(court.statusCode).toBe(200);
    expect(court.body).toContain('<html lang="bg">');
    expect(court.body).toContain('<title>Тенис комплекс Витоша · Тенис София</title>');
    expect(court.body).toMatch(
      /<meta name="description" content="Тенис комплекс Витоша, бул\. „Черни връх“ 150: 18\u00a0€ на час\./,
    );
    expect(court.body).toContain(
      '<meta property="og:title" content="Тенис комплекс Витоша · Тенис София" />',
    );

    const english = await get(`/courts/${SAMPLE_COURT_ID}`, 'en-GB,en;q=0.8');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Vitosha Tennis Complex · Tennis Sofia</title>');
    expect(english.headers.vary).toContain('Accept-Language');

    const maria = SAMPLE_PLAYERS[0];
    const player = await get(`/players/${maria?.id}`, 'en');
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('<title>Мария Петрова · Tennis Sofia</title>');
    expect(player.body).toContain('Мария Петрова plays tennis in Sofia (11 matches played).');
  });

  it('answers 404 with the app for anything else, and JSON under /api', async () => {
    for (const path of [
      '/nope',
      '/courts/12',
      `/courts/${UNKNOWN_ID}`,
      `/players/${SAMPLE_OWNERS[0]?.id}`,
      '/auth/other',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<div id="root"></div>');
    }
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('serves the hashed files for a year, and the page never from a cache', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });
});

describe('compression as served', () => {
  const fetch = (url: string, acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends the brotli or gzip file the build made, whichever the browser takes', async () => {
    const br = await fetch('/assets/big-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^console\.log\("x{4000}"\);$/);
    expect(br.rawPayload.length).toBeLessThan(200);
    const gzip = await fetch('/assets/big-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await fetch('/assets/big-1234.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4000);
  });

  it('compresses pages and JSON over 1 KB, not small answers', async () => {
    const players = await fetch('/api/players', 'br');
    expect(players.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(players.rawPayload).toString());
    expect(page.items.length).toBeGreaterThan(0);
    const small = await fetch('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the web app manifest', () => {
  it('names the installed app in the language its page asked for, else the visitor’s', async () => {
    const english = await get('/manifest.webmanifest?lang=en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(english.json()).toMatchObject({
      name: 'Tennis Sofia',
      lang: 'en',
      start_url: '/',
      display: 'standalone',
      theme_color: '#09672e',
    });
    expect(english.json().icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    expect((await get('/manifest.webmanifest', 'en-GB,en')).json().name).toBe('Tennis Sofia');
    expect((await get('/manifest.webmanifest')).json().name).toBe('Тенис София');
    // An unknown language is the visitor's, not an error.
    expect((await get('/manifest.webmanifest?lang=de', 'bg')).json().lang).toBe('bg');
  });

  it('is linked from every page in that page’s language', async () => {
    const page = await get(`/courts/${SAMPLE_COURT_ID}`, 'en');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
  });
});

describe('a page rendering that cannot be loaded', () => {
  it('serves the page as the shell the app fills in the browser, and logs why', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tennis-broken-rendering-'));
    const web = join(root, 'web');
    await cp(webRoot, web, { recursive: true });
    await mkdir(join(root, 'ssr'));
    await writeFile(join(root, 'ssr', 'entry-server.js'), "throw new Error('a broken build');");
    const lines: string[] = [];
    const broken = await createTestApp({
      database: t.database,
      webRoot: web,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const page = await broken.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(lines.join('')).toContain('the server rendering cannot be loaded');
      expect(lines.join('')).toContain('a broken build');
    } finally {
      await broken.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
