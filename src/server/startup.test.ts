import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/db/data-dir-lock';
import {
  runUntilExit,
  type ServerOptions,
  SOURCE_SERVER,
  startServer,
  TSX,
} from '#test/support/built-server';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tennis-startup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The server from source, with the machine's environment but never its database. */
function fromSource(env: Record<string, string>): ServerOptions {
  return {
    main: SOURCE_SERVER,
    nodeArgs: TSX,
    inheritEnv: true,
    env: { DATABASE_URL: '', ...env },
  };
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
      const run = await runUntilExit(
        fromSource({ PORT: '0', DATA_DIR: join(scratch, 'unused'), ...env }),
      );
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
    const run = await runUntilExit(fromSource({ PORT: '0', DATA_DIR: join(file, 'data') }));
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(`Cannot start: DATA_DIR ${join(file, 'data')} is not writable`);
    expect(lines[0]).toMatch('(ENOTDIR)');
  }, 20_000);

  it('prints its URL, and on SIGTERM closes cleanly and releases the data directory', async () => {
    const dataDir = join(scratch, 'data');
    const run = await startServer(fromSource({ PORT: '0', DATA_DIR: dataDir, SEED: 'none' }));
    expect(run.output()).toMatch(/running at http:\/\/127\.0\.0\.1:\d+/);
    expect(() => lockDataDir(dataDir)).toThrow(/is in use by another server/);
    expect(await run.stop()).toBe(0);
    lockDataDir(dataDir).release();
  }, 30_000);
});
