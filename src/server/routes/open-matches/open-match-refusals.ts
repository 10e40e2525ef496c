import { ApiError } from '#server/lib/api-error';
import type { LockedOpenMatch } from './open-matches-repository';

/** The refusals an open match's changes share. */

export const openMatchNotFound = () =>
  new ApiError(404, 'open_match_not_found', 'No such open match');

export const invalid = (field: string, reason: string) =>
  new ApiError(400, 'validation', 'Some fields are not valid', { [field]: reason });

export const matchOverlap = () =>
  new ApiError(409, 'match_overlap', 'You are in another game at that time');

export function refuseClosed(game: LockedOpenMatch, now: Date) {
  if (game.cancelled_at || new Date(game.starts_at) <= now) {
    throw new ApiError(409, 'match_closed', 'This game is cancelled or has started');
  }
}

export function organizerOnly(game: LockedOpenMatch, userId: string) {
  if (game.organizer_id !== userId) {
    throw new ApiError(403, 'forbidden', 'Only the organiser can do this');
  }
}
