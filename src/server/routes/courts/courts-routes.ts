import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courtsPageSchema, courtsQuerySchema } from '../../../contract/courts';
import { listCourts } from './courts-repository';

export const courtsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courts',
    { schema: { querystring: courtsQuerySchema, response: { 200: courtsPageSchema } } },
    (request) => listCourts(app.db, request.query),
  );
};
