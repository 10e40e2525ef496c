/**
 * Start-up: from `npm start` (built) to the first 200 of `/api/health`, on a fresh embedded
 * database (a new DATA_DIR: PGlite created, migrated, the sample data seeded) and on an existing
 * one (the same DATA_DIR again); the OpenAPI document's first request (when it is made) and its
 * size; then the server's resident memory idle and under a short load.
 * Baseline in the same run: a bare `node:http` server started the same way.
 *
 *   npm run bench:startup            # builds first; 5 starts of each kind, medians
 *   options (argv --name=value or env NAME): --runs (5) --load-seconds (8) --connections (10)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import autocannon from 'autocannon';
import { stopChild } from '#test/support/child-process';
import { onCleanup, runBench } from './lib/cleanup';
import { describeMachine } from './lib/machine';
import { CpuMeter, rssMb } from './lib/proc-stats';
import { ms, numberOption, quantile, table } from './lib/stats';
import { clientAddress } from './lib/tokens';

const ROOT = resolve(import.meta.dirname, '..');
const POLL_MS = 10;
const START_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  /** Spawn → the first 200 of /api/health. */
  readyMs: number;
  output: () => string;
}

/** Spawns `command` in its own process group and polls /api/health until it answers 200. */
async function startAndWait(command: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  onCleanup('stop a started server', () => stopGroup(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited:\n${output}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      throw new Error(`${command.join(' ')} did not answer in ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { child, port, readyMs: performance.now() - started, output: () => output };
    await sleep(POLL_MS);
  }
}

/** `npm start` runs node under npm under a shell: the whole group gets the signal. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-(child.pid as number), 'SIGTERM');
  } catch {
    return;
  }
  await stopChild(child, 10_000);
}

const APP_ENV = { HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

async function timeStarts(
  runs: number,
  command: string[],
  dataDir: () => Promise<string>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = await startAndWait(command, { ...APP_ENV, DATA_DIR: await dataDir() });
    times.push(started.readyMs);
    await stopGroup(started.child);
  }
  return times;
}

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tennis-startup-'));
  onCleanup('remove a DATA_DIR', () => rm(dir, { recursive: true, force: true }));
  return dir;
}

function summaryRow(name: string, times: number[], goalMs?: number): string[] {
  const sorted = [...times].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  return [
    name,
    String(times.length),
    ms(median),
    ms(sorted[0] ?? Number.NaN),
    ms(sorted.at(-1) ?? Number.NaN),
    goalMs === undefined ? '–' : `≤ ${goalMs / 1000} s: ${median <= goalMs ? 'holds' : 'MISSED'}`,
  ];
}

/** Resident memory of the server (`node scripts/start.mjs`, no npm around it). */
async function measureMemory(dataDir: string, loadSeconds: number, connections: number) {
  const started = await startAndWait([process.execPath, 'scripts/start.mjs'], {
    ...APP_ENV,
    DATA_DIR: dataDir,
    // Many clients, each within the per-address limit: the load names its own addresses.
    TRUST_PROXY: '127.0.0.1',
  });
  const pid = started.child.pid as number;
  const atReady = rssMb(pid);
  await sleep(5000);
  const idle = rssMb(pid);
  const meter = new CpuMeter(pid);
  const paths = ['/api/health', '/api/players', '/api/courts', '/'];
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${started.port}`,
    connections,
    duration: loadSeconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            path: paths[n % paths.length],
            headers: { ...request.headers, 'x-forwarded-for': clientAddress(n) },
          };
        },
      },
    ],
  });
  const load = meter.stop();
  await sleep(5000);
  const after = rssMb(pid);
  await stopGroup(started.child);
  return { atReady, idle, load, after, requests: result.requests.total, non2xx: result.non2xx };
}

/**
 * The OpenAPI document, made on its first request: the time of that request and of the next
 * (served as made), after a start on an existing DATA_DIR, and its size as sent (brotli, as the
 * app compresses it) and raw.
 */
async function measureDocument(dataDir: string, runs: number) {
  const first: number[] = [];
  const again: number[] = [];
  let bytes = { raw: 0, brotli: 0 };
  for (let i = 0; i < runs; i++) {
    const started = await startAndWait([process.execPath, 'scripts/start.mjs'], {
      ...APP_ENV,
      DATA_DIR: dataDir,
    });
    const url = `http://127.0.0.1:${started.port}/api/openapi.json`;
    for (const times of [first, again]) {
      const began = performance.now();
      const body = await (await fetch(url)).text();
      times.push(performance.now() - began);
      bytes = { raw: Buffer.byteLength(body), brotli: brotliSize(body) };
    }
    await stopGroup(started.child);
  }
  return { first, again, bytes };
}

const brotliSize = (text: string) =>
  brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }).length;

async function main() {
  const runs = numberOption('runs', 5);
  const loadSeconds = numberOption('load-seconds', 8);
  const connections = numberOption('connections', 10);
  console.log(describeMachine());

  // One start that is not counted: `npm start` builds here if the build is missing or stale.
  const warm = await startAndWait(['npm', 'start'], { ...APP_ENV, DATA_DIR: await newDataDir() });
  await stopGroup(warm.child);

  const bare = [
    process.execPath,
    '-e',
    "require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')",
  ];
  const existing = await newDataDir();
  await timeStarts(1, [process.execPath, 'scripts/start.mjs'], async () => existing);

  const rows = [
    summaryRow('bare node:http (baseline)', await timeStarts(runs, bare, newDataDir)),
    summaryRow(
      'npm start, fresh DATA_DIR',
      await timeStarts(runs, ['npm', 'start'], newDataDir),
      3000,
    ),
    summaryRow(
      'npm start, existing DATA_DIR',
      await timeStarts(runs, ['npm', 'start'], async () => existing),
      1000,
    ),
    summaryRow(
      'node scripts/start.mjs, fresh',
      await timeStarts(runs, [process.execPath, 'scripts/start.mjs'], newDataDir),
    ),
    summaryRow(
      'node scripts/start.mjs, existing',
      await timeStarts(runs, [process.execPath, 'scripts/start.mjs'], async () => existing),
    ),
  ];
  console.log(
    `\nspawn → first 200 of GET /api/health (polled every ${POLL_MS} ms); embedded database, ` +
      `sample data (the default without NODE_ENV=production)\n`,
  );
  console.log(table(['start', 'runs', 'median', 'min', 'max', 'goal'], rows));

  const document = await measureDocument(existing, runs);
  console.log(
    `\nGET /api/openapi.json after a start on the existing DATA_DIR: ${(document.bytes.raw / 1024).toFixed(0)} KB, ` +
      `${(document.bytes.brotli / 1024).toFixed(1)} KB as brotli 5\n`,
  );
  console.log(
    table(
      ['request', 'runs', 'median', 'min', 'max', 'goal'],
      [
        summaryRow('first (the document made)', document.first),
        summaryRow('second (as made)', document.again),
      ],
    ),
  );

  const memory = await measureMemory(existing, loadSeconds, connections);
  console.log(
    `\nresident memory (node scripts/start.mjs, existing DATA_DIR): ${memory.atReady.toFixed(0)} MB at the first 200, ` +
      `${memory.idle.toFixed(0)} MB idle 5 s later; under ${connections} connections × ${loadSeconds} s of ` +
      `/api/health, /api/players, /api/courts and / (${memory.requests} requests, ${memory.non2xx} not 2xx, ` +
      `server CPU ${memory.load.serverCpuPct.toFixed(0)} %): peak ${memory.load.peakRssMb.toFixed(0)} MB; ` +
      `${memory.after.toFixed(0)} MB idle 5 s after`,
  );
}

runBench(main);
