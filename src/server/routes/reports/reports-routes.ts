import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportBodySchema, reportSchema } from '#contract/reports';
import { signedInUser } from '#server/plugins/auth';
import { reportTarget } from './report-targets';
import { findOpenReport, insertReport } from './reports-repository';

/** POST /api/reports: a player reports content they can see (contract/reports.ts). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Report content to the administrators',
        body: reportBodySchema,
        // 200: the reporter's open report of the same content, sent again.
        response: { 200: reportSchema, 201: reportSchema },
        errors: {
          400: ['own_content'],
          // The kind's own code, for content that does not exist or the reporter cannot see.
          404: [
            'user_not_found',
            'message_not_found',
            'partner_request_not_found',
            'court_not_found',
            'review_not_found',
          ],
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      const { kind, targetId, reason, note } = request.body;
      const now = app.clock.now();
      const target = await reportTarget(app.db, kind, targetId, me, now);
      // A repeat answers with the first report, and counts against no limit.
      const open = await findOpenReport(app.db, me, kind, targetId);
      if (open) return reply.code(200).send(open);
      await app.limitWrite(request, 'report');
      const report = await insertReport(
        app.db,
        {
          reporterId: me,
          kind,
          targetId,
          targetUserId: target.userId,
          targetText: target.text,
          reason,
          note,
        },
        now,
      );
      if (report) return reply.code(201).send(report);
      // The same report sent twice at once: the other one was stored first.
      const first = await findOpenReport(app.db, me, kind, targetId);
      if (!first) throw new Error('report neither inserted nor found');
      return reply.code(200).send(first);
    },
  );
};
