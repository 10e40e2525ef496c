import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/db';
import { errorsPlugin, sendNotFound } from './plugins/errors';
import { webAppPlugin } from './plugins/web-app';
import { courtsRoutes } from './routes/courts/courts-routes';
import { healthRoutes } from './routes/health/health-routes';
import { playersRoutes } from './routes/players/players-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface AppOptions {
  db: Db;
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per address across the API. */
  rateLimitPerMinute?: number;
}

/** Registers plugins and routes; never listens. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
  });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  await app.register(healthRoutes);
  await app.register(courtsRoutes);
  await app.register(playersRoutes);
  if (options.webRoot) await app.register(webAppPlugin, { webRoot: options.webRoot });
  else app.setNotFoundHandler(sendNotFound);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
