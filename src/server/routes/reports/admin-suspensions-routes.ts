import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#contract/query-params';
import { suspendedAccountsListSchema } from '#contract/reports';
import { ApiError } from '#server/lib/api-error';
import { liftSuspension } from './moderation';
import { listSuspendedAccounts } from './suspensions-repository';

/** The suspended accounts, and lifting a suspension (contract/reports.ts). */
export const adminSuspensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/suspensions',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List the suspended accounts',
        response: { 200: suspendedAccountsListSchema },
      },
    },
    async () => ({ items: await listSuspendedAccounts(app.db) }),
  );

  app.post(
    '/api/admin/suspensions/:id/lift',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Lift an account’s suspension',
        params: idParamsSchema,
        response: { 204: z.null() },
        errors: { 404: ['suspension_not_found'] },
      },
    },
    async (request, reply) => {
      const lifted = await app.db.transaction((tx) => liftSuspension(tx, request.params.id));
      if (!lifted) {
        throw new ApiError(404, 'suspension_not_found', 'This account is not suspended');
      }
      return reply.code(204).send(null);
    },
  );
};
