import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';

/**
 * The cluster `npm run build` creates and migrates beside the server bundle (decision 024). From
 * source (tsx) there is none, and a new database is created by PGlite as before.
 */
export const PGLITE_TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pglite-template');

const holdsCluster = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Creates `dir` as a new cluster with every migration applied (the build runs this). */
export async function buildPgliteTemplate(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const db = await openPglite(dir);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

/**
 * Makes `target` (a data directory's database, which the caller holds the lock of) a copy of
 * the template when it does not exist yet or is empty; anything else is left to PGlite. The
 * copy is made beside it and renamed into place, so a start cut off half-way leaves no half
 * database. True when the copy was made.
 */
export async function createFromTemplate(
  target: string,
  template: string = PGLITE_TEMPLATE_DIR,
): Promise<boolean> {
  if (!holdsCluster(template) || !(await isMissingOrEmpty(target))) return false;
  const staging = `${target}.creating-${randomBytes(4).toString('hex')}`;
  try {
    await cp(template, staging, { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return true;
}
