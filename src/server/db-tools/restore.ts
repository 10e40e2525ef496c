import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '#server/db/data-dir-lock';
import { PGLITE_EXTENSIONS } from '#server/db/pglite-db';
import { StartupError } from '#server/startup-error';

export interface RestoreResult {
  dir: string;
  /** Where the database that --force replaced was moved (it is kept, not deleted). */
  replacedMovedTo: string | undefined;
}

/** gzip's first two bytes. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Restores a backup (`backupDataDir`) into `dataDir`, which no server may hold. A data directory
 * that already holds a database is refused unless `force`; then that database is moved aside
 * to DATA_DIR/pglite.replaced-<time>, never deleted. The backup is first opened in a directory
 * of its own, and only takes the database's place once PostgreSQL has opened it.
 */
export async function restoreDataDir(options: {
  file: string;
  dataDir: string;
  force: boolean;
}): Promise<RestoreResult> {
  const file = resolve(options.file);
  let tarball: Uint8Array;
  try {
    tarball = new Uint8Array(await readFile(file));
  } catch (error) {
    throw new StartupError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  const lock = lockDataDir(options.dataDir);
  const dir = lock.dir;
  const target = join(dir, 'pglite');
  const staging = join(dir, `pglite.restoring-${randomBytes(4).toString('hex')}`);
  try {
    const existing = existsSync(target) && (await readdir(target)).length > 0;
    if (existing && !options.force) {
      throw new StartupError(
        `DATA_DIR ${dir} already holds a database; restore into another DATA_DIR, or add --force to replace it (it is kept as pglite.replaced-<time>)`,
      );
    }
    await openTarball(staging, tarball, file);
    let replacedMovedTo: string | undefined;
    if (existing) {
      replacedMovedTo = join(
        dir,
        `pglite.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      await rename(target, replacedMovedTo);
    } else {
      await rm(target, { recursive: true, force: true });
    }
    await rename(staging, target);
    return { dir, replacedMovedTo };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** Creates the database in `dir` from the tarball, and has PostgreSQL open and check it. */
async function openTarball(dir: string, tarball: Uint8Array, file: string): Promise<void> {
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create(dir, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([tarball as Uint8Array<ArrayBuffer>], {
        type: isGzip(tarball) ? 'application/x-gzip' : 'application/x-tar',
      }),
    });
    await pglite.query('select count(*) from schema_migrations');
  } catch (error) {
    throw new StartupError(
      `${file} is not a backup of this app's database (${(error as Error).message.split('\n')[0]})`,
    );
  } finally {
    await pglite?.close().catch(() => {});
  }
}
