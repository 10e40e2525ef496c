import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { lockDataDir } from '#server/db/data-dir-lock';
import { openPglite } from '#server/db/pglite-db';
import { StartupError } from '#server/startup-error';
import { requestBackup } from './backup-socket';

export interface BackupResult {
  file: string;
  bytes: number;
  /** Whether the running server made it, or this process with the server stopped. */
  madeBy: 'the running server' | 'this command (no server was running)';
}

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `outFile` (a gzipped
 * tarball, mode 0600). A server running on the directory makes it (`backup-socket.ts`); with
 * none running, this process takes the data-directory lock and opens the database itself.
 */
export async function backupDataDir(dataDir: string, outFile: string): Promise<BackupResult> {
  const dir = resolve(dataDir);
  let tarball = await requestBackup(dir);
  let madeBy: BackupResult['madeBy'] = 'the running server';
  if (!tarball) {
    madeBy = 'this command (no server was running)';
    tarball = await backupStopped(dir);
  }
  const file = resolve(outFile);
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, tarball, { mode: 0o600, flag: 'wx' });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(`${file} cannot be written (${code ?? (error as Error).message})`);
  }
  return { file, bytes: tarball.length, madeBy };
}

async function backupStopped(dir: string): Promise<Uint8Array> {
  if (!existsSync(join(dir, 'pglite', 'PG_VERSION'))) {
    throw new StartupError(`DATA_DIR ${dir} holds no database to back up`);
  }
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dir);
  } catch (error) {
    if (!/in use by another server/.test((error as Error).message)) throw error;
    throw new StartupError(
      `DATA_DIR ${dir} is in use by a server that does not answer on ${join(dir, 'backup.sock')}; stop it, or restart it with this version`,
    );
  }
  try {
    const db = await openPglite(join(dir, 'pglite'));
    try {
      return await db.backup();
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}
