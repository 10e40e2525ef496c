import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where photo files live, by name (`<id>-<width>.webp`). Files are written once and never
 * changed, so any store that keeps bytes by name will do: a directory here, an S3-compatible
 * bucket behind the same three calls elsewhere.
 */
export interface PhotoStore {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removes the files named; a missing one is no error. */
  remove(names: readonly string[]): Promise<void>;
}

/** Names the store accepts: a photo id and a width, nothing that could climb out of it. */
export const PHOTO_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{2,4}\.webp$/;

function checked(name: string): string {
  if (!PHOTO_FILE_NAME.test(name)) throw new Error(`not a photo file name: ${name}`);
  return name;
}

/** A directory of files (DATA_DIR/photos), each written whole before it takes its name. */
export function createDirectoryPhotoStore(directory: string): PhotoStore {
  let made: Promise<unknown> | undefined;
  return {
    async put(name, data) {
      // Readable by others: nginx may serve the files straight from here.
      made ??= mkdir(directory, { recursive: true, mode: 0o755 });
      await made;
      const path = join(directory, checked(name));
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async read(name) {
      try {
        return await readFile(join(directory, checked(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(join(directory, checked(name)), { force: true })));
    },
  };
}
