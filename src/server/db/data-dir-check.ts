import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { StartupError } from '#server/startup-error';
import { freeBytes, megabytes, STORAGE_RESERVE_BYTES } from './storage-space';

function refusal(dir: string, code: string | undefined): StartupError {
  if (code === 'EROFS') {
    return new StartupError(
      `DATA_DIR ${dir} is on a read-only file system; the embedded database must write there`,
    );
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new StartupError(`DATA_DIR ${dir} is not writable by this user (${code})`);
  }
  if (code === 'ENOSPC') {
    return new StartupError(`DATA_DIR ${dir} has no free space left; free some and start again`);
  }
  return new StartupError(`DATA_DIR ${dir} is not writable (${code ?? 'unknown error'})`);
}

/**
 * Before the embedded database opens: DATA_DIR exists and can be written, and its disk has the
 * reserve free (PGlite that cannot write its WAL dies, so it must not start on a full disk).
 */
export async function checkDataDir(dir: string, reserveBytes = STORAGE_RESERVE_BYTES) {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw refusal(dir, (error as NodeJS.ErrnoException).code);
  }
  const free = await freeBytes(dir);
  if (free < reserveBytes) {
    throw new StartupError(
      `DATA_DIR ${dir} has ${megabytes(free)} free; the embedded database needs ${megabytes(reserveBytes)} to start`,
    );
  }
}
