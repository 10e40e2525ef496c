import type { AdminReport, AdminReportsList, ReportAction } from '../../../../contract/reports';
import { apiFetch } from '../../../lib/api-client';

export const adminReportsQueryKey = ['admin-reports'] as const;

/** GET /api/admin/reports: the open reports, oldest first (administrators only). */
export function fetchAdminReports(signal?: AbortSignal): Promise<AdminReportsList> {
  return apiFetch<AdminReportsList>('/api/admin/reports', { signal });
}

/** POST /api/admin/reports/:id/dismiss | hide | suspend. */
export function answerReport(id: string, action: ReportAction): Promise<AdminReport> {
  return apiFetch<AdminReport>(`/api/admin/reports/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
}
