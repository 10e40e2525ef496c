import type { Report, ReportBody } from '#contract/reports';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/** POST /api/reports: the first report of this content by this player, or the open one. */
export function sendReport(body: ReportBody): Promise<Report> {
  return apiFetch<Report>('/api/reports', jsonBody(body));
}
