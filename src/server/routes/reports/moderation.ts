import type { ReportKind } from '#contract/reports';
import { endSessions } from '#server/auth/end-sessions';
import type { Queryable } from '#server/db/db';
import { publishEvent } from '#server/realtime/events';
import { CONTENT_TABLES } from './content-tables';

/**
 * Hides reported content, in the administrator's transaction. A message keeps its place in
 * its conversation without its text (its participants' inboxes reload); a partner request is
 * also closed, so it leaves every board at once and frees its author's slot.
 */
export async function hideContent(
  tx: Queryable,
  kind: ReportKind,
  id: string,
  now: Date,
): Promise<void> {
  switch (kind) {
    case 'profile':
      await tx.query('update profiles set hidden_at = coalesce(hidden_at, $2) where id = $1', [
        id,
        now,
      ]);
      return;
    case 'court':
      await tx.query('update courts set hidden_at = coalesce(hidden_at, $2) where id = $1', [
        id,
        now,
      ]);
      return;
    case 'review':
      // The rating trigger takes it out of the court's rating.
      await tx.query('update court_reviews set hidden_at = coalesce(hidden_at, $2) where id = $1', [
        id,
        now,
      ]);
      return;
    case 'partner_request':
      await tx.query(
        `update partner_requests
         set hidden_at = coalesce(hidden_at, $2), closed_at = coalesce(closed_at, $2)
         where id = $1`,
        [id, now],
      );
      await publishEvent(tx, { kind: 'partner_requests' });
      return;
    case 'message': {
      const [row] = await tx.query<ChangedMessage>(
        `update messages m set hidden_at = coalesce(m.hidden_at, $2)
         where m.id = $1
         ${RETURNING_CONVERSATION}`,
        [id, now],
      );
      if (row) await reloadInboxes(tx, row);
      return;
    }
  }
}

/**
 * Suspends an account: no new session from now on (sessions-repository createSession), every
 * session ended now, so its refresh tokens and access tokens stop working and its sockets close
 * on every process; it leaves the
 * players list and its requests leave the board (every board reloads).
 */
export async function suspendAccount(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('update users set suspended_at = coalesce(suspended_at, $2) where id = $1', [
    userId,
    now,
  ]);
  await endSessions(tx, { userId }, now);
  await publishEvent(tx, { kind: 'partner_requests' });
}

/**
 * Lifts an account's suspension: it may sign in again, is back in the players list and its open
 * requests are back on the board (every board reloads). False when it was not suspended.
 */
export async function liftSuspension(tx: Queryable, userId: string): Promise<boolean> {
  const lifted = await tx.query(
    'update users set suspended_at = null where id = $1 and suspended_at is not null returning id',
    [userId],
  );
  if (lifted.length === 0) return false;
  await publishEvent(tx, { kind: 'partner_requests' });
  return true;
}

/**
 * Shows hidden content again, in the administrator's transaction: back in the lists and on its
 * page, a review back in its court's rating (its trigger), a message's text back in its
 * conversation (its participants' inboxes reload). A partner request stays closed, as hiding left it. False
 * when the content was not hidden.
 */
export async function showContent(tx: Queryable, kind: ReportKind, id: string): Promise<boolean> {
  if (kind === 'message') {
    const [row] = await tx.query<ChangedMessage>(
      `update messages m set hidden_at = null
       where m.id = $1 and m.hidden_at is not null
       ${RETURNING_CONVERSATION}`,
      [id],
    );
    if (row) await reloadInboxes(tx, row);
    return row !== undefined;
  }
  const shown = await tx.query(
    `update ${CONTENT_TABLES[kind]} set hidden_at = null
     where id = $1 and hidden_at is not null returning id`,
    [id],
  );
  return shown.length > 0;
}

/** A changed message's conversation and its participants (a deleted account has none). */
interface ChangedMessage {
  conversation_id: string;
  participant_ids: string[];
}
const RETURNING_CONVERSATION = `returning m.conversation_id,
  array(select p.profile_id::text from conversation_participants p
        where p.conversation_id = m.conversation_id) as participant_ids`;

/** Every participant's inbox loads again. */
function reloadInboxes(tx: Queryable, message: ChangedMessage) {
  return publishEvent(tx, {
    kind: 'inbox',
    conversationId: message.conversation_id,
    userIds: message.participant_ids,
  });
}
