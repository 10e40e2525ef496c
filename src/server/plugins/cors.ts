import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls to the API, only from the origins an operator named (CORS_ORIGINS); with
 * none, no response carries Access-Control-Allow-Origin and a preflight finds no route, so
 * browsers keep other sites' pages from reading the API. Sessions travel in the Authorization
 * header, never in cookies: no credentials mode is needed.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    if (options.origins.length === 0) return;
    await app.register(cors, {
      origin: options.origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['accept', 'authorization', 'content-type'],
      exposedHeaders: ['retry-after'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
