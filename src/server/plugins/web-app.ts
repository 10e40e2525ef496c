import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that is not a file falls back to index.html for client routing.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string }) => {
  await app.register(fastifyStatic, {
    root: opts.webRoot,
    wildcard: true,
    index: ['index.html'],
    setHeaders(res, path) {
      const immutable = path.includes(`${join(opts.webRoot, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return sendNotFound(request, reply);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
