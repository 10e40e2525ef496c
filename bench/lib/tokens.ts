import { createAccessTokens } from '#server/auth/access-tokens';
import type { Queryable } from '#server/db/db';
import { systemClock } from '#server/lib/clock';

/**
 * Access tokens for many users without signing each one in: a session row per user, then a JWT
 * signed with the server's JWT_SECRET by the server's own token code. (Signing in 2,000 users
 * would spend ~20 s in argon2 and measure sign-in, not chat; the bench signs one user in through
 * the API to check the stored hash works.)
 */
export async function mintAccessTokens(
  db: Queryable,
  jwtSecret: string,
  userIds: string[],
): Promise<Map<string, string>> {
  const sessions = await db.query<{ id: string; user_id: string }>(
    `insert into sessions (user_id, created_at) select u, now() from unnest($1::uuid[]) u
     returning id, user_id`,
    [userIds],
  );
  const tokens = createAccessTokens({ secret: jwtSecret, ttlSeconds: 3600, clock: systemClock });
  const result = new Map<string, string>();
  for (const session of sessions) {
    const issued = await tokens.issue({ userId: session.user_id, sessionId: session.id });
    result.set(session.user_id, issued.token);
  }
  return result;
}

/** A distinct client address per simulated user (the server trusts X-Forwarded-For). */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
