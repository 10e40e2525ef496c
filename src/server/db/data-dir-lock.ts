import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import { StartupError } from '#server/startup-error';

/** The file whose lock marks a data directory as taken; it stays when the lock is released. */
export const LOCK_FILE = 'server.lock';

export interface DataDirLock {
  readonly dir: string;
  /** Releases the lock (idempotent). */
  release(): void;
}

/**
 * PGlite has no lock of its own: two processes on one directory corrupt it. Takes an exclusive
 * kernel lock on DATA_DIR/server.lock, or fails in one line. The kernel drops the lock when its
 * holder exits, even by kill -9, so nothing stale can block a restart, and of two processes
 * starting at once exactly one gets it. The file's content means nothing (older versions wrote
 * a pid into it).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  let fd: number;
  try {
    mkdirSync(dir, { recursive: true });
    // Opened for writing: an exclusive lock needs it. Never truncated, never removed: removing
    // it would let a newcomer lock a fresh file while another process holds the old one.
    fd = openSync(join(dir, LOCK_FILE), 'a', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(`DATA_DIR ${dir} is not writable (${code ?? 'unknown error'})`);
  }
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(`DATA_DIR ${dir} cannot be locked (${code ?? 'unknown error'})`);
  }
  if (!locked) {
    closeSync(fd);
    throw new StartupError(
      `DATA_DIR ${dir} is in use by another server; stop it or choose another DATA_DIR`,
    );
  }
  let held = true;
  return {
    dir,
    release() {
      if (!held) return;
      held = false;
      unlock(fd);
      closeSync(fd);
    },
  };
}
