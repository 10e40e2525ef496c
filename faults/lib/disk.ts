import { execFile } from 'node:child_process';
import { mkdtemp, open, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freeBytes } from '#server/db/storage-space';

const run = promisify(execFile);

/** Why a small file system of the test's own cannot be mounted here, or undefined when it can. */
export async function whyNoMounts(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) {
    return 'not root: mounting a small tmpfs (a disk that really fills) and a read-only bind mount need root';
  }
  const probe = await mountTmpfs(1).catch((error: Error) => error);
  if (probe instanceof Error) return `mount -t tmpfs failed: ${probe.message.split('\n')[0]}`;
  await probe.unmount();
  return undefined;
}

export interface Mounted {
  dir: string;
  unmount(): Promise<void>;
}

/** A tmpfs of `megabytes` at a fresh directory: a disk that really fills up. */
export async function mountTmpfs(megabytes: number): Promise<Mounted> {
  const dir = await mkdtemp(join(tmpdir(), 'tennis-faults-disk-'));
  await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  return {
    dir,
    async unmount() {
      await run('umount', [dir]);
      await rmdir(dir);
    },
  };
}

/** Makes `dir` read-only in place (a read-only bind mount over it) until `undo()`. */
export async function makeReadOnly(dir: string): Promise<{ undo(): Promise<void> }> {
  await run('mount', ['--bind', dir, dir]);
  await run('mount', ['-o', 'remount,ro,bind', dir]);
  return { undo: () => run('umount', [dir]).then(() => undefined) };
}

/**
 * Writes a filler file in `dir` until at most `leaveBytes` are free (0: until the disk answers
 * ENOSPC to a one-byte write). Returns its path; removing it makes the room again.
 */
export async function fillDisk(dir: string, leaveBytes = 0): Promise<string> {
  const path = join(dir, `filler-${Date.now()}`);
  const file = await open(path, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 0x5a);
      for (;;) {
        if (leaveBytes > 0 && (await freeBytes(dir)) - size < leaveBytes) break;
        try {
          await file.write(chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    await file.close();
  }
  return path;
}

export async function removeFiller(path: string): Promise<void> {
  await rm(path, { force: true });
}
