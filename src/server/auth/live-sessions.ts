import type { Queryable } from '../db/db';
import type { AccessTokens } from './access-tokens';

/**
 * Access tokens that stop working the moment their session ends (sign-out, a password reset,
 * a replayed refresh token), not when they expire: one primary-key lookup per verification.
 */
export function onlyLiveSessions(tokens: AccessTokens, db: Queryable): AccessTokens {
  return {
    issue: (claims) => tokens.issue(claims),
    async verify(token) {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      // The session must be the token's user's too: a token naming one user and another's
      // session is forged, whoever signed it.
      const live = await db.query(
        'select 1 from sessions where id = $1 and user_id = $2 and revoked_at is null',
        [claims.sessionId, claims.userId],
      );
      return live.length > 0 ? claims : undefined;
    },
  };
}
