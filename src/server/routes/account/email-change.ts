import type { Db } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { RateLimiter } from '#server/rate-limits/rate-limiter';
import { RATE_RULES } from '#server/rate-limits/rate-rules';
import { consumeEmailChangeToken, spendAllEmailTokens } from '../auth/email-tokens-repository';
import type { StoredUser } from '../auth/users-repository';
import { queueEmailChangedNotice, queueEmailChangeMails } from './email-change-mails';
import { dropEmailChange, findEmailChange, saveEmailChange } from './email-changes-repository';

const UNIQUE_VIOLATION = '23505';

const invalidToken = () =>
  new ApiError(401, 'invalid_token', 'The link or token has expired or was already used');

/**
 * Asks for `newEmail` to become the user's address: a link to it, a notice to the current one
 * (email-change-mails.ts). Nothing else changes, and the answer is the same whether or not the
 * address has an account. Counted per account, and per mailbox and address like the other
 * mails one asks for.
 */
export async function requestEmailChange(
  deps: { db: Db; limiter: RateLimiter },
  request: { user: StoredUser; newEmail: string; ip: string; now: Date },
): Promise<void> {
  const { user, newEmail, ip, now } = request;
  if (newEmail === user.email) {
    throw new ApiError(400, 'validation', 'This is the address the account has', {
      newEmail: 'same_email',
    });
  }
  await deps.limiter.hit([
    { rule: RATE_RULES.emailChangePerAccount, key: user.id },
    { rule: RATE_RULES.mailPerEmailAndAddress, key: `${newEmail}|${ip}` },
    { rule: RATE_RULES.mailPerAddress, key: ip },
  ]);
  await deps.db.transaction(async (tx) => {
    await saveEmailChange(tx, user.id, newEmail, now);
    await queueEmailChangeMails(tx, { userId: user.id, currentEmail: user.email, newEmail }, now);
  });
}

/**
 * Opens a change link: the account takes the address the link was sent to, if that is still
 * the change it waits for and no other account took the address meanwhile (409
 * `email_taken`). Links mailed to the old address (a reset) stop working.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string }> {
  return db.transaction(async (tx) => {
    const spent = await consumeEmailChangeToken(tx, token, now);
    if (!spent) throw invalidToken();
    const { userId, newEmail } = spent;
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const waiting = await findEmailChange(tx, userId);
    if (waiting?.newEmail !== newEmail) throw invalidToken();
    const [old] = await tx.query<{ email: string }>('select email from users where id = $1', [
      userId,
    ]);
    if (!old) throw invalidToken();
    // Taken meanwhile (a sign-up, another change); of two taking it at once, the unique index
    // refuses the second.
    const taken = await tx.query('select 1 from users where email = $1', [newEmail]);
    if (taken.length > 0) throw emailTaken();
    await tx
      .query('update users set email = $2, updated_at = $3 where id = $1', [userId, newEmail, now])
      .catch((error: { code?: string }) => {
        throw error.code === UNIQUE_VIOLATION ? emailTaken() : error;
      });
    await dropEmailChange(tx, userId, now);
    await spendAllEmailTokens(tx, userId, 'reset_password', now);
    await spendAllEmailTokens(tx, userId, 'confirm_email', now);
    await queueEmailChangedNotice(tx, { userId, oldEmail: old.email, newEmail }, now);
    return { userId, email: newEmail };
  });
}

export const emailTaken = () =>
  new ApiError(409, 'email_taken', 'Another account uses this address now');
