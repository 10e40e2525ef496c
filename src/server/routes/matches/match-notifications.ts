import { flipSet } from '#contract/match-score';
import { otherSide, reporterSideWon, sideOf, teamIds } from '#contract/match-teams';
import type { Match } from '#contract/matches';
import type { MatchFacts } from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { notifyUser } from '#server/notifications/notify';

/** The result as `recipientId` sees it: their games first. */
export function matchFactsFor(match: Match, recipientId: string): MatchFacts {
  const reporterSide = sideOf(match, recipientId) === 'reporter';
  return {
    playedOn: match.playedOn,
    sets: reporterSide ? match.sets : match.sets.map(flipSet),
    recipientWon: reporterSide === reporterSideWon(match),
  };
}

/**
 * One side asks to withdraw a confirmed result: the other side's players hear of it, to do the
 * same.
 */
export async function notifyWithdrawRequest(
  tx: Queryable,
  match: Match,
  askedBy: string,
  now: Date,
) {
  const askingSide = sideOf(match, askedBy) ?? 'reporter';
  for (const recipientId of teamIds(match, otherSide(askingSide))) {
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
}

/**
 * A new result goes to the opponents to confirm (in doubles, both); the answer goes back to the
 * recorder's side, told by `answeredBy`, who gave it.
 */
export async function notifyMatchChange(
  tx: Queryable,
  match: Match,
  now: Date,
  answeredBy?: string,
) {
  const recorded = match.status === 'pending';
  const actorId = recorded ? match.reporter.id : (answeredBy ?? match.opponent.id);
  // A player who deleted their account hears of nothing (teamIds leaves them out).
  for (const recipientId of teamIds(match, recorded ? 'opponent' : 'reporter')) {
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
}
