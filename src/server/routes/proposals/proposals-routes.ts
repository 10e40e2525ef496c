import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { proposalDismissSchema, proposalsSchema } from '#contract/proposals';
import { sofiaDate, weekStartOf } from '#contract/sofia-time';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { gamesThatFitWeek, proposalsFor } from './proposals';
import { dismissProposal } from './proposals-repository';

/** Partners proposed to the signed-in player for the week, and 'Not this one'. */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/proposals',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List partners proposed to me for the next seven days',
        response: { 200: proposalsSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const now = app.clock.now();
      const proposals = await proposalsFor(app.db, userId, now);
      return { ...proposals, games: await gamesThatFitWeek(app.db, userId, now) };
    },
  );

  app.post(
    '/api/me/proposals/dismissals',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Hide a proposed partner until the week ends',
        body: proposalDismissSchema,
        response: { 204: z.null() },
        errors: { 404: ['user_not_found'] },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { playerId } = request.body;
      const [other] = await app.db.query('select 1 from profiles where id = $1', [playerId]);
      if (!other || playerId === userId) {
        throw new ApiError(404, 'user_not_found', 'No such player');
      }
      await dismissProposal(app.db, userId, playerId, weekStartOf(sofiaDate(app.clock.now())));
      return reply.code(204).send(null);
    },
  );
};
