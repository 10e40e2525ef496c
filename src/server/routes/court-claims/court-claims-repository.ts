import type { ClaimStatus, CourtClaim } from '#contract/court-claims';
import type { Queryable } from '#server/db/db';

interface ClaimRow {
  id: string;
  court_id: string;
  court_name: string;
  court_name_en: string | null;
  claimant_id: string;
  claimant_name: string;
  claimant_email: string | null;
  message: string | null;
  status: ClaimStatus;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `
  select cl.id, cl.court_id, c.name as court_name, c.name_en as court_name_en, cl.claimant_id,
    p.name as claimant_name, u.email as claimant_email, cl.message, cl.status, cl.created_at,
    cl.decided_at
  from court_claims cl
  join courts c on c.id = cl.court_id
  join profiles p on p.id = cl.claimant_id
  left join users u on u.id = cl.claimant_id`;

function toClaim(row: ClaimRow, withEmail: boolean): CourtClaim {
  return {
    id: row.id,
    court: { id: row.court_id, name: row.court_name, nameEn: row.court_name_en },
    claimant: {
      id: row.claimant_id,
      name: row.claimant_name,
      ...(withEmail && row.claimant_email ? { email: row.claimant_email } : {}),
    },
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** Stores a pending claim; undefined when this user already has one pending for the court. */
export async function insertClaim(
  tx: Queryable,
  claim: { courtId: string; claimantId: string; message: string | null },
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `insert into court_claims (court_id, claimant_id, message, created_at)
     values ($1, $2, $3, $4)
     on conflict (court_id, claimant_id) where status = 'pending' do nothing
     returning id`,
    [claim.courtId, claim.claimantId, claim.message, now],
  );
  return row?.id;
}

export async function findClaim(
  db: Queryable,
  id: string,
  options: { withEmail?: boolean; lock?: boolean } = {},
): Promise<CourtClaim | undefined> {
  const [row] = await db.query<ClaimRow>(
    `${SELECT} where cl.id = $1${options.lock ? ' for update of cl' : ''}`,
    [id],
  );
  return row && toClaim(row, options.withEmail ?? false);
}

/** The user's own claims, newest first. */
export async function listOwnClaims(db: Queryable, claimantId: string): Promise<CourtClaim[]> {
  const rows = await db.query<ClaimRow>(
    `${SELECT} where cl.claimant_id = $1 order by cl.created_at desc limit 50`,
    [claimantId],
  );
  return rows.map((row) => toClaim(row, false));
}

/** Claims in a state, oldest pending first (the queue), newest decided first (the record). */
export async function listClaims(db: Queryable, status: ClaimStatus): Promise<CourtClaim[]> {
  const order = status === 'pending' ? 'asc' : 'desc';
  const rows = await db.query<ClaimRow>(
    `${SELECT} where cl.status = $1
     order by coalesce(cl.decided_at, cl.created_at) ${order}, cl.id ${order} limit 200`,
    [status],
  );
  return rows.map((row) => toClaim(row, true));
}

export async function decideClaim(
  tx: Queryable,
  id: string,
  status: 'approved' | 'rejected',
  adminId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update court_claims set status = $2, decided_by = $3, decided_at = $4 where id = $1`,
    [id, status, adminId, now],
  );
}

/** The other pending claims for a court just given to someone: rejected; their ids. */
export async function rejectOtherClaims(
  tx: Queryable,
  courtId: string,
  approvedId: string,
  adminId: string,
  now: Date,
): Promise<{ id: string; claimant_id: string }[]> {
  return tx.query<{ id: string; claimant_id: string }>(
    `update court_claims set status = 'rejected', decided_by = $3, decided_at = $4
     where court_id = $1 and id <> $2 and status = 'pending'
     returning id, claimant_id`,
    [courtId, approvedId, adminId, now],
  );
}
