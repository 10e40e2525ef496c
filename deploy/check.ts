/**
 * `npm run deploy:check`: deploy/ on this machine, on Debian's nginx. The production site file
 * passes `nginx -t` and the systemd units `systemd-analyze verify`; then two built app processes
 * on a fresh PostgreSQL database behind nginx running the site's own snippets (local-topology.ts)
 * answer health and readiness, serve a hashed asset compressed and cached for a year, serve the
 * court photos from DATA_DIR and take an upload of megabytes, speak
 * HTTP/2 over TLS, carry a chat message over a WebSocket from one process to the other, close
 * the socket of a session signed out, and refuse a flood from one address. Everything is torn
 * down afterwards. Exits 1 on the first check that fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { Session } from '#contract/auth';
import {
  SAMPLE_OWNERS,
  SAMPLE_PASSWORD,
  SAMPLE_PHOTOS,
  SAMPLE_PLAYERS,
} from '#server/db-tools/sample-data';
import { RealtimeTestClient, upgradeStatus } from '#test/support/realtime-client';
import {
  copySiteFiles,
  NGINX,
  nginxMainConf,
  startTopology,
  type Topology,
} from './local-topology';

const HERE = import.meta.dirname;
const ASSETS = resolve(HERE, '../dist/web/assets');
const [MARIA, GEORGI] = SAMPLE_PLAYERS;
const STEP_TIMEOUT_MS = 10_000;
const SAMPLE_PHOTOS_DIR = resolve(HERE, '../src/server/db-tools/sample-photos');
const UNKNOWN_PHOTO = '00000000-0000-0000-0000-00000000dead';

function ok(what: string) {
  console.log(`ok  ${what}`);
}

function check(condition: unknown, what: string, detail = ''): asserts condition {
  if (!condition) throw new Error(`FAILED  ${what}${detail ? `: ${detail}` : ''}`);
  ok(what);
}

/** The production site file, with a throwaway certificate and this build's dist/web. */
async function nginxAcceptsTheSite() {
  const dir = await mkdtemp(join(tmpdir(), 'tennis-nginx-t-'));
  try {
    const { brotli } = await copySiteFiles(dir);
    const cert = join(dir, 'test.crt');
    const key = join(dir, 'test.key');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-subj', '/CN=tennis.example.com', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    const site = (await readFile(join(HERE, 'nginx/sofia-tennis.conf'), 'utf8'))
      .replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`)
      .replace(/root \/opt\/sofia-tennis\/dist\/web;/, `root ${resolve(HERE, '../dist/web')};`);
    await writeFile(join(dir, 'sofia-tennis.conf'), site);
    const conf = join(dir, 'nginx.conf');
    await writeFile(conf, nginxMainConf(dir, brotli, '  include sofia-tennis.conf;'));
    const result = spawnSync(NGINX, ['-t', '-e', 'stderr', '-p', dir, '-c', conf], {
      encoding: 'utf8',
    });
    check(
      result.status === 0,
      `nginx -t accepts deploy/nginx/sofia-tennis.conf and its snippets${brotli ? ' (with brotli)' : ' (no brotli module: gzip only)'}`,
      result.stderr,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The units parse cleanly, and an instance refuses to start without DATABASE_URL. */
async function systemdAcceptsTheUnits() {
  const unit = readFileSync(join(HERE, 'systemd/sofia-tennis@.service'), 'utf8');
  if (existsSync('/usr/bin/systemd-analyze')) {
    const dir = await mkdtemp(join(tmpdir(), 'tennis-units-'));
    try {
      await copyFile(
        join(HERE, 'systemd/sofia-tennis@.service'),
        join(dir, 'sofia-tennis@3001.service'),
      );
      await copyFile(join(HERE, 'systemd/sofia-tennis.target'), join(dir, 'sofia-tennis.target'));
      const result = spawnSync(
        'systemd-analyze',
        ['verify', '--man=no', 'sofia-tennis@3001.service', 'sofia-tennis.target'],
        { cwd: dir, encoding: 'utf8' },
      );
      // It warns (exit 0) about a line it cannot parse: any output is a fault here.
      const warnings = `${result.stdout}${result.stderr}`.trim();
      check(
        result.status === 0 && warnings === '',
        'systemd-analyze verify accepts sofia-tennis@.service and sofia-tennis.target',
        warnings,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    console.log('--  systemd-analyze is missing: the units were not verified');
  }
  const pre = /^ExecStartPre=\/bin\/sh -c '(.*)'$/m.exec(unit)?.[1]?.replaceAll('$$', '$');
  check(pre, 'sofia-tennis@.service checks DATABASE_URL before it starts');
  const run = (env: Record<string, string>) =>
    spawnSync('/bin/sh', ['-c', pre], { env: { PATH: process.env.PATH ?? '', ...env } });
  check(
    run({}).status !== 0 && run({ DATABASE_URL: 'postgres://db/app' }).status === 0,
    'an instance without DATABASE_URL refuses to start; with it, it goes on',
  );
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that keeps the body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

/** A hashed asset the build compressed both ways. */
function compressedAsset(): string {
  const name = readdirSync(ASSETS).find(
    (file) =>
      file.endsWith('.js') &&
      existsSync(join(ASSETS, `${file}.br`)) &&
      existsSync(join(ASSETS, `${file}.gz`)),
  );
  if (!name) throw new Error(`no .js with .br and .gz beside it in ${ASSETS}: npm run build`);
  return name;
}

async function assetsAreServedByNginx(topology: Topology) {
  const name = compressedAsset();
  const file = (suffix: string) => readFileSync(join(ASSETS, `${name}${suffix}`));
  const url = `${topology.url}/assets/${name}`;
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const br = await rawGet(url, { 'accept-encoding': 'br, gzip' });
  check(
    br.status === 200 &&
      br.headers['content-encoding'] === (brotli ? 'br' : 'gzip') &&
      br.body.equals(file(brotli ? '.br' : '.gz')),
    `a hashed asset to a browser that takes brotli: the build's ${brotli ? '.br' : '.gz'} file as it is`,
    JSON.stringify(br.headers),
  );
  check(
    br.headers['cache-control'] === 'public, max-age=31536000, immutable' &&
      String(br.headers.vary).includes('Accept-Encoding') &&
      br.headers['x-content-type-options'] === 'nosniff',
    'it is cached for a year (immutable), varies by Accept-Encoding, and is nosniff',
    JSON.stringify(br.headers),
  );
  const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
  check(
    gz.headers['content-encoding'] === 'gzip' && gz.body.equals(file('.gz')),
    "gzip only: the build's .gz file",
  );
  const plain = await rawGet(url);
  check(
    plain.headers['content-encoding'] === undefined && plain.body.equals(file('')),
    'no Accept-Encoding: the file itself',
  );
  const missing = await rawGet(`${topology.url}/assets/no-such-file.js`);
  check(
    missing.status === 404 && missing.headers['cache-control'] === undefined,
    'a missing asset is 404 and not cached',
  );
}

/** A sample court's picture from the shared DATA_DIR, and an owner's upload of over a megabyte. */
async function photosAreServedByNginx(topology: Topology) {
  const [sample] = SAMPLE_PHOTOS;
  if (!sample) throw new Error('no sample photos');
  const url = `${topology.url}/photos/${sample.id}-400.webp`;
  const served = await rawGet(url);
  check(
    served.status === 200 &&
      served.headers['content-type'] === 'image/webp' &&
      served.headers['cache-control'] === 'public, max-age=31536000, immutable' &&
      served.body.equals(readFileSync(join(SAMPLE_PHOTOS_DIR, `${sample.id}-400.webp`))),
    "a sample court's picture from DATA_DIR/photos: the file, cached for a year",
    JSON.stringify(served.headers),
  );
  const strange = await rawGet(`${topology.url}/photos/../data-dir.lock`);
  const missing = await rawGet(`${topology.url}/photos/${UNKNOWN_PHOTO}-400.webp`);
  check(
    strange.status === 404 && missing.status === 404,
    'a name that is no photo, or a photo that is not there, is 404',
  );

  const session = (
    await post(`${topology.url}/api/auth/sign-in`, {
      email: SAMPLE_OWNERS[0]?.email,
      password: SAMPLE_PASSWORD,
    })
  ).body as Session;
  const photo = await sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const upload = await fetch(`${topology.url}/api/courts/${SAMPLE_OWNERS[0]?.courtIds[0]}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'image/jpeg' },
    body: photo,
  });
  const { items } = (await upload.json()) as { items: { id: string }[] };
  const added = items.at(-1);
  const file = added ? await rawGet(`${topology.url}/photos/${added.id}-800.webp`) : undefined;
  check(
    photo.length > 1_000_000 && upload.status === 201 && file?.status === 200,
    `an owner's photo of ${(photo.length / 1e6).toFixed(1)} MB goes through nginx, and its files are served`,
  );
}

async function pagesComeFromTheApp(topology: Topology) {
  const page = await rawGet(`${topology.url}/`, {
    'accept-encoding': 'br',
    'accept-language': 'bg',
  });
  check(
    page.status === 200 &&
      page.headers['cache-control'] === 'no-cache' &&
      String(page.headers['content-security-policy']).includes("script-src 'self'") &&
      page.headers['content-encoding'] === 'br',
    'a page comes from the app: rendered, not cached, with its CSP, compressed',
    JSON.stringify(page.headers),
  );
  const health = await fetch(`${topology.url}/api/health`);
  check(health.status === 200, 'GET /api/health through nginx is 200');
  const ready = await fetch(`${topology.url}/api/ready`);
  const readiness = (await ready.json()) as { status: string };
  check(
    ready.status === 200 && readiness.status === 'ready',
    'GET /api/ready through nginx is 200 ready',
  );
  const openApi = await fetch(`${topology.url}/api/openapi.json`);
  const described = (await openApi.json()) as { openapi?: string; paths?: object };
  check(
    openApi.status === 200 &&
      described.openapi === '3.1.0' &&
      Object.keys(described.paths ?? {}).length > 50,
    'GET /api/openapi.json through nginx is the OpenAPI 3.1 document',
  );
  const reference = await fetch(`${topology.url}/api/docs`);
  const referencePage = await reference.text();
  const bundle = referencePage.match(/src="([^"]*swagger-ui-bundle\.js)"/)?.[1];
  const bundleAnswer = bundle ? await fetch(new URL(bundle, topology.url)) : undefined;
  check(
    reference.status === 200 &&
      String(reference.headers.get('content-security-policy')).includes("script-src 'self'") &&
      bundleAnswer !== undefined &&
      bundleAnswer.status === 200,
    'GET /api/docs through nginx is the API reference, under the CSP, with its script',
  );
  for (const app of topology.apps) {
    const direct = await fetch(`${app.url}/api/ready`);
    check(direct.status === 200, `the app process at ${app.url} is ready`);
  }
}

function http2Get(baseUrl: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((done, fail) => {
    const session = connect(baseUrl, { rejectUnauthorized: false });
    session.on('error', fail);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        done({ status: Number(headers[':status']), headers });
      });
    });
    stream.on('error', fail);
    stream.end();
  });
}

async function tlsSpeaksHttp2(topology: Topology) {
  if (!topology.tlsUrl) return;
  const answer = await http2Get(topology.tlsUrl, '/api/health');
  check(
    answer.status === 200 &&
      String(answer.headers['strict-transport-security']).includes('max-age'),
    'HTTPS with HTTP/2: /api/health is 200, and the app (told https by nginx) sends HSTS',
    JSON.stringify(answer.headers),
  );
}

async function post(url: string, body: unknown, session?: Session) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** A signed-in socket through nginx (over TLS too, with its self-signed certificate). */
function openSocket(baseUrl: string, token: string): Promise<RealtimeTestClient> {
  return RealtimeTestClient.signedIn(baseUrl, token, {
    timeoutMs: STEP_TIMEOUT_MS,
    selfSigned: true,
  });
}

/** The socket's close code once it closes, or undefined if it is still open after 5 s. */
function closeCodeWithin5s(socket: RealtimeTestClient): Promise<number | undefined> {
  return Promise.race([
    socket.closed.then(({ code }) => code),
    new Promise<undefined>((wake) => setTimeout(wake, 5000)),
  ]);
}

/** Whether nginx lets a socket with this Origin through to the app (which checks it); 0: no answer. */
function originStatus(baseUrl: string, origin: string): Promise<number> {
  return upgradeStatus(baseUrl, { origin }).catch(() => 0);
}

async function chatCrossesProcesses(topology: Topology) {
  const signIn = async (email: string) => {
    const answer = await post(`${topology.url}/api/auth/sign-in`, {
      email,
      password: SAMPLE_PASSWORD,
    });
    if (answer.status !== 200) throw new Error(`sign-in: ${JSON.stringify(answer.body)}`);
    return answer.body as Session;
  };
  const maria = await signIn(MARIA?.email ?? '');
  const georgi = await signIn(GEORGI?.email ?? '');
  const started = await post(`${topology.url}/api/conversations`, { userId: GEORGI?.id }, maria);
  const conversationId = (started.body as { id: string }).id;

  const georgiSocket = await openSocket(topology.url, georgi.access_token);
  georgiSocket.send({ type: 'subscribe', conversationId, afterSeq: 0 });
  await georgiSocket.waitFor((frame) => frame.type === 'subscribed');
  ok('a WebSocket upgrade through nginx: authenticated and subscribed');
  if (topology.tlsUrl) {
    const overTls = await openSocket(topology.tlsUrl, maria.access_token);
    overTls.close();
    ok('a WebSocket upgrade over TLS (wss://) through nginx');
  }

  // Sent to each process directly: whichever process holds the socket, one of them is the other.
  for (const [i, app] of topology.apps.entries()) {
    const content = `Съобщение през процес ${i + 1}`;
    const sent = await post(
      `${app.url}/api/conversations/${conversationId}/messages`,
      { content },
      maria,
    );
    if (sent.status !== 201) throw new Error(`send: ${JSON.stringify(sent.body)}`);
    await georgiSocket.waitFor(
      (frame) => frame.type === 'message' && frame.message.content === content,
    );
  }
  ok(
    `messages sent to each of the ${topology.apps.length} processes reach one socket behind nginx`,
  );

  const allowed = await originStatus(topology.url, topology.url);
  const refused = await originStatus(topology.url, 'https://evil.example');
  check(
    allowed === 101 && refused === 403,
    "the app's Origin check works behind nginx: the site's own origin opens a socket, another site's is 403",
    `${allowed} / ${refused}`,
  );

  const signedOut = await post(`${topology.url}/api/auth/sign-out`, {}, georgi);
  check(signedOut.status === 204, 'sign-out through nginx is 204');
  check(
    (await closeCodeWithin5s(georgiSocket)) === 4001,
    "the signed-out session's socket closes (4001) within 5 s, whichever process held it",
  );
}

async function floodsAreRefused(topology: Topology) {
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => post(`${topology.url}/api/auth/sign-in`, {})),
  );
  const refused = answers.find((answer) => answer.status === 429);
  check(
    refused?.body?.error?.code === 'rate_limited' && refused.headers.get('retry-after') === '1',
    `40 sign-ins at once from one address: nginx refuses ${answers.filter((a) => a.status === 429).length} with 429 rate_limited (JSON) and Retry-After`,
  );
}

async function databaseExists(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  try {
    const result = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return (result.rowCount ?? 0) > 0;
  } finally {
    await admin.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  await nginxAcceptsTheSite();
  await systemdAcceptsTheUnits();
  const topology = await startTopology({ processes: 2, tls: true, env: { SEED: 'sample' } });
  console.log(
    `--  nginx ${topology.url} and ${topology.tlsUrl} in front of ${topology.apps.map((a) => a.url).join(', ')}`,
  );
  try {
    await pagesComeFromTheApp(topology);
    await assetsAreServedByNginx(topology);
    await photosAreServedByNginx(topology);
    await tlsSpeaksHttp2(topology);
    await chatCrossesProcesses(topology);
    await floodsAreRefused(topology);
  } finally {
    await topology.stop();
  }
  const pids = [topology.nginxPid, ...topology.apps.map((app) => app.pid)];
  check(
    !pids.some(alive) && !(await databaseExists(topology.databaseUrl)) && !existsSync(topology.dir),
    'torn down: nginx and the processes stopped, the database dropped, the files removed',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
