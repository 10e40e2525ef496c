import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/open-database';

const MAIN = join(import.meta.dirname, 'main.ts');
const JWT_SECRET = 'production-secret-production-secret-0123';

/** Runs the server from source until it exits (each case here refuses to start). */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('starting the server', () => {
  it('refuses NODE_ENV=production without JWT_SECRET in one clear line', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tennis-main-'));
    try {
      const result = start({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'Cannot start: JWT_SECRET must be set (at least 32 random characters) when NODE_ENV=production',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses NODE_ENV=production on a database with the demo accounts unless SEED=sample', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tennis-main-'));
    try {
      const demo = await openDatabase({
        dataDir,
        databaseUrl: undefined,
        nodeEnv: 'development',
        seed: 'sample',
      });
      await demo.close();

      const result = start({ NODE_ENV: 'production', JWT_SECRET, DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        "Cannot start: the database holds the sample data's demo accounts (admin@demo.example.com and 8 more); remove them, start on a fresh database, or set SEED=sample to run a demo",
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
