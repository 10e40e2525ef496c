import { flipSet } from '#contract/match-score';
import type { Match } from '#contract/matches';
import type { MatchFacts } from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { notifyUser } from '#server/notifications/notify';

/** The result as `recipientId` sees it: their games first. */
export function matchFactsFor(match: Match, recipientId: string): MatchFacts {
  const reporterSide = recipientId === match.reporter.id;
  return {
    playedOn: match.playedOn,
    sets: reporterSide ? match.sets : match.sets.map(flipSet),
    recipientWon: match.winnerId === recipientId,
  };
}

/** One player asks to withdraw a confirmed result: the other hears of it, to do the same. */
export async function notifyWithdrawRequest(
  tx: Queryable,
  match: Match,
  askedBy: string,
  now: Date,
) {
  const recipientId = askedBy === match.reporter.id ? match.opponent.id : match.reporter.id;
  if (!recipientId) return;
  await notifyUser(
    tx,
    {
      recipientId,
      kind: 'match_withdraw_requested',
      actorId: askedBy,
      subjectId: match.id,
      data: matchFactsFor(match, recipientId),
    },
    now,
  );
}

/**
 * A new result goes to the opponent to confirm; their answer goes back to the recorder.
 */
export async function notifyMatchChange(tx: Queryable, match: Match, now: Date) {
  const recorded = match.status === 'pending';
  const recipientId = recorded ? match.opponent.id : match.reporter.id;
  const actorId = recorded ? match.reporter.id : match.opponent.id;
  // A player who deleted their account hears of nothing.
  if (!recipientId) return;
  await notifyUser(
    tx,
    {
      recipientId,
      kind: recorded
        ? 'match_recorded'
        : match.status === 'confirmed'
          ? 'match_confirmed'
          : 'match_disputed',
      actorId,
      subjectId: match.id,
      data: matchFactsFor(match, recipientId),
    },
    now,
  );
}
