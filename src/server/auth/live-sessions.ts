import type { Queryable } from '#server/db/db';
import { withGenericPlans } from '#server/db/generic-plans';
import type { AccessClaims, AccessTokens } from './access-tokens';

/** Sessions looked up in one query at most: a heartbeat asks for every open socket's. */
const SESSIONS_PER_QUERY = 1000;

/**
 * Access tokens that stop working the moment their session ends (sign-out, a password reset,
 * a replayed refresh token), not when they expire: one primary-key lookup per verification,
 * one query for many (`verifyMany`).
 */
export function onlyLiveSessions(tokens: AccessTokens, db: Queryable): AccessTokens {
  // A primary-key lookup whatever the ids: on a kept plan (decision 030), planning it was most
  // of its time in the database (0.11-0.15 of 0.13-0.17 ms).
  const sessions = withGenericPlans(db);
  async function liveOnly(claims: (AccessClaims | undefined)[]) {
    const sessionIds = [...new Set(claims.flatMap((c) => (c ? [c.sessionId.toLowerCase()] : [])))];
    const ownerOf = new Map<string, string>();
    for (let i = 0; i < sessionIds.length; i += SESSIONS_PER_QUERY) {
      const rows = await sessions.query<{ id: string; user_id: string }>(
        `select id::text as id, user_id::text as user_id from sessions
         where id = any($1::uuid[]) and revoked_at is null`,
        [sessionIds.slice(i, i + SESSIONS_PER_QUERY)],
      );
      for (const row of rows) ownerOf.set(row.id, row.user_id);
    }
    // The session must be the token's user's too: a token naming one user and another's
    // session is forged, whoever signed it.
    return claims.map((c) =>
      c && ownerOf.get(c.sessionId.toLowerCase()) === c.userId.toLowerCase() ? c : undefined,
    );
  }

  return {
    issue: (claims) => tokens.issue(claims),
    async verify(token) {
      const [claims] = await liveOnly([await tokens.verify(token)]);
      return claims;
    },
    async verifyMany(all) {
      return liveOnly(await tokens.verifyMany(all));
    },
  };
}
