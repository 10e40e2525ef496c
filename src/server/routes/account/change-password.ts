import { endSessions } from '#server/auth/end-sessions';
import { assertStrongPassword } from '#server/auth/password-policy';
import { hashPassword } from '#server/auth/passwords';
import type { Db } from '#server/db/db';
import { spendAllEmailTokens } from '../auth/email-tokens-repository';
import { updatePasswordHash } from '../auth/users-repository';
import { dropEmailChange } from './email-changes-repository';
import { queuePasswordChangedNotice } from './password-changed-mail';

/**
 * Sets a new password (the sign-up rules, 422 weak_password by `newPassword`) and ends every
 * other session of the user, whose sockets close at once; `sessionId`, the one asking, stays.
 * Reset links not yet used stop working, and so does a waiting change of address: whoever
 * knew the old password may have asked for it. The owner is told by mail.
 */
export async function changePassword(
  db: Db,
  user: { id: string; sessionId: string },
  newPassword: string,
  now: Date,
): Promise<void> {
  assertStrongPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await spendAllEmailTokens(tx, user.id, 'reset_password', now);
    await dropEmailChange(tx, user.id, now);
    await endSessions(tx, { userId: user.id, exceptSessionId: user.sessionId }, now);
    await queuePasswordChangedNotice(tx, user.id, now);
  });
}
