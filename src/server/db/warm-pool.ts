import pg from 'pg';

/** Connections in each pool, all opened at start-up and kept open (decision 037). */
export const POOL_SIZE = 10;

/**
 * A pool of exactly `size` connections, every one opened and set up before the pool is handed
 * out, and none closed for being idle. A pool that grew on demand made the first burst after a
 * start pay for its connections (a new backend, the session's settings, each statement parsed
 * again), and pg closed them after 10 s of quiet, so the first burst after a quiet minute paid
 * again: the chat's p99 was worst in exactly those seconds (bench/RESULTS.md, 2026-11-27).
 * A connection that dies (PostgreSQL restarted, the network cut) is replaced by the next query
 * that needs it, as before: an outage is paid for once, a quiet minute no longer is.
 */
export async function openWarmPool(
  config: pg.PoolConfig & { setUp: (client: pg.ClientBase) => Promise<void>; size?: number },
): Promise<pg.Pool> {
  const { setUp, size = POOL_SIZE, ...poolConfig } = config;
  const pool = new pg.Pool({
    ...poolConfig,
    max: size,
    min: size,
    // Awaited before the pool hands the new connection out; should it fail, so has the
    // connection, and the pool drops it.
    onConnect: setUp,
  });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  // All taken at once, so that the pool opens each one rather than handing out the first again.
  const taken = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
  for (const result of taken) if (result.status === 'fulfilled') result.value.release();
  const failed = taken.find((result) => result.status === 'rejected');
  if (failed) {
    await pool.end();
    throw failed.reason;
  }
  return pool;
}
