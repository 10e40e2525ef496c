import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest server binaries Debian's packages installed, if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export interface PrivatePostgres {
  url: string;
  /** `pg_ctl stop -m immediate`: every backend killed at once, as in a crash. */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Why a private PostgreSQL cannot run here (no binaries; root without a `postgres` user to run
 * it as), or undefined when it can.
 */
export async function whyNoPrivatePostgres(): Promise<string | undefined> {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && !(await ids('postgres').catch(() => undefined))) {
    return 'running as root (PostgreSQL refuses root) and there is no `postgres` user to run it as';
  }
  return undefined;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, a free port), never
 * the machine's: the test stops and starts it at will. As root it runs as `postgres` (runuser).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const dir = await mkdtemp(join(tmpdir(), 'tennis-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, ...(await ids('postgres')));
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);
  const data = join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await as('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stopImmediately() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async remove() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function ids(user: string): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', user]);
  const { stdout: gid } = await run('id', ['-g', user]);
  return [Number(uid.trim()), Number(gid.trim())];
}
