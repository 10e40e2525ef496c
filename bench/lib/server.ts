import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { onCleanup } from './cleanup';

const SERVER_MAIN = resolve(import.meta.dirname, '../../dist/server/main.js');
const START_TIMEOUT_MS = 30_000;

export interface ServerChild {
  url: string;
  pid: number;
  jwtSecret: string;
  stop(): Promise<void>;
}

/** Ends a child: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Waits for a line matching `pattern` on the child's stdout; fails if it exits first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolveLine, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolveLine(match[1] ?? match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/**
 * Starts the built server (dist/server/main.js, as `npm start` ships it, or `main`, another
 * build's) on a free loopback port against `databaseUrl`, with a JWT secret the bench knows so
 * it can mint access tokens.
 */
export async function startServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  main = SERVER_MAIN,
): Promise<ServerChild> {
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: run \`npm run build:server\` first`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tennis-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  // Node's own flags for the server, to look into a run: BENCH_NODE_ARGS='--cpu-prof --trace-gc'
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      ACCESS_TOKEN_TTL: '3600',
      // The load comes from one address; each simulated user names its own in X-Forwarded-For,
      // which the server believes only from a trusted proxy: here, the loopback bench itself.
      TRUST_PROXY: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  onCleanup('stop the server', stop);
  const url = await waitForLine(child, /running at (http:\/\/[^\s]+)/, 'the server');
  // Warnings and errors of the server stay visible during the run.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[server] ${chunk}`));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
  return { url, pid: child.pid as number, jwtSecret, stop };
}

/**
 * The built server and web app as `npm start` runs them out of the box: embedded PostgreSQL
 * (PGlite) in a temporary DATA_DIR, with the sample data.
 */
export function startServerWithSampleData(): Promise<ServerChild> {
  if (!existsSync(resolve(SERVER_MAIN, '../../web/index.html'))) {
    throw new Error('dist/web/index.html is missing: run `npm run build` first');
  }
  // An empty DATABASE_URL counts as unset: the server opens PGlite in DATA_DIR.
  return startServer('', { SEED: 'sample' });
}
