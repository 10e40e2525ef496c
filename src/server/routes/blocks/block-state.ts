import type { BlockState } from '#contract/blocks';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';

/**
 * SQL: whether `me` blocked `other`, `other` blocked `me` (when both, `by_me`), or neither
 * (null), for `me` and `other` as uuid parameters such as `$2`. A statement that needs the state
 * beside other facts reads it in the same round trip.
 */
export function blockStateSql(me: string, other: string): string {
  return `(select case when bool_or(blocker_id = ${me}::uuid) then 'by_me'
                       when count(*) > 0 then 'by_them' end
           from blocks
           where (blocker_id = ${me}::uuid and blocked_id = ${other}::uuid)
              or (blocker_id = ${other}::uuid and blocked_id = ${me}::uuid))`;
}

/** Whether `me` blocked `other`, `other` blocked `me` (when both, `by_me`), or neither. */
export async function blockBetween(db: Queryable, me: string, other: string): Promise<BlockState> {
  const [row] = await db.query<{ state: BlockState }>(
    `select ${blockStateSql('$1', '$2')} as state`,
    [me, other],
  );
  return row?.state ?? null;
}

/**
 * Refuses (403 `blocked`) anything one of the two would do that reaches the other while a
 * block stands, whichever of them blocked: the blocker unblocks first.
 */
export async function refuseIfBlocked(db: Queryable, me: string, other: string): Promise<void> {
  refuseBlockState(await blockBetween(db, me, other));
}

/** As refuseIfBlocked, for a block state already read (blockStateSql). */
export function refuseBlockState(state: BlockState): void {
  if (state === 'by_me') {
    throw new ApiError(403, 'blocked', 'You blocked this player: unblock them first');
  }
  if (state === 'by_them') {
    throw new ApiError(403, 'blocked', 'This player does not take contact from you');
  }
}
