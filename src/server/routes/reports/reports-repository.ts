import type {
  AdminReport,
  Report,
  ReportKind,
  ReportReason,
  ReportStatus,
} from '#contract/reports';
import type { Queryable } from '#server/db/db';
import { contentHiddenAtSql } from './content-tables';

interface ReportRow {
  id: string;
  kind: ReportKind;
  target_id: string;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  created_at: Date;
}

interface AdminReportRow extends ReportRow {
  target_text: string;
  target_user_id: string | null;
  resolved_at: Date | null;
  reporter_id: string;
  reporter_name: string;
  reporter_email: string | null;
  target_user_name: string | null;
  target_user_email: string | null;
  target_user_suspended: boolean;
  target_hidden: boolean;
}

const iso = (value: Date) => new Date(value).toISOString();

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.target_id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: iso(row.created_at),
  };
}

function toAdminReport(row: AdminReportRow): AdminReport {
  return {
    ...toReport(row),
    targetText: row.target_text,
    reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email },
    targetUser:
      row.target_user_id && row.target_user_name !== null
        ? { id: row.target_user_id, name: row.target_user_name, email: row.target_user_email }
        : null,
    targetHidden: row.target_hidden,
    targetUserSuspended: row.target_user_suspended,
    resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
  };
}

const REPORT_COLUMNS = 'id, kind, target_id, reason, note, status, created_at';

export interface NewReport {
  reporterId: string;
  kind: ReportKind;
  targetId: string;
  targetUserId: string | null;
  targetText: string;
  reason: ReportReason;
  note: string | null;
}

/** The reporter's open report of this content, if any. */
export async function findOpenReport(
  db: Queryable,
  reporterId: string,
  kind: ReportKind,
  targetId: string,
): Promise<Report | undefined> {
  const [row] = await db.query<ReportRow>(
    `select ${REPORT_COLUMNS} from reports
     where reporter_id = $1 and kind = $2 and target_id = $3 and status = 'open'`,
    [reporterId, kind, targetId],
  );
  return row && toReport(row);
}

/** Stores an open report; undefined when the reporter already has one open for the content. */
export async function insertReport(
  db: Queryable,
  report: NewReport,
  now: Date,
): Promise<Report | undefined> {
  const [row] = await db.query<ReportRow>(
    `insert into reports
       (reporter_id, kind, target_id, target_user_id, target_text, reason, note, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (reporter_id, kind, target_id) where status = 'open' do nothing
     returning ${REPORT_COLUMNS}`,
    [
      report.reporterId,
      report.kind,
      report.targetId,
      report.targetUserId,
      report.targetText,
      report.reason,
      report.note,
      now,
    ],
  );
  return row && toReport(row);
}

const ADMIN_SELECT = `
  select r.id, r.kind, r.target_id, r.reason, r.note, r.status, r.created_at, r.target_text,
    r.target_user_id, r.resolved_at, r.reporter_id,
    rp.name as reporter_name, ru.email as reporter_email,
    tp.name as target_user_name, tu.email as target_user_email,
    coalesce(tu.suspended_at is not null, false) as target_user_suspended,
    ${contentHiddenAtSql('r')} is not null as target_hidden
  from reports r
  join profiles rp on rp.id = r.reporter_id
  left join users ru on ru.id = r.reporter_id
  left join profiles tp on tp.id = r.target_user_id
  left join users tu on tu.id = r.target_user_id`;

/** The open reports, oldest first: the administrators' queue. */
export async function listOpenReports(db: Queryable): Promise<AdminReport[]> {
  const rows = await db.query<AdminReportRow>(
    `${ADMIN_SELECT} where r.status = 'open' order by r.created_at, r.id limit 200`,
  );
  return rows.map(toAdminReport);
}

export async function findAdminReport(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdminReport | undefined> {
  const [row] = await db.query<AdminReportRow>(
    `${ADMIN_SELECT} where r.id = $1${options.lock ? ' for update of r' : ''}`,
    [id],
  );
  return row && toAdminReport(row);
}

/**
 * Closes the open reports of one content, or with `userId` also every open report of that
 * account's content, as the administrator's action left them.
 */
export async function resolveReports(
  tx: Queryable,
  target: { kind: ReportKind; targetId: string; userId?: string },
  status: Exclude<ReportStatus, 'open'>,
  adminId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update reports set status = $4, resolved_by = $5, resolved_at = $6
     where status = 'open'
       and ((kind = $1 and target_id = $2) or ($3::uuid is not null and target_user_id = $3))`,
    [target.kind, target.targetId, target.userId ?? null, status, adminId, now],
  );
}
