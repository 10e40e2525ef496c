import type { PersonRef } from './people';

/** The two sides of a result; in doubles each side is a team of two. */
export type MatchSide = 'reporter' | 'opponent';

interface Sides {
  winnerId: string;
  reporter: PersonRef;
  opponent: PersonRef;
  reporterPartner: PersonRef | null;
  opponentPartner: PersonRef | null;
}

export const otherSide = (side: MatchSide): MatchSide =>
  side === 'reporter' ? 'opponent' : 'reporter';

/** A side's players: the one named, and their partner in doubles. */
export function teamOf(match: Sides, side: MatchSide): PersonRef[] {
  const partner = side === 'reporter' ? match.reporterPartner : match.opponentPartner;
  return partner ? [match[side], partner] : [match[side]];
}

/** The ids of a side's players whose accounts still exist. */
export function teamIds(match: Sides, side: MatchSide): string[] {
  return teamOf(match, side)
    .map((person) => person.id)
    .filter((id): id is string => id !== null);
}

/** The side `userId` played on, if they played. */
export function sideOf(match: Sides, userId: string): MatchSide | undefined {
  if (teamIds(match, 'reporter').includes(userId)) return 'reporter';
  if (teamIds(match, 'opponent').includes(userId)) return 'opponent';
  return undefined;
}

/** Everyone named in the result whose account still exists. */
export const playerIds = (match: Sides): string[] => [
  ...teamIds(match, 'reporter'),
  ...teamIds(match, 'opponent'),
];

/**
 * Whether the recorder's side won: `winnerId` names a side by its player, whose account, once
 * deleted, no longer names it (the side left is then the one it is not).
 */
export function reporterSideWon(match: Sides): boolean {
  return match.reporter.id
    ? match.winnerId === match.reporter.id
    : match.winnerId !== match.opponent.id;
}
