import type { FieldReason } from '#contract/errors';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { lockOpenMatch, playerIdsOf } from '../open-matches/open-matches-repository';

/** What the recorder named, besides themselves. */
export interface NamedPlayers {
  opponentId: string;
  partnerId?: string | undefined;
  opponentPartnerId?: string | undefined;
}

const invalid = (field: keyof NamedPlayers | 'playedOn', reason: FieldReason) =>
  new ApiError(400, 'validation', 'Some fields are not valid', { [field]: reason });

/**
 * A result recorded from an open match: the game's row stays locked to the end of the
 * transaction, so two of its players recording at once cannot both find no result yet. Throws
 * unless `me` may record this result of the game; answers nothing when they may.
 */
export async function checkGameResult(
  tx: Queryable,
  gameId: string,
  me: string,
  named: NamedPlayers & { playedOn: string },
  now: Date,
): Promise<void> {
  const game = await lockOpenMatch(tx, gameId);
  if (!game) throw new ApiError(404, 'open_match_not_found', 'No such open match');
  const players = await playerIdsOf(tx, gameId);
  if (!players.includes(me)) {
    throw new ApiError(403, 'forbidden', "Only the game's players record its result");
  }
  if (game.cancelled_at) throw new ApiError(409, 'game_cancelled', 'This game was cancelled');
  if (new Date(game.starts_at) > now) {
    throw new ApiError(409, 'game_not_started', 'A result can be recorded once the game starts');
  }
  const [{ date } = { date: '' }] = await tx.query<{ date: string }>(
    'select date::text as date from open_matches where id = $1',
    [gameId],
  );
  if (named.playedOn !== date) throw invalid('playedOn', 'game_date');

  // Everyone named must hold a spot, and a doubles game's result names all four.
  const doubles = game.spots === 4;
  if (doubles && named.partnerId === undefined) throw invalid('partnerId', 'required');
  for (const field of ['opponentId', 'partnerId', 'opponentPartnerId'] as const) {
    const id = named[field];
    if (id !== undefined && !players.includes(id)) throw invalid(field, 'not_in_game');
  }
  if (doubles && players.length !== 4) throw invalid('partnerId', 'not_in_game');

  const [taken] = await tx.query(
    `select 1 from matches where open_match_id = $1 and status in ('pending', 'confirmed')`,
    [gameId],
  );
  if (taken) {
    throw new ApiError(409, 'game_result_exists', "This game's result is already recorded");
  }
}
