import { OUTBOX_STUCK_MINUTES, type Ready } from '#contract/health';
import type { Queryable } from '#server/db/db';
import { pendingMigrations } from '#server/db/migrate';

/**
 * Whether this process can serve, and if not, the first reason (contract/health.ts).
 * `hasRoom` tells whether the embedded database's disk has its reserve free.
 */
export async function checkReadiness(
  db: Queryable,
  now: Date,
  hasRoom: () => Promise<boolean> = async () => true,
): Promise<Ready> {
  const room = await hasRoom();
  try {
    const pending = await pendingMigrations(db);
    const [outbox] = await db.query<{ stuck: number }>(
      `select count(*)::int as stuck from outbox
       where state = 'pending' and due_at < $1 and (locked_until is null or locked_until < $2)`,
      [new Date(now.getTime() - OUTBOX_STUCK_MINUTES * 60_000), now],
    );
    const stuckJobs = outbox?.stuck ?? 0;
    const reason =
      pending.length > 0
        ? 'migrations_pending'
        : !room
          ? 'storage_full'
          : stuckJobs > 0
            ? 'outbox_stuck'
            : null;
    return {
      status: reason ? 'not_ready' : 'ready',
      reason,
      database: { ok: true },
      storage: { ok: room },
      migrations: { ok: pending.length === 0, pending },
      outbox: { ok: stuckJobs === 0, stuckJobs },
    };
  } catch {
    return {
      status: 'not_ready',
      reason: 'database_unreachable',
      database: { ok: false },
      storage: { ok: room },
      migrations: { ok: false, pending: [] },
      outbox: { ok: false, stuckJobs: 0 },
    };
  }
}
