import type { SuspendedAccount } from '#contract/reports';
import type { Queryable } from '#server/db/db';

interface SuspendedAccountRow {
  id: string;
  name: string;
  email: string | null;
  suspended_at: Date;
}

/** The suspended accounts, the latest suspension first. */
export async function listSuspendedAccounts(db: Queryable): Promise<SuspendedAccount[]> {
  const rows = await db.query<SuspendedAccountRow>(
    `select u.id, p.name, u.email, u.suspended_at
     from users u join profiles p on p.id = u.id
     where u.suspended_at is not null
     order by u.suspended_at desc, u.id
     limit 200`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    suspendedAt: new Date(row.suspended_at).toISOString(),
  }));
}
