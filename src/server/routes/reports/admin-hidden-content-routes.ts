import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hiddenContentListSchema, hiddenContentParamsSchema } from '#contract/reports';
import { ApiError } from '#server/lib/api-error';
import { listHiddenContent } from './hidden-content-repository';
import { showContent } from './moderation';

/** The hidden content, and showing it again (contract/reports.ts). */
export const adminHiddenContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/hidden',
    {
      onRequest: app.requireAdmin,
      schema: { summary: 'List the hidden content', response: { 200: hiddenContentListSchema } },
    },
    async () => ({ items: await listHiddenContent(app.db) }),
  );

  app.post(
    '/api/admin/hidden/:kind/:id/show',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Show hidden content again',
        params: hiddenContentParamsSchema,
        response: { 204: z.null() },
        errors: { 404: ['hidden_content_not_found'] },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const shown = await app.db.transaction((tx) => showContent(tx, kind, id));
      if (!shown) {
        throw new ApiError(404, 'hidden_content_not_found', 'This content is not hidden');
      }
      return reply.code(204).send(null);
    },
  );
};
