import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyseScore } from '#contract/match-score';
import { otherSide, playerIds, sideOf, teamIds } from '#contract/match-teams';
import {
  type Match,
  type MatchStatus,
  matchBodySchema,
  matchesPageSchema,
  matchSchema,
  myMatchesQuerySchema,
  playedOnProblem,
} from '#contract/matches';
import { idParamsSchema } from '#contract/query-params';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { rateConfirmedResult, recomputeRatings } from '#server/ratings/ratings-repository';
import { publishEvent } from '#server/realtime/events';
import { refuseIfBlocked } from '../blocks/block-state';
import { profileExists } from '../conversations/conversations-repository';
import { checkGameResult } from './game-result';
import { notifyMatchChange, notifyWithdrawRequest } from './match-notifications';
import {
  countResult,
  findMatch,
  hasPendingDuplicate,
  insertMatch,
  listMatches,
  markWithdrawal,
  setMatchStatus,
  setWithdrawn,
} from './matches-repository';

const notFound = () => new ApiError(404, 'match_not_found', 'No such match');

function announce(tx: Queryable, match: Match, status: MatchStatus) {
  return publishEvent(tx, {
    kind: 'match',
    matchId: match.id,
    status,
    userIds: playerIds(match),
  });
}

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/matches',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Record a match result',
        body: matchBodySchema,
        response: { 201: matchSchema },
        errors: {
          400: ['own_match'],
          403: ['blocked', 'forbidden'],
          404: ['user_not_found', 'open_match_not_found'],
          409: ['match_duplicate', 'game_not_started', 'game_cancelled', 'game_result_exists'],
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      const { opponentId, partnerId, opponentPartnerId, openMatchId, playedOn, sets } =
        request.body;
      const now = app.clock.now();
      // A game's result is played on the game's date, once it has started: checked with it.
      if (!openMatchId && playedOnProblem(playedOn, now)) {
        throw new ApiError(400, 'validation', 'Some fields are not valid', {
          playedOn: 'in_future',
        });
      }
      const others = [opponentId, partnerId, opponentPartnerId].filter(
        (id): id is string => id !== undefined,
      );
      if (others.includes(me)) {
        throw new ApiError(400, 'own_match', 'You cannot record a match against yourself');
      }
      for (const id of others) {
        if (!(await profileExists(app.db, id))) {
          throw new ApiError(404, 'user_not_found', 'No such player');
        }
      }
      for (const id of others) await refuseIfBlocked(app.db, me, id);
      const score = analyseScore(sets);
      if (!score.ok) throw new Error('sets passed the schema but not the analysis');
      const partners =
        partnerId && opponentPartnerId
          ? { reporter: partnerId, opponent: opponentPartnerId }
          : undefined;
      await app.limitWrite(request, 'matchResult');
      const match = await app.db.transaction(async (tx) => {
        if (openMatchId) {
          await checkGameResult(
            tx,
            openMatchId,
            me,
            { opponentId, partnerId, opponentPartnerId, playedOn },
            now,
          );
        }
        if (!partners) {
          // The same result twice from either player, unanswered: one of them is a slip.
          const pair = [me, opponentId].sort().join(':');
          await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`match:${pair}`]);
          if (await hasPendingDuplicate(tx, { reporterId: me, opponentId, playedOn, sets })) {
            throw new ApiError(
              409,
              'match_duplicate',
              'This result is already recorded and waits for an answer',
            );
          }
        }
        const id = await insertMatch(
          tx,
          {
            reporterId: me,
            opponentId,
            playedOn,
            sets,
            winnerId: score.winner === 'reporter' ? me : opponentId,
            openMatchId,
            partners,
          },
          now,
        );
        const created = await findMatch(tx, id);
        if (!created) throw notFound();
        await announce(tx, created, 'pending');
        await notifyMatchChange(tx, created, now);
        return created;
      });
      return reply.code(201).send(match);
    },
  );

  app.get(
    '/api/my/matches',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List my match results',
        querystring: myMatchesQuerySchema,
        response: { 200: matchesPageSchema },
      },
    },
    (request) => listMatches(app.db, signedInUser(request).id, request.query),
  );

  /**
   * An opponent's answer (in doubles, either player of the other team), once: the row lock makes
   * a second, parallel answer wait and fail.
   */
  function answer(matchId: string, me: string, status: 'confirmed' | 'disputed') {
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      const match = await findMatch(tx, matchId, true);
      const mySide = match && sideOf(match, me);
      if (!match || !mySide) throw notFound();
      if (mySide !== 'opponent') {
        throw new ApiError(403, 'forbidden', 'Only the opponent can confirm or dispute');
      }
      // A result whose recorder deleted their account is not pending: it went with them.
      const reporterId = match.reporter.id;
      if (match.status !== 'pending' || !reporterId) {
        throw new ApiError(409, 'match_not_pending', `This result is already ${match.status}`);
      }
      // Confirming needs no block between them; disputing is always possible.
      if (status === 'confirmed') await refuseIfBlocked(tx, me, reporterId);
      await setMatchStatus(tx, match.id, status, now);
      if (status === 'confirmed') {
        const winners = match.winnerId === reporterId ? 'reporter' : 'opponent';
        await countResult(tx, teamIds(match, winners), teamIds(match, otherSide(winners)));
        // Doubles count in the records but move no rating (docs/decisions/044).
        if (!match.reporterPartner) {
          await rateConfirmedResult(tx, {
            id: match.id,
            reporterId,
            opponentId: me,
            winnerId: match.winnerId,
          });
        }
      }
      await announce(tx, match, status);
      const updated = await findMatch(tx, match.id);
      if (!updated) throw notFound();
      await notifyMatchChange(tx, updated, now, me);
      return updated;
    });
  }

  const answerSchema = { params: idParamsSchema, response: { 200: matchSchema } };
  app.post(
    '/api/matches/:id/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        ...answerSchema,
        summary: 'Confirm a match result recorded against me',
        errors: {
          403: ['forbidden', 'blocked'],
          404: ['match_not_found'],
          409: ['match_not_pending'],
        },
      },
    },
    (request) => answer(request.params.id, signedInUser(request).id, 'confirmed'),
  );
  app.post(
    '/api/matches/:id/dispute',
    {
      onRequest: app.requireUser,
      schema: {
        ...answerSchema,
        summary: 'Dispute a match result recorded against me',
        // No block check: disputing stays possible whoever blocked whom.
        errors: { 403: ['forbidden'], 404: ['match_not_found'], 409: ['match_not_pending'] },
      },
    },
    (request) => answer(request.params.id, signedInUser(request).id, 'disputed'),
  );

  /** One player takes back a confirmed result; the second one's request withdraws it. */
  app.post(
    '/api/matches/:id/withdraw',
    {
      onRequest: app.requireUser,
      schema: {
        ...answerSchema,
        summary: 'Withdraw a confirmed match result (once both sides ask)',
        errors: { 404: ['match_not_found'], 409: ['match_not_confirmed'] },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const now = app.clock.now();
      const seen = await findMatch(app.db, request.params.id);
      if (!seen || !sideOf(seen, me)) throw notFound();
      await app.limitWrite(request, 'matchResult');
      return app.db.transaction(async (tx) => {
        const match = await findMatch(tx, request.params.id, true);
        const side = match && sideOf(match, me);
        if (!match || !side) throw notFound();
        if (match.status !== 'confirmed') {
          throw new ApiError(
            409,
            'match_not_confirmed',
            'Only a confirmed result can be withdrawn',
          );
        }
        if (await markWithdrawal(tx, match.id, side, now)) {
          await setWithdrawn(tx, match.id, now);
          // Ratings, wins and losses again from the results that stay.
          await recomputeRatings(tx);
        } else if (!match.withdrawnBy.includes(me)) {
          await notifyWithdrawRequest(tx, match, me, now);
        }
        const updated = await findMatch(tx, match.id);
        if (!updated) throw notFound();
        await announce(tx, updated, updated.status);
        return updated;
      });
    },
  );
};
