import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playerDetailSchema,
  playersPageSchema,
  playersQuerySchema,
} from '../../../contract/players';
import { idParamsSchema } from '../../../contract/query-params';
import { ApiError } from '../../lib/api-error';
import { findPublicPlayer, listPlayers } from './players-repository';

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players',
    { schema: { querystring: playersQuerySchema, response: { 200: playersPageSchema } } },
    (request) => listPlayers(app.db, request.query),
  );

  app.get(
    '/api/players/:id',
    { schema: { params: idParamsSchema, response: { 200: playerDetailSchema } } },
    async (request) => {
      const player = await findPublicPlayer(app.db, request.params.id);
      if (!player) throw new ApiError(404, 'user_not_found', 'No such player');
      return player;
    },
  );
};
