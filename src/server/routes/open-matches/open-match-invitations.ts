import type { Queryable } from '#server/db/db';
import { refuseBlockState } from '../blocks/block-state';
import { invalid } from './open-match-refusals';
import { invitablePlayers } from './open-matches-repository';

/**
 * Refuses a game's invitations before it is posted: each invitee must be a listed player other
 * than the organiser (400 `inviteIds`: `player_not_found`, the same answer for one who does not
 * exist as for one hidden or suspended, so that it tells nothing of the account), with no block
 * either way between them and the organiser (403 `blocked`).
 */
export async function refuseUninvitable(
  tx: Queryable,
  organizerId: string,
  inviteIds: string[],
): Promise<void> {
  if (inviteIds.length === 0) return;
  const invitable = await invitablePlayers(tx, organizerId, inviteIds);
  if (invitable.length < inviteIds.length) throw invalid('inviteIds', 'player_not_found');
  for (const player of invitable) refuseBlockState(player.blocked);
}
