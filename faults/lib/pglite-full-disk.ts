/**
 * Run as a process of its own by storage-faults.fault.test.ts (`node --import tsx`): the
 * embedded driver on a disk that fills while it writes, so that a PGlite that froze its
 * process cannot freeze the test. Prints a JSON line per event on stdout.
 *
 *   node --import tsx faults/lib/pglite-full-disk.ts <scenario> <database dir> <mount dir>
 *
 * - `autocommit`: single statements until PostgreSQL PANICs on its WAL; then calls, room, reopen.
 * - `guarded`: transactions until the driver refuses them for want of room; then room.
 * - `unguarded`: transactions with the guard off, until the PANIC freezes the process (the
 *   watchdog should end it).
 * - `verify`: opens the database and prints what it holds.
 */
import { DatabaseUnavailableError, databaseOutageOf } from '#server/db/database-errors';
import type { Db } from '#server/db/db';
import { openPglite } from '#server/db/pglite-db';
import { fillDisk, removeFiller } from './disk';

const [scenario, dataDir, mountDir] = process.argv.slice(2) as [string, string, string];
const say = (event: Record<string, unknown>) => console.log(JSON.stringify(event));
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => databaseOutageOf(error) ?? `other: ${(error as Error).message}`,
  );
const UPDATE = `update t set body = repeat(chr(97 + ($1::int % 20)), 100) where id % 10 = $1::int % 10`;

async function stored(db: Db) {
  const [row] = await db.query<{ n: number; rows: number }>(
    'select (select n from acked) as n, (select count(*)::int from t) as rows',
  );
  return row;
}

const db = await openPglite(dataDir, {
  reopenEveryMs: 200,
  freezeMs: 3000,
  guardTransactions: scenario !== 'unguarded',
  log: (line) => console.error(line),
});

if (scenario === 'verify') {
  say({ event: 'stored', ...(await stored(db)) });
  await db.close();
  process.exit(0);
}

// Room in the table's pages, so updates need no new page, only WAL: the WAL runs out first,
// the case that ends a PGlite instance (a table that cannot grow is a plain error).
await db.exec(`create table t (id int primary key, body text);
  insert into t select g, repeat('a', 100) from generate_series(1, 40000) g;
  delete from t where id % 2 = 0;
  create table acked (n int); insert into acked values (0);`);
await db.exec('vacuum t');
const filler = await fillDisk(mountDir);
say({ event: 'disk full' });

let failure: unknown;
for (let n = 1; n <= 2000 && !failure; n++) {
  const write =
    scenario === 'autocommit'
      ? db.query(`with u as (${UPDATE} returning 1) update acked set n = $1`, [n])
      : db.transaction(async (tx) => {
          await tx.query(UPDATE, [n]);
          await tx.query('update acked set n = $1', [n]);
        });
  await write.then(
    () => say({ event: 'acknowledged', n }),
    (error: unknown) => {
      failure = error;
    },
  );
}
say({
  event: 'write failed',
  dead: failure instanceof DatabaseUnavailableError,
  outage: databaseOutageOf(failure),
  message: (failure as Error | undefined)?.message,
});

// Every call now fails at once (or, for the guard, reads still work).
say({
  event: 'calls while full',
  read: await outcome(db.query('select n from acked')),
  transaction: await outcome(db.transaction((tx) => tx.query('select 1'))),
});

await removeFiller(filler);
const roomAt = Date.now();
let after: Awaited<ReturnType<typeof stored>>;
for (;;) {
  after = await stored(db).catch(() => undefined);
  if (after || Date.now() - roomAt > 60_000) break;
  await new Promise((done) => setTimeout(done, 200));
}
say({ event: 'room again', ...after, inMs: Date.now() - roomAt });
say({
  event: 'writes after',
  write: await outcome(db.transaction((tx) => tx.query('update acked set n = n + 1'))),
});
await db.close();
process.exit(0);
