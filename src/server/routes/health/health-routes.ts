import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readySchema } from '#contract/health';
import { cachedFreeBytes, hasReserveFree } from '#server/db/storage-space';
import { checkReadiness } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{ storageReserveBytes: number }> = async (
  app,
  options,
) => {
  const path = app.db.storagePath;
  const free = path ? cachedFreeBytes(path) : undefined;
  const hasRoom = async () => !free || hasReserveFree(free, options.storageReserveBytes);

  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Check that the server runs and reaches its database',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await app.db.query('select 1').then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { kind: app.db.kind, ok, latencyMs },
      });
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Check that the server is ready to take requests',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const ready = await checkReadiness(app.db, app.clock.now(), hasRoom);
      if (ready.status !== 'ready') reply.header('retry-after', '10');
      return reply.code(ready.status === 'ready' ? 200 : 503).send(ready);
    },
  );
};
