import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('starting the server', () => {
  it('refuses NODE_ENV=production without JWT_SECRET in one clear line', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tennis-main-'));
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'main.ts')],
        {
          env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
          encoding: 'utf8',
          timeout: 20_000,
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'Cannot start: JWT_SECRET must be set (at least 32 random characters) when NODE_ENV=production',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
