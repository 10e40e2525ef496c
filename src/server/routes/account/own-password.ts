import { checkPasswordAttempt } from '#server/auth/password-attempts';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { RateLimiter } from '#server/rate-limits/rate-limiter';
import { findUserById, type StoredUser } from '../auth/users-repository';

/**
 * The signed-in user, once they typed their password again in `field`: counted as a guess at
 * it like a sign-in (auth/password-attempts.ts). A wrong one answers 403 `wrong_password` by
 * the field; too many, 429.
 */
export async function userWithOwnPassword(
  deps: { db: Queryable; limiter: RateLimiter },
  attempt: { userId: string; ip: string; password: string; field: string },
): Promise<StoredUser> {
  const user = await findUserById(deps.db, attempt.userId);
  if (!user) throw new ApiError(401, 'invalid_token', 'The session has ended');
  const right = await checkPasswordAttempt(deps.limiter, {
    email: user.email,
    ip: attempt.ip,
    password: attempt.password,
    passwordHash: user.passwordHash,
  });
  if (!right) {
    throw new ApiError(403, 'wrong_password', 'The password is not right', {
      [attempt.field]: 'wrong_password',
    });
  }
  return user;
}
