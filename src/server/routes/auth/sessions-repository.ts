import { endSessions } from '#server/auth/end-sessions';
import { hashToken, randomToken, successorToken } from '#server/auth/opaque-tokens';
import type { Db, Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** A spent refresh token presented again this soon is a concurrent refresh, not a theft. */
export const REFRESH_GRACE_MS = 10_000;

export interface SessionTokens {
  sessionId: string;
  userId: string;
  refreshToken: string;
}

async function insertRefreshToken(tx: Queryable, sessionId: string, token: string, now: Date) {
  await tx.query(
    `insert into refresh_tokens (token_hash, session_id, issued_at, expires_at)
     values ($1, $2, $3, $4)`,
    [hashToken(token), sessionId, now, new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS)],
  );
}

/** Keeps revoked sessions a day (for support questions), then drops them. */
const KEEP_REVOKED_MS = 24 * 60 * 60_000;

/**
 * Starts a session (a new refresh-token family) for a user who just proved who they are,
 * and drops that user's dead sessions: revoked a day ago, or with every token expired. A
 * suspended account gets none, however it proved itself (password, mailed link): 403.
 */
export async function createSession(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<SessionTokens> {
  const [account] = await tx.query<{ suspended: boolean }>(
    'select suspended_at is not null as suspended from users where id = $1',
    [userId],
  );
  if (account?.suspended) {
    throw new ApiError(403, 'account_suspended', 'An administrator suspended this account');
  }
  await tx.query(
    `delete from sessions s where s.user_id = $1 and (s.revoked_at < $3 or not exists (
       select 1 from refresh_tokens rt where rt.session_id = s.id and rt.expires_at > $2))`,
    [userId, now, new Date(now.getTime() - KEEP_REVOKED_MS)],
  );
  const [session] = await tx.query<{ id: string }>(
    'insert into sessions (user_id, created_at) values ($1, $2) returning id',
    [userId, now],
  );
  if (!session) throw new Error('session insert returned no row');
  const refreshToken = randomToken();
  await insertRefreshToken(tx, session.id, refreshToken, now);
  return { sessionId: session.id, userId, refreshToken };
}

interface TokenState {
  session_id: string;
  user_id: string;
  used_at: Date | null;
  expires_at: Date;
  successor_hash: string | null;
  revoked_at: Date | null;
}

/**
 * Spends a refresh token and returns its successor. A token spent within the grace window
 * yields the same successor again; one spent earlier is a replay, which revokes its whole
 * family. Undefined for every token that gives no session.
 */
export async function rotateRefreshToken(
  db: Db,
  successorKey: string,
  token: string,
  now: Date,
): Promise<SessionTokens | undefined> {
  const tokenHash = hashToken(token);
  const successor = successorToken(successorKey, token);
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx.query<{ session_id: string; user_id: string }>(
      `update refresh_tokens rt set used_at = $2, successor_hash = $3
       from sessions s
       where rt.token_hash = $1 and rt.used_at is null and rt.expires_at > $2
         and s.id = rt.session_id and s.revoked_at is null
       returning rt.session_id, s.user_id`,
      [tokenHash, now, hashToken(successor)],
    );
    if (spent) {
      // Spent tokens are kept until they expire, so a late replay is still recognised.
      await tx.query('delete from refresh_tokens where session_id = $1 and expires_at <= $2', [
        spent.session_id,
        now,
      ]);
      await insertRefreshToken(tx, spent.session_id, successor, now);
      return { sessionId: spent.session_id, userId: spent.user_id, refreshToken: successor };
    }
    const [state] = await tx.query<TokenState>(
      `select rt.session_id, s.user_id, rt.used_at, rt.expires_at, rt.successor_hash, s.revoked_at
       from refresh_tokens rt join sessions s on s.id = rt.session_id
       where rt.token_hash = $1`,
      [tokenHash],
    );
    if (!state || state.revoked_at || !state.used_at) return undefined;
    const spentAgoMs = now.getTime() - new Date(state.used_at).getTime();
    if (spentAgoMs <= REFRESH_GRACE_MS && state.successor_hash === hashToken(successor)) {
      return { sessionId: state.session_id, userId: state.user_id, refreshToken: successor };
    }
    await endSessions(tx, { userId: state.user_id, sessionIds: [state.session_id] }, now);
    return undefined;
  });
  return outcome;
}
