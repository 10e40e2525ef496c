/**
 * The deployment of deploy/ on one machine, for the benches and checks: N built app processes on
 * one fresh PostgreSQL database, behind Debian's nginx running this directory's site files
 * (sofia-tennis-http.conf, sofia-tennis-locations.conf, and the brotli one when the module is
 * installed) as a non-daemon with a generated nginx.conf in a temporary directory. Plain HTTP on
 * a free loopback port; with `tls`, also HTTPS with HTTP/2 and a self-signed certificate.
 * Everything it started is stopped and the database dropped by `stop()`.
 *
 *   npm run build && npx tsx deploy/local-topology.ts --processes 2 [--tls]   # until Ctrl-C
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import webPush from 'web-push';
import { BUILT_SERVER, ServerProcess } from '#test/support/built-server';
import { stopChild } from '#test/support/child-process';

const ROOT = resolve(import.meta.dirname, '..');
const WEB_ROOT = join(ROOT, 'dist/web');
const NGINX_FILES = join(import.meta.dirname, 'nginx');
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START_TIMEOUT_MS = 60_000;
/** The app drains for up to 10 s on SIGTERM (src/server/main.ts). */
const STOP_GRACE_MS = 12_000;

export interface TopologyOptions {
  processes: number;
  /** A database to use as it is; by default a fresh one on the local server, dropped at stop. */
  databaseUrl?: string;
  /** More environment for every app process (SEED, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Also serve HTTPS with HTTP/2 on another free port, with a self-signed certificate. */
  tls?: boolean;
  /**
   * Let loopback clients name their address in X-Forwarded-For (nginx's realip), so one bench
   * process can be many clients, each inside the per-address limits. Never so in production,
   * where nginx is the edge.
   */
  clientAddressesFromLoopback?: boolean;
  /** Where the processes' warnings and errors go; stderr by default. */
  log?: (line: string) => void;
}

export interface AppProcess {
  url: string;
  pid: number;
}

export interface Topology {
  /** nginx, plain HTTP. */
  url: string;
  /** nginx, HTTPS with HTTP/2 (with `tls`). */
  tlsUrl: string | undefined;
  apps: AppProcess[];
  nginxPid: number;
  databaseUrl: string;
  jwtSecret: string;
  /** The generated configuration directory (nginx.conf, logs). */
  dir: string;
  /** Stops nginx and the processes, drops the database it made, removes its files. */
  stop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An app process, started once it says where it runs; its output goes to `log` from then on. */
async function startApp(
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<ServerProcess> {
  const app: ServerProcess = new ServerProcess({
    env,
    startTimeoutMs: START_TIMEOUT_MS,
    stopGraceMs: STOP_GRACE_MS,
    echo: (chunk) => log(`[app ${app.pid}] ${chunk}`),
  });
  await app.start();
  return app;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day (openssl). */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * Copies the site files where nginx.conf's relative includes find them (`conf.d/`, `snippets/`,
 * as under /etc/nginx); the brotli snippet only when the module can be loaded.
 */
export async function copySiteFiles(dir: string): Promise<{ brotli: boolean }> {
  const brotli = existsSync(BROTLI_MODULE);
  await mkdir(join(dir, 'conf.d'), { recursive: true });
  await mkdir(join(dir, 'snippets'), { recursive: true });
  await copyFile(
    join(NGINX_FILES, 'sofia-tennis-http.conf'),
    join(dir, 'conf.d/sofia-tennis-http.conf'),
  );
  await copyFile(
    join(NGINX_FILES, 'sofia-tennis-locations.conf'),
    join(dir, 'snippets/sofia-tennis-locations.conf'),
  );
  if (brotli) {
    await copyFile(
      join(NGINX_FILES, 'sofia-tennis-brotli.conf'),
      join(dir, 'snippets/sofia-tennis-brotli.conf'),
    );
  }
  return { brotli };
}

/** The main configuration of a private nginx: its own pid file, logs and temporary files. */
export function nginxMainConf(dir: string, brotli: boolean, http: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, `${name}-temp`)};`;
  return `# Generated by deploy/local-topology.ts for one run; removed afterwards.
daemon off;
worker_processes auto;
worker_rlimit_nofile 65536;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? '# Run by root: the workers read the checkout wherever it is.\nuser root;' : ''}
${brotli ? `load_module ${BROTLI_MODULE};` : ''}

events {
  worker_connections 16384;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}

  include conf.d/sofia-tennis-http.conf;
${http}
}
`;
}

function waitForNginx(child: ChildProcess, url: string, dir: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolveReady, reject) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const onExit = (code: number | null) =>
      reject(new Error(`nginx exited (${code}) at start (config in ${dir}):\n${stderr}`));
    child.once('exit', onExit);
    const poll = async () => {
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) {
          child.off('exit', onExit);
          return resolveReady();
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.off('exit', onExit);
        return reject(new Error(`nginx did not answer in ${START_TIMEOUT_MS} ms:\n${stderr}`));
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` first`);
  }
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: apt-get install nginx (Debian's), or set NGINX`);
  }
  if (options.processes < 1) throw new Error('at least one app process');
  const log = options.log ?? ((line: string) => process.stderr.write(line));
  const undo: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        log(`stopping the topology: ${(error as Error).message}\n`);
      }
    }
  };

  try {
    const dir = await mkdtemp(join(tmpdir(), 'tennis-topology-'));
    // nginx's workers (nobody, unless root runs it) reach their temporary files through it.
    await chmod(dir, 0o755);
    undo.push(() => rm(dir, { recursive: true, force: true }));

    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const name = `tennis_topology_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      undo.push(() => adminQuery(`drop database if exists ${name} with (force)`));
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }

    // What the env file of sofia-tennis@.service holds, the same for every process.
    const jwtSecret = randomBytes(32).toString('hex');
    const vapid = webPush.generateVAPIDKeys();
    const dataDir = join(dir, 'data');
    const appEnv = {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    };
    // The first process migrates (and seeds, if asked); the others then start together.
    const started: ServerProcess[] = [];
    undo.push(async () => {
      await Promise.all(started.map((app) => app.stop()));
    });
    const first = await startApp(appEnv, log);
    started.push(first);
    const rest = await Promise.all(
      Array.from({ length: options.processes - 1 }, () => startApp(appEnv, log)),
    );
    started.push(...rest);
    const apps = started.map(({ url, pid }) => ({ url, pid }));

    const { brotli } = await copySiteFiles(dir);
    const port = await freePort();
    const tlsPort = options.tls ? await freePort() : undefined;
    const certificate = options.tls ? selfSignedCertificate(dir) : undefined;
    const upstreams = apps.map((app) => `    server ${new URL(app.url).host};`).join('\n');
    const server = `
  upstream sofia_tennis {
    least_conn;
${upstreams}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
${
  certificate
    ? `    listen 127.0.0.1:${tlsPort} ssl http2;
    ssl_certificate ${certificate.cert};
    ssl_certificate_key ${certificate.key};
`
    : ''
}    server_name localhost;
${
  options.clientAddressesFromLoopback
    ? `    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
`
    : ''
}    root ${WEB_ROOT};
    set $sofia_tennis_data_dir ${dataDir};
    include snippets/sofia-tennis-locations.conf;
  }`;
    const conf = join(dir, 'nginx.conf');
    await writeFile(conf, nginxMainConf(dir, brotli, server));
    const nginx = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', conf], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // SIGQUIT: nginx's graceful stop (it waits for the WebSockets, so not for long).
    undo.push(() => stopChild(nginx, 3000, 'SIGQUIT'));
    const url = `http://127.0.0.1:${port}`;
    await waitForNginx(nginx, url, dir);
    nginx.stderr?.on('data', (chunk: Buffer) => log(`[nginx] ${chunk}`));

    return {
      url,
      tlsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
      apps,
      nginxPid: nginx.pid as number,
      databaseUrl,
      jwtSecret,
      dir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--processes');
  const processes = at >= 0 ? Number(args[at + 1]) : 2;
  const topology = await startTopology({
    processes,
    tls: args.includes('--tls'),
    env: { SEED: args.includes('--sample') ? 'sample' : 'none' },
  });
  console.log(
    `nginx at ${topology.url}${topology.tlsUrl ? ` and ${topology.tlsUrl} (HTTP/2)` : ''} ` +
      `in front of ${topology.apps.map((app) => app.url).join(', ')}; Ctrl-C stops everything`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void topology.stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
