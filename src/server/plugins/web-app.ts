import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that is not a file falls back to index.html for client routing.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string }) => {
  if (!existsSync(join(opts.webRoot, 'index.html'))) {
    app.log.warn(`No built web app in ${opts.webRoot}; run "npm run build" to serve the pages`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webRoot,
    wildcard: true,
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(opts.webRoot, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${path}` },
      });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
