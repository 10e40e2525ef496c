import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playersPageSchema, playersQuerySchema } from '../../../contract/players';
import { listPlayers } from './players-repository';

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players',
    { schema: { querystring: playersQuerySchema, response: { 200: playersPageSchema } } },
    (request) => listPlayers(app.db, request.query),
  );
};
