import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/db/data-dir-lock';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tennis-startup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server from source with the given environment until it exits or `until` matches. */
function runServer(env: Record<string, string>, until?: RegExp): Promise<Run & { stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  const run = {
    code: null as number | null,
    stdout: '',
    stderr: '',
    stop: () => child.kill('SIGTERM'),
  };
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      run.stdout += chunk;
      if (until?.test(run.stdout)) resolve(run);
    });
    child.stderr.on('data', (chunk) => {
      run.stderr += chunk;
    });
    child.on('exit', (code) => {
      run.code = code;
      resolve(run);
    });
  });
}

function exited(run: Run & { stop(): void }): Promise<number | null> {
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (run.code !== null) {
        clearInterval(poll);
        resolve(run.code);
      }
    }, 20);
  });
}

describe('starting the server', () => {
  it.each([
    [
      { PORT: 'abc' },
      /^Cannot start: PORT must be a whole number between 0 and 65535 \(got "abc"\)$/,
    ],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      /^Cannot start: DATABASE_URL cannot be reached at 127\.0\.0\.1:1\/none \(ECONNREFUSED/,
    ],
  ])(
    'stops with one clear line and exit code 1 on %o',
    async (env, line) => {
      const run = await runServer({ PORT: '0', DATA_DIR: join(scratch, 'unused'), ...env });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
    },
    20_000,
  );

  it('stops with one clear line when DATA_DIR cannot be written', async () => {
    const file = join(scratch, 'plain-file');
    await writeFile(file, '');
    const run = await runServer({ PORT: '0', DATA_DIR: join(file, 'data') });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(`Cannot start: DATA_DIR ${join(file, 'data')} is not writable`);
    expect(lines[0]).toMatch('(ENOTDIR)');
  }, 20_000);

  it('prints its URL, and on SIGTERM closes cleanly and releases the data directory', async () => {
    const dataDir = join(scratch, 'data');
    const run = await runServer({ PORT: '0', DATA_DIR: dataDir, SEED: 'none' }, /running at/);
    expect(run.stdout).toMatch(/running at http:\/\/127\.0\.0\.1:\d+/);
    expect(() => lockDataDir(dataDir)).toThrow(/is in use by another server/);
    run.stop();
    expect(await exited(run)).toBe(0);
    lockDataDir(dataDir).release();
  }, 30_000);
});
