import { PAGE_SIZE, PARTNER_REQUEST_TTL_DAYS } from '#contract/constants';
import { type Cursor, encodeCursor } from '#contract/cursor';
import type {
  PartnerRequest,
  PartnerRequestStatus,
  PartnerRequestsPage,
} from '#contract/partner-requests';
import type { Queryable } from '#server/db/db';
import { SqlParams } from '#server/lib/sql-params';
import { blockedPeersOf } from '../blocks/blocks-repository';

interface PartnerRequestRow {
  id: string;
  author_id: string;
  author_name: string;
  skill_level: PartnerRequest['level'];
  district: PartnerRequest['district'];
  preferred_time: string;
  message: string | null;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}

const SELECT = `
  select r.id, r.author_id, p.name as author_name, r.skill_level, r.district, r.preferred_time,
    r.message, r.created_at, r.expires_at, r.closed_at
  from partner_requests r join profiles p on p.id = r.author_id`;

const iso = (value: Date) => new Date(value).toISOString();

function statusOf(row: PartnerRequestRow, now: Date): PartnerRequestStatus {
  if (row.closed_at) return 'closed';
  return new Date(row.expires_at) <= now ? 'expired' : 'open';
}

function toPartnerRequest(row: PartnerRequestRow, now: Date): PartnerRequest {
  return {
    id: row.id,
    author: { id: row.author_id, name: row.author_name },
    level: row.skill_level,
    district: row.district,
    preferredTime: row.preferred_time,
    message: row.message,
    status: statusOf(row, now),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    closedAt: row.closed_at ? iso(row.closed_at) : null,
  };
}

export interface NewPartnerRequest {
  level: string;
  district: string;
  preferredTime: string;
  message?: string;
}

export async function countOpenRequests(db: Queryable, authorId: string, now: Date) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from partner_requests
     where author_id = $1 and closed_at is null and expires_at > $2`,
    [authorId, now],
  );
  return row?.n ?? 0;
}

export async function insertPartnerRequest(
  db: Queryable,
  authorId: string,
  input: NewPartnerRequest,
  now: Date,
): Promise<PartnerRequest> {
  const expiresAt = new Date(now.getTime() + PARTNER_REQUEST_TTL_DAYS * 86_400_000);
  const [row] = await db.query<PartnerRequestRow>(
    `with inserted as (
       insert into partner_requests
         (author_id, skill_level, district, preferred_time, message, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning *)
     ${SELECT.replace('partner_requests r', 'inserted r')}`,
    [
      authorId,
      input.level,
      input.district,
      input.preferredTime,
      input.message || null,
      now,
      expiresAt,
    ],
  );
  if (!row) throw new Error('partner request insert returned no row');
  return toPartnerRequest(row, now);
}

export async function findPartnerRequest(
  db: Queryable,
  id: string,
  now: Date,
): Promise<PartnerRequest | undefined> {
  const [row] = await db.query<PartnerRequestRow>(`${SELECT} where r.id = $1`, [id]);
  return row && toPartnerRequest(row, now);
}

/** Closes the request if it is still open; false when it was closed or expired meanwhile. */
export async function closePartnerRequest(db: Queryable, id: string, authorId: string, now: Date) {
  const rows = await db.query(
    `update partner_requests set closed_at = $3
     where id = $1 and author_id = $2 and closed_at is null and expires_at > $3 returning id`,
    [id, authorId, now],
  );
  return rows.length > 0;
}

export interface PartnerRequestFilter {
  district?: string;
  level?: string;
  /** The author's own requests, whatever their state; otherwise the open board. */
  authorId?: string;
  /** The board as this signed-in player sees it: without the players of their blocks. */
  viewerId?: string | null;
  cursor?: Cursor | undefined;
}

/**
 * Whether request `r` is on the public board at `now` (a placeholder): open, not hidden by a
 * moderator, and its author's profile neither hidden nor their account suspended.
 */
export function onTheBoard(now: string): string {
  return `r.closed_at is null and r.expires_at > ${now} and r.hidden_at is null
    and not exists (select 1 from profiles hp where hp.id = r.author_id and hp.hidden_at is not null)
    and not exists (select 1 from users u where u.id = r.author_id and u.suspended_at is not null)`;
}

export async function listPartnerRequests(
  db: Queryable,
  filter: PartnerRequestFilter,
  now: Date,
): Promise<PartnerRequestsPage> {
  const params = new SqlParams();
  const where: string[] = [];
  if (filter.authorId) where.push(`r.author_id = ${params.add(filter.authorId)}`);
  else {
    where.push(onTheBoard(params.add(now)));
  }
  if (filter.viewerId)
    where.push(`r.author_id not in ${blockedPeersOf(params.add(filter.viewerId))}`);
  if (filter.district) where.push(`r.district = ${params.add(filter.district)}`);
  if (filter.level) where.push(`r.skill_level = ${params.add(filter.level)}`);
  const countWhere = where.join(' and ');
  const countParams = [...params.values];
  const after = filter.cursor;
  if (after) {
    where.push(
      `(r.created_at, r.id) < (${params.add(new Date(after[0]))}::timestamptz, ${params.add(after[1])}::uuid)`,
    );
  }
  const [rows, [count]] = await Promise.all([
    db.query<PartnerRequestRow>(
      `${SELECT} where ${where.join(' and ')}
       order by r.created_at desc, r.id desc limit ${PAGE_SIZE + 1}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from partner_requests r where ${countWhere}`,
      countParams,
    ),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => toPartnerRequest(row, now)),
    total: count?.total ?? 0,
    nextCursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor(new Date(last.created_at).getTime(), last.id)
        : null,
  };
}
