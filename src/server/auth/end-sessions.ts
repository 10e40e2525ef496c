import type { Queryable } from '#server/db/db';
import { publishEvent } from '#server/realtime/events';

/**
 * Ends sessions of one user, every live one, those named, or every one but `exceptSessionId`,
 * and closes their sockets at once on every server process (a NOTIFY each realtime hub hears
 * on commit; each socket of the user checks its session and closes if it ended). Their access
 * tokens stop working at the same moment (live-sessions.ts). Sign-out, a password reset or
 * change, a replayed refresh token, suspending and deleting an account end sessions through
 * here. Returns how many were live.
 */
export async function endSessions(
  tx: Queryable,
  target: { userId: string; sessionIds?: string[]; exceptSessionId?: string },
  now: Date,
): Promise<number> {
  const ended = await tx.query(
    `update sessions set revoked_at = $2
     where user_id = $1 and revoked_at is null and ($3::uuid[] is null or id = any($3::uuid[]))
       and ($4::uuid is null or id <> $4::uuid)
     returning id`,
    [target.userId, now, target.sessionIds ?? null, target.exceptSessionId ?? null],
  );
  await publishEvent(tx, { kind: 'sessions_ended', userIds: [target.userId] });
  return ended.length;
}
