import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '#server/startup-error';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const HOLDER = join(import.meta.dirname, '../../../test/support/data-dir-lock-holder.ts');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tennis-lock-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

let n = 0;
const freshDir = () => join(scratch, `data-${++n}`);

interface Holder {
  child: ChildProcessWithoutNullStreams;
  /** Resolves to the next line the holder prints. */
  nextLine(): Promise<string>;
}

const holders: Holder[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.child.kill('SIGKILL');
});

/** A process that takes the lock on `go`; resolves once it is ready to try. */
async function startHolder(dir: string): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir]);
  let buffered = '';
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const holder: Holder = {
    child,
    nextLine: () => {
      const line = lines.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((r) => waiting.push(r));
    },
  };
  holders.push(holder);
  expect(await holder.nextLine()).toBe('ready');
  return holder;
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<NodeJS.Signals | null> {
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

describe('the data-directory lock', () => {
  it('refuses a second holder in one line, and is free again once released', () => {
    const dir = freshDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      new StartupError(
        `DATA_DIR ${dir} is in use by another server; stop it or choose another DATA_DIR`,
      ),
    );
    first.release();
    first.release();
    lockDataDir(dir).release();
  });

  it('is not blocked by a lock file an earlier version left with a pid in it', async () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    lock.release();
    // A pid that is certainly alive (this process) and one that is certainly not a server.
    for (const pid of [process.pid, 1, 999_999]) {
      await writeFile(join(dir, LOCK_FILE), String(pid));
      lockDataDir(dir).release();
    }
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('names a data directory it cannot write', async () => {
    const file = join(scratch, 'plain-file');
    await writeFile(file, '');
    expect(() => lockDataDir(join(file, 'data'))).toThrow(
      `DATA_DIR ${join(file, 'data')} is not writable (ENOTDIR)`,
    );
  });

  it('is free at once after its holder is killed with SIGKILL', async () => {
    const dir = freshDir();
    const holder = await startHolder(dir);
    holder.child.stdin.write('go\n');
    expect(await holder.nextLine()).toBe('locked');
    expect(() => lockDataDir(dir)).toThrow(/is in use by another server/);

    const exited = exitOf(holder.child);
    holder.child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    lockDataDir(dir).release();
  }, 30_000);

  it('goes to exactly one of two processes that try at the same moment', async () => {
    const dir = freshDir();
    const racers = await Promise.all([startHolder(dir), startHolder(dir)]);
    for (const racer of racers) racer.child.stdin.write('go\n');
    const answers = await Promise.all(racers.map((racer) => racer.nextLine()));
    expect(answers.sort()).toEqual(['locked', 'refused']);
  }, 30_000);
});
