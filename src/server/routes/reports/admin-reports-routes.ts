import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/query-params';
import {
  type AdminReport,
  adminReportSchema,
  adminReportsListSchema,
  type ReportAction,
} from '#contract/reports';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { hideContent, suspendAccount } from './moderation';
import { findAdminReport, listOpenReports, resolveReports } from './reports-repository';

const reportNotFound = () => new ApiError(404, 'report_not_found', 'No such report');

/** The administrators' queue of open reports and their three answers (contract/reports.ts). */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports',
    {
      onRequest: app.requireAdmin,
      schema: { summary: 'List the open reports', response: { 200: adminReportsListSchema } },
    },
    async () => ({ items: await listOpenReports(app.db) }),
  );

  /** One answer, once: the report is locked, so a second answer sees the first. */
  async function answer(reportId: string, adminId: string, action: ReportAction) {
    const now = app.clock.now();
    const found = await findAdminReport(app.db, reportId);
    if (!found) throw reportNotFound();
    const accountId = found.targetUser?.id;
    if (action === 'suspend') {
      if (!accountId) {
        throw new ApiError(409, 'nobody_to_suspend', 'No account is behind this content');
      }
      if (await app.isAdmin(accountId)) {
        throw new ApiError(409, 'cannot_suspend_admin', 'An administrator is not suspended');
      }
    }
    return app.db.transaction(async (tx): Promise<AdminReport> => {
      const report = await findAdminReport(tx, reportId, { lock: true });
      if (!report) throw reportNotFound();
      if (report.status !== 'open') {
        throw new ApiError(409, 'report_not_open', `This report is already ${report.status}`);
      }
      const target = { kind: report.kind, targetId: report.targetId };
      if (action === 'dismiss') {
        await resolveReports(tx, target, 'dismissed', adminId, now);
      } else if (action === 'hide') {
        await hideContent(tx, report.kind, report.targetId, now);
        await resolveReports(tx, target, 'hidden', adminId, now);
      } else if (accountId) {
        await suspendAccount(tx, accountId, now);
        await resolveReports(tx, { ...target, userId: accountId }, 'suspended', adminId, now);
      }
      const answered = await findAdminReport(tx, reportId);
      if (!answered) throw reportNotFound();
      return answered;
    });
  }

  const action = { params: idParamsSchema, response: { 200: adminReportSchema } };
  const refusals = { 404: ['report_not_found'], 409: ['report_not_open'] } as const;
  app.post(
    '/api/admin/reports/:id/dismiss',
    {
      onRequest: app.requireAdmin,
      schema: { ...action, summary: 'Dismiss a report', errors: refusals },
    },
    (request) => answer(request.params.id, signedInUser(request).id, 'dismiss'),
  );
  app.post(
    '/api/admin/reports/:id/hide',
    {
      onRequest: app.requireAdmin,
      schema: { ...action, summary: 'Hide the reported content', errors: refusals },
    },
    (request) => answer(request.params.id, signedInUser(request).id, 'hide'),
  );
  // The account's sessions end in the transaction; its open sockets end at their next
  // heartbeat, when their access token no longer verifies.
  app.post(
    '/api/admin/reports/:id/suspend',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...action,
        summary: 'Suspend the account behind the reported content',
        errors: {
          ...refusals,
          409: [...refusals[409], 'nobody_to_suspend', 'cannot_suspend_admin'],
        },
      },
    },
    (request) => answer(request.params.id, signedInUser(request).id, 'suspend'),
  );
};
