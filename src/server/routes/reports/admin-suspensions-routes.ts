import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/query-params';
import { suspendedAccountsListSchema } from '#contract/reports';
import { ApiError } from '#server/lib/api-error';
import { liftSuspension } from './moderation';
import { listSuspendedAccounts } from './suspensions-repository';

/** The suspended accounts, and lifting a suspension (contract/reports.ts). */
export const adminSuspensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/suspensions',
    { onRequest: app.requireAdmin, schema: { response: { 200: suspendedAccountsListSchema } } },
    async () => ({ items: await listSuspendedAccounts(app.db) }),
  );

  app.post(
    '/api/admin/suspensions/:id/lift',
    { onRequest: app.requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const lifted = await app.db.transaction((tx) => liftSuspension(tx, request.params.id));
      if (!lifted) {
        throw new ApiError(404, 'suspension_not_found', 'This account is not suspended');
      }
      return reply.code(204).send();
    },
  );
};
