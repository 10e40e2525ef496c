import type { ReportKind } from '#contract/reports';

/** The table that holds each kind of reportable content; each has `id` and `hidden_at`. */
export const CONTENT_TABLES: Record<ReportKind, string> = {
  profile: 'profiles',
  message: 'messages',
  partner_request: 'partner_requests',
  court: 'courts',
  review: 'court_reviews',
};

/** SQL: when the content a report row (`alias`) is about was hidden; null if it is not. */
export function contentHiddenAtSql(alias: string): string {
  const cases = Object.entries(CONTENT_TABLES).map(
    ([kind, table]) =>
      `when '${kind}' then (select x.hidden_at from ${table} x where x.id = ${alias}.target_id)`,
  );
  return `case ${alias}.kind ${cases.join(' ')} end`;
}
