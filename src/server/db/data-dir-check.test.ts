import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDataDir } from './data-dir-check';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tennis-data-dir-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('DATA_DIR before the embedded database opens', () => {
  it('is made when missing, and passes with room', async () => {
    await expect(checkDataDir(join(scratch, 'new', 'data'), 0)).resolves.toBeUndefined();
  });

  it('refuses a disk with less than the reserve free, saying how much there is', async () => {
    await expect(checkDataDir(scratch, Number.MAX_SAFE_INTEGER)).rejects.toThrow(
      new RegExp(
        `^DATA_DIR ${scratch} has \\d+ MB free; the embedded database needs \\d+ MB to start$`,
      ),
    );
  });

  it('refuses a path that cannot be a directory', async () => {
    const file = join(scratch, 'a-file');
    await writeFile(file, '');
    await expect(checkDataDir(join(file, 'data'), 0)).rejects.toThrow(
      `DATA_DIR ${join(file, 'data')} is not writable (ENOTDIR)`,
    );
  });
});
