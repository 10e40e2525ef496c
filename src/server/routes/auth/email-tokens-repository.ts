import { EMAIL_CHANGE_LINK_HOURS } from '#contract/account';
import { hashToken, randomToken } from '#server/auth/opaque-tokens';
import type { Queryable } from '#server/db/db';

export type EmailTokenPurpose = 'confirm_email' | 'reset_password' | 'change_email';

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
  change_email: EMAIL_CHANGE_LINK_HOURS * 60 * 60_000,
};

/**
 * Makes a link token; only its hash is stored. Returns the token to put in the mail. A
 * `change_email` token names the address it is mailed to (`newEmail`).
 */
export async function createEmailToken(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken();
  await db.query('delete from email_tokens where user_id = $1 and expires_at <= $2', [userId, now]);
  await db.query(
    `insert into email_tokens (token_hash, user_id, purpose, created_at, expires_at, new_email)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      userId,
      purpose,
      now,
      new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
      newEmail,
    ],
  );
  return token;
}

/** Spends a live `change_email` token: its user and the address it was mailed to. */
export async function consumeEmailChangeToken(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await tx.query<{ user_id: string; new_email: string }>(
    `update email_tokens set used_at = $2
     where token_hash = $1 and purpose = 'change_email' and used_at is null and expires_at > $2
     returning user_id, new_email`,
    [hashToken(token), now],
  );
  return row && { userId: row.user_id, newEmail: row.new_email };
}

/** Spends a live token of that purpose; the user id, or undefined for a used, expired or unknown one. */
export async function consumeEmailToken(
  tx: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx.query<{ user_id: string }>(
    `update email_tokens set used_at = $3
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
     returning user_id`,
    [hashToken(token), purpose, now],
  );
  return row?.user_id;
}

/** Whether a token would be accepted now, without spending it. */
export async function isEmailTokenLive(
  db: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from email_tokens
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3`,
    [hashToken(token), purpose, now],
  );
  return rows.length > 0;
}

/** Spends every other live token of that purpose (after a confirmation or a reset). */
export async function spendAllEmailTokens(
  tx: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  await tx.query(
    `update email_tokens set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null`,
    [userId, purpose, now],
  );
}

/**
 * Whether a live, unused link of that purpose was made for the user since `since`: then its
 * mail went out (a failed send deletes its token) and still works.
 */
export async function hasLiveEmailTokenSince(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  since: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from email_tokens
     where user_id = $1 and purpose = $2 and used_at is null and expires_at > $4
       and created_at > $3
     limit 1`,
    [userId, purpose, since, now],
  );
  return rows.length > 0;
}

/** Takes back a token whose mail could not be sent. */
export async function deleteEmailToken(db: Queryable, token: string) {
  await db.query('delete from email_tokens where token_hash = $1', [hashToken(token)]);
}
