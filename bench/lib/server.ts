import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUILT_SERVER, ServerProcess } from '#test/support/built-server';
import { onCleanup } from './cleanup';

export interface ServerChild {
  url: string;
  pid: number;
  jwtSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/server/main.js, as `npm start` ships it, or `main`, another
 * build's) on a free loopback port against `databaseUrl`, with a JWT secret the bench knows so
 * it can mint access tokens.
 */
export async function startServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  main = BUILT_SERVER,
): Promise<ServerChild> {
  const jwtSecret = randomBytes(32).toString('hex');
  const server = new ServerProcess({
    main,
    // Node's own flags for the server, to look into a run: BENCH_NODE_ARGS='--cpu-prof --trace-gc'
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
    tempDataDir: 'tennis-bench-',
    env: {
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
    startTimeoutMs: 30_000,
    stopGraceMs: 5000,
    // Warnings and errors of the server stay visible during the run.
    echo: (chunk, stream) => process[stream].write(`[server] ${chunk}`),
  });
  const stop = () => server.remove();
  onCleanup('stop the server', stop);
  const url = await server.start();
  return { url, pid: server.pid, jwtSecret, stop };
}

/**
 * The built server and web app as `npm start` runs them out of the box: embedded PostgreSQL
 * (PGlite) in a temporary DATA_DIR, with the sample data.
 */
export function startServerWithSampleData(): Promise<ServerChild> {
  if (!existsSync(resolve(BUILT_SERVER, '../../web/index.html'))) {
    throw new Error('dist/web/index.html is missing: run `npm run build` first');
  }
  // An empty DATABASE_URL counts as unset: the server opens PGlite in DATA_DIR.
  return startServer('', { SEED: 'sample' });
}
