import type { Queryable } from '#server/db/db';
import { spendAllEmailTokens } from '../auth/email-tokens-repository';

export interface EmailChange {
  newEmail: string;
  requestedAt: Date;
}

/** The address change the user asked for last, while it waits for its link. */
export async function findEmailChange(
  db: Queryable,
  userId: string,
): Promise<EmailChange | undefined> {
  const [row] = await db.query<{ new_email: string; requested_at: Date }>(
    'select new_email, requested_at from email_changes where user_id = $1',
    [userId],
  );
  return row && { newEmail: row.new_email, requestedAt: new Date(row.requested_at) };
}

/** Records a request; it replaces an earlier one, whose link stops working. */
export async function saveEmailChange(
  tx: Queryable,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<void> {
  await spendAllEmailTokens(tx, userId, 'change_email', now);
  await tx.query(
    `insert into email_changes (user_id, new_email, requested_at) values ($1, $2, $3)
     on conflict (user_id) do update set new_email = excluded.new_email,
       requested_at = excluded.requested_at`,
    [userId, newEmail, now],
  );
}

/**
 * Forgets the user's waiting change and spends its links: once it is made, or when the
 * password changes (whoever asked for it may have known the old one).
 */
export async function dropEmailChange(tx: Queryable, userId: string, now: Date): Promise<void> {
  await spendAllEmailTokens(tx, userId, 'change_email', now);
  await tx.query('delete from email_changes where user_id = $1', [userId]);
}
