import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PlayersPage,
  playerDetailSchema,
  playersForYouSchema,
  playersPageSchema,
  playersQuerySchema,
} from '#contract/players';
import { idParamsSchema } from '#contract/query-params';
import { viewerOf } from '#server/auth/viewer';
import { ApiError } from '#server/lib/api-error';
import { writtenJson } from '#server/lib/response-serializer';
import { signedInUser } from '#server/plugins/auth';
import { hasBlocked } from '../blocks/blocks-repository';
import { findPublicPlayer, playersFor, playersPageJson } from './players-repository';

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players',
    {
      schema: {
        summary: 'List players',
        querystring: playersQuerySchema,
        response: { 200: playersPageSchema },
      },
    },
    async (request) =>
      writtenJson<PlayersPage>(
        await playersPageJson(app.db, request.query, await viewerOf(app, request)),
      ),
  );

  app.get(
    '/api/players/for-you',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List the players suggested to the user',
        response: { 200: playersForYouSchema },
      },
    },
    async (request) => ({ items: await playersFor(app.db, signedInUser(request).id) }),
  );

  app.get(
    '/api/players/:id',
    {
      schema: {
        summary: 'Get a player’s public profile',
        params: idParamsSchema,
        response: { 200: playerDetailSchema },
        errors: { 404: ['user_not_found'] },
      },
    },
    async (request) => {
      const player = await findPublicPlayer(app.db, request.params.id);
      const viewer = await viewerOf(app, request);
      // To a player they blocked, the blocker is not there (the blocker still sees the page).
      const hidden = player && viewer && (await hasBlocked(app.db, player.id, viewer));
      if (!player || hidden) throw new ApiError(404, 'user_not_found', 'No such player');
      return player;
    },
  );
};
