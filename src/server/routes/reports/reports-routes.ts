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
      schema: { body: reportBodySchema, response: { 200: reportSchema, 201: reportSchema } },
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
