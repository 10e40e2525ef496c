import { statfs } from 'node:fs/promises';

/**
 * The room the embedded database keeps free on its disk. Past it, writes are refused (503
 * storage_full) before PGlite runs out: a WAL segment PGlite cannot create is a PANIC that kills
 * its instance (decision 016), and a new segment takes 16 MB.
 */
export const STORAGE_RESERVE_BYTES = 64 * 1024 * 1024;

/** Bytes an unprivileged process may still write on the file system holding `path`. */
export async function freeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

/**
 * Whether `free` reports at least `reserve` bytes. A look that fails counts as room: the write
 * itself then says what is wrong, and a statfs error is no reason to refuse every write.
 */
export async function hasReserveFree(
  free: () => Promise<number>,
  reserve: number,
): Promise<boolean> {
  return (await free().catch(() => Number.POSITIVE_INFINITY)) >= reserve;
}

export function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

/**
 * Free space of one directory, asked at most once per `maxAgeMs`: a burst of writes costs one
 * statfs, and a disk that fills shows within a second.
 */
export function cachedFreeBytes(path: string, maxAgeMs = 1000): () => Promise<number> {
  let last: { at: number; bytes: Promise<number> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) {
      last = { at: now, bytes: freeBytes(path) };
      // A failed look is not kept: the next request asks again.
      last.bytes.catch(() => {
        last = undefined;
      });
    }
    return last.bytes;
  };
}
