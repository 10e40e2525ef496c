import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { StartupError } from '../startup-error';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one directory corrupt it.
 * Takes DATA_DIR/server.lock, or fails naming the process that holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const lockFile = join(dir, 'server.lock');
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') {
      throw new StartupError(`DATA_DIR ${dir} is not writable (${code ?? 'unknown error'})`);
    }
    const holder = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new StartupError(
        `DATA_DIR ${dir} is in use by another server (process ${holder}); stop it or choose another DATA_DIR`,
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}
