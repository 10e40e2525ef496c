import type { BlockedPlayer } from '#contract/blocks';
import type { Queryable } from '#server/db/db';
import { WHOLE_PAIR } from '../conversations/conversations-repository';

interface BlockedPlayerRow {
  id: string;
  name: string;
  blocked_at: Date;
}

function toBlockedPlayer(row: BlockedPlayerRow): BlockedPlayer {
  return { id: row.id, name: row.name, blockedAt: new Date(row.blocked_at).toISOString() };
}

/**
 * Blocks `blockedId` (nothing changes if the block exists) and answers the block. The pair's
 * conversation row is locked after the insert: a message being written to it meanwhile either
 * committed first or, waiting for the lock, sees the block (conversations-routes).
 */
export async function insertBlock(
  tx: Queryable,
  blockerId: string,
  blockedId: string,
): Promise<BlockedPlayer> {
  await tx.query(
    `insert into blocks (blocker_id, blocked_id) values ($1, $2)
     on conflict (blocker_id, blocked_id) do nothing`,
    [blockerId, blockedId],
  );
  await tx.query(
    `select id from conversations
     where least(participant1_id, participant2_id) = least($1::uuid, $2::uuid)
       and greatest(participant1_id, participant2_id) = greatest($1::uuid, $2::uuid)
       and ${WHOLE_PAIR}
     for update`,
    [blockerId, blockedId],
  );
  const [row] = await tx.query<BlockedPlayerRow>(
    `select p.id, p.name, b.created_at as blocked_at
     from blocks b join profiles p on p.id = b.blocked_id
     where b.blocker_id = $1 and b.blocked_id = $2`,
    [blockerId, blockedId],
  );
  if (!row) throw new Error('block insert left no row');
  return toBlockedPlayer(row);
}

export async function deleteBlock(db: Queryable, blockerId: string, blockedId: string) {
  await db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
    blockerId,
    blockedId,
  ]);
}

export async function countBlocks(db: Queryable, blockerId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from blocks where blocker_id = $1',
    [blockerId],
  );
  return row?.n ?? 0;
}

/** The players `blockerId` blocked, the latest first. */
export async function listBlocks(db: Queryable, blockerId: string): Promise<BlockedPlayer[]> {
  const rows = await db.query<BlockedPlayerRow>(
    `select p.id, p.name, b.created_at as blocked_at
     from blocks b join profiles p on p.id = b.blocked_id
     where b.blocker_id = $1
     order by b.created_at desc, p.id`,
    [blockerId],
  );
  return rows.map(toBlockedPlayer);
}

/** Whether `blockerId` blocked `blockedId`. */
export async function hasBlocked(db: Queryable, blockerId: string, blockedId: string) {
  const rows = await db.query('select 1 from blocks where blocker_id = $1 and blocked_id = $2', [
    blockerId,
    blockedId,
  ]);
  return rows.length > 0;
}

/**
 * SQL: the ids of the players `viewer` (a uuid parameter such as `$3`) blocked or was blocked
 * by, for `column not in (...)`. PostgreSQL hashes the subquery once per query, so a list
 * filters every row at the cost of one lookup.
 */
export function blockedPeersOf(viewer: string): string {
  return `(select b.blocked_id from blocks b where b.blocker_id = ${viewer}::uuid
           union all
           select b.blocker_id from blocks b where b.blocked_id = ${viewer}::uuid)`;
}
