import type {
  AdminReport,
  AdminReportsList,
  HiddenContentList,
  ReportAction,
  ReportKind,
  SuspendedAccountsList,
} from '#contract/reports';
import { apiFetch } from '#web/lib/api-client';

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

export const suspensionsQueryKey = ['admin-suspensions'] as const;

/** GET /api/admin/suspensions: the suspended accounts, the latest first (administrators only). */
export function fetchSuspendedAccounts(signal?: AbortSignal): Promise<SuspendedAccountsList> {
  return apiFetch<SuspendedAccountsList>('/api/admin/suspensions', { signal });
}

/** POST /api/admin/suspensions/:id/lift. */
export async function liftSuspension(id: string): Promise<void> {
  await apiFetch(`/api/admin/suspensions/${encodeURIComponent(id)}/lift`, { method: 'POST' });
}

export const hiddenContentQueryKey = ['admin-hidden-content'] as const;

/** GET /api/admin/hidden: the hidden content, the latest hidden first (administrators only). */
export function fetchHiddenContent(signal?: AbortSignal): Promise<HiddenContentList> {
  return apiFetch<HiddenContentList>('/api/admin/hidden', { signal });
}

/** POST /api/admin/hidden/:kind/:id/show. */
export async function showHiddenContent(kind: ReportKind, id: string): Promise<void> {
  await apiFetch(`/api/admin/hidden/${kind}/${encodeURIComponent(id)}/show`, { method: 'POST' });
}
