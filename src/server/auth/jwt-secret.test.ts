import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartupError } from '#server/startup-error';
import { resolveJwtSecret } from './jwt-secret';

let dataDir: string;
beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'jwt-secret-')), 'data');
});
afterEach(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set, and writes no file', async () => {
    expect(await resolveJwtSecret({ jwtSecret: 'from-env', dataDir })).toBe('from-env');
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('creates DATA_DIR/jwt-secret once, readable by the owner only, and keeps it', async () => {
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
  });

  it('refuses a file that holds too short a secret', async () => {
    await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    await writeFile(join(dataDir, 'jwt-secret'), 'short\n');
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toBeInstanceOf(
      StartupError,
    );
  });
});
