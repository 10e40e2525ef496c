import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseUnavailableError } from './database-errors';
import type { Db, Queryable } from './db';
import { startWatchdog } from './pglite-watchdog';
import { plannerOptions } from './planner-settings';
import { freeBytes, hasReserveFree, megabytes, STORAGE_RESERVE_BYTES } from './storage-space';

export interface PgliteOptions {
  /** How often a dead instance looks for room to open again. */
  reopenEveryMs?: number;
  /** Room the disk keeps: no transaction starts with less, no dead instance opens again. */
  reserveBytes?: number;
  /** False: transactions start whatever the room (only to show what the guard prevents). */
  guardTransactions?: boolean;
  /** How long the process may stay frozen inside PGlite on a full disk before it is ended. */
  freezeMs?: number;
  /** Where the one-line notes of a PANIC and of the reopening go. */
  log?: (line: string) => void;
  /** PostgreSQL's page cache inside PGlite's memory. */
  sharedBuffers?: string;
}

/**
 * PostgreSQL's default of 128 MB is reserved and cleared at every start and held for the
 * process's life, while the operating system caches the files PGlite reads anyway: a quarter
 * of it opens the database sooner and keeps the server smaller (bench/RESULTS.md, start-up).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

interface Listening {
  channel: string;
  onPayload: (payload: string) => void;
  onReconnect: (() => void) | undefined;
  unsubscribe: () => Promise<void>;
}

/** PGlite reports a PANIC (or FATAL) as an error: its backend is gone after it. */
function isFatal(error: unknown): boolean {
  const severity = (error as { severity?: unknown }).severity;
  return severity === 'PANIC' || severity === 'FATAL' || error instanceof WebAssembly.RuntimeError;
}

const never = () => new Promise<never>(() => {});

/** The extensions the migrations use; a restored database opens with the same. */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

export interface PgliteDb extends Db {
  /** A gzipped tarball of the whole database, a consistent copy (decision 014). */
  backup(): Promise<Uint8Array>;
}

/**
 * A CHECKPOINT first writes every changed page to the files (so the copy needs little WAL
 * replay), then the files are read while PGlite's transaction lock is held: no statement runs
 * and no transaction is open, so the copy holds every committed transaction and nothing of any
 * other. (PGlite's `dumpDataDir()` alone takes only the statement lock, so it may read the files
 * between two statements of an open transaction.)
 */
async function dumpConsistent(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('checkpoint');
  const tarball = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
  return new Uint8Array(await tarball.arrayBuffer());
}

/**
 * PGlite in `dataDir`, or in memory when dataDir is undefined (tests).
 *
 * A full disk (decision 016): when PostgreSQL cannot write its WAL it PANICs. Outside a
 * transaction block PGlite reports that as an error, and its instance then spins forever inside
 * the next statement; inside a block it spins at once, freezing the whole process. So:
 * - no transaction starts while the disk has less than the reserve free (503 storage_full);
 * - every call goes through one queue, and after a PANIC the instance is never called again:
 *   calls fail at once (503), and once the disk has room a fresh instance opens the same files
 *   (crash recovery keeps every committed write), listens again and carries on;
 * - should a PANIC still come inside a block (the disk filled within a transaction), a
 *   watchdog thread ends the frozen process so that its supervisor restarts it; it starts again
 *   once there is room.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<PgliteDb> {
  const reserve = options.reserveBytes ?? STORAGE_RESERVE_BYTES;
  const guardTransactions = options.guardTransactions ?? true;
  const log = options.log ?? ((line: string) => console.error(line));
  const watchdog = dataDir
    ? startWatchdog({ path: dataDir, reserveBytes: reserve, freezeMs: options.freezeMs ?? 10_000 })
    : undefined;
  const startParams = [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ...plannerOptions(),
  ];
  const open = () => PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, startParams });

  let pglite: PGlite;
  try {
    pglite = await open();
  } catch (error) {
    watchdog?.stop();
    throw error;
  }
  let dead: DatabaseUnavailableError | undefined;
  let reopenTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  const listening = new Set<Listening>();

  function breakDown(error: unknown): DatabaseUnavailableError {
    if (!dead) {
      const reason = (error as Error).message;
      const outage =
        (error as { code?: string }).code === '53100' ? 'storage_full' : 'database_unavailable';
      dead = new DatabaseUnavailableError(`The embedded database stopped: ${reason}`, outage);
      log(
        `The embedded database stopped (${reason}); it opens again when ${dataDir} has ${megabytes(reserve)} free`,
      );
      if (dataDir) reopenTimer = setInterval(() => void reopen(), options.reopenEveryMs ?? 2000);
    }
    return dead;
  }

  /** Runs one PGlite call; a fatal error retires the instance. */
  async function guarded<T>(call: () => Promise<T>): Promise<T> {
    if (dead) throw dead;
    try {
      return await call();
    } catch (error) {
      throw isFatal(error) ? breakDown(error) : error;
    }
  }

  /** One call at a time, so nothing reaches an instance after the call that killed it. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(async () => {
      watchdog?.enter();
      try {
        return await work();
      } finally {
        watchdog?.leave();
      }
    });
    queue = result.catch(() => {});
    return result;
  }

  let reopening = false;
  async function reopen(): Promise<void> {
    if (reopening || closed || !dataDir) return;
    reopening = true;
    try {
      if ((await freeBytes(dataDir)) < reserve) return;
      const fresh = await open();
      for (const entry of listening) {
        entry.unsubscribe = await fresh.listen(entry.channel, entry.onPayload);
      }
      pglite = fresh;
      dead = undefined;
      clearInterval(reopenTimer);
      log(`The embedded database in ${dataDir} is open again`);
      for (const entry of listening) entry.onReconnect?.();
    } catch (error) {
      log(`The embedded database cannot open yet (${(error as Error).message})`);
    } finally {
      reopening = false;
    }
  }

  /** Whether the disk has the reserve free (asked each time: a disk can fill within a second). */
  async function roomForTransaction(): Promise<boolean> {
    if (!dataDir || !guardTransactions) return true;
    return hasReserveFree(() => freeBytes(dataDir), reserve);
  }

  function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return exclusive(async () => {
      if (dead) throw dead;
      if (!(await roomForTransaction())) {
        throw new DatabaseUnavailableError(
          `${dataDir} has less than ${megabytes(reserve)} free`,
          'storage_full',
        );
      }
      return runTransaction(work);
    });
  }

  function runTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      pglite
        .transaction(async (tx) => {
          try {
            const result = await work({
              query: async (sql, params) =>
                (await guarded(() => tx.query(sql, params as unknown[]))).rows as never[],
              exec: async (sql) => {
                await guarded(() => tx.exec(sql));
              },
            });
            if (!dead) return result;
          } catch (error) {
            if (!dead) throw error;
          }
          // PGlite would now COMMIT or ROLLBACK on a dead backend and freeze the process:
          // this transaction is left pending forever instead, and the caller told.
          reject(dead);
          return never();
        })
        // COMMIT writes the WAL: a PANIC may come from there, not from a statement.
        .then(resolve, (error: unknown) => reject(isFatal(error) ? breakDown(error) : error));
    });
  }

  return {
    kind: 'pglite',
    storagePath: dataDir,
    backup: () => exclusive(() => guarded(() => dumpConsistent(pglite))),
    query: (sql, params) =>
      exclusive(
        async () => (await guarded(() => pglite.query(sql, params as unknown[]))).rows as never[],
      ),
    exec: (sql) =>
      exclusive(async () => {
        await guarded(() => pglite.exec(sql));
      }),
    transaction,
    async listen(channel, onPayload, onReconnect) {
      const entry: Listening = {
        channel,
        onPayload,
        onReconnect,
        unsubscribe: await exclusive(() => guarded(() => pglite.listen(channel, onPayload))),
      };
      listening.add(entry);
      return async () => {
        listening.delete(entry);
        if (!dead) await exclusive(() => guarded(() => entry.unsubscribe()));
      };
    },
    async close() {
      closed = true;
      clearInterval(reopenTimer);
      watchdog?.stop();
      // A dead instance is left alone: closing it would run a checkpoint on a dead backend.
      if (!dead) await exclusive(() => pglite.close());
    },
  };
}
