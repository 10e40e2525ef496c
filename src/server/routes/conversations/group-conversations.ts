import type { Queryable } from '#server/db/db';
import { publishEvent, type RealtimeEvent } from '#server/realtime/events';

/**
 * How a change is announced: by default in the caller's transaction (on its commit); a caller
 * that announces after its commit (publishCommitted) collects the events instead.
 */
export type Announce = (event: RealtimeEvent) => Promise<void>;
const inTransaction =
  (tx: Queryable): Announce =>
  (event) =>
    publishEvent(tx, event);

/**
 * Group conversations (an open match's players), for the code that owns their membership.
 * Each function runs in the caller's transaction; what it announces reaches the sockets when
 * that transaction commits (publishEvent), and nothing if it rolls back.
 *
 * Adding and removing lock the conversation row, as a message does (appendMessage): a message
 * goes to exactly the participants there when it is written.
 */

/** A new group conversation of these players (duplicates count once); its id. */
export async function createGroupConversation(
  tx: Queryable,
  memberIds: string[],
  announce: Announce = inTransaction(tx),
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `with c as (insert into conversations (kind) values ('group') returning id),
     p as (
       insert into conversation_participants (conversation_id, profile_id)
       select c.id, m.id from c, (select distinct unnest($1::uuid[]) as id) m
     )
     select id from c`,
    [memberIds],
  );
  if (!row) throw new Error('group conversation insert returned no row');
  const userIds = [...new Set(memberIds)];
  if (userIds.length > 0) await announce({ kind: 'inbox', conversationId: row.id, userIds });
  return row.id;
}

/**
 * Adds a player to a group conversation (nothing changes if they take part already). They can
 * read its history; what was written before they joined does not count as unread.
 */
export async function addConversationParticipant(
  tx: Queryable,
  conversationId: string,
  profileId: string,
  announce: Announce = inTransaction(tx),
): Promise<void> {
  // One statement (it is in every join of an open match): the new participant and, when there
  // is one, everyone already there, whose inboxes reload with theirs.
  const members = await tx.query<{ profile_id: string }>(
    `with c as (
       select id, last_seq from conversations where id = $1 and kind = 'group' for update
     ),
     added as (
       insert into conversation_participants (conversation_id, profile_id, read_seq)
       select c.id, $2, c.last_seq from c
       on conflict (conversation_id, profile_id) do nothing
       returning profile_id)
     select profile_id from added
     union all
     select p.profile_id from conversation_participants p
     where p.conversation_id = $1 and exists (select 1 from added)`,
    [conversationId, profileId],
  );
  if (members.length === 0) return;
  await announce({
    kind: 'inbox',
    conversationId,
    userIds: members.map((member) => member.profile_id),
  });
}

/**
 * Removes a player from a group conversation (nothing changes if they are not in it). From the
 * commit on it does not exist for them: 404 to read or send, and their sockets subscribed to it
 * get nothing more of it (the `conversation_left` event; their catch-ups check too).
 */
export async function removeConversationParticipant(
  tx: Queryable,
  conversationId: string,
  profileId: string,
  announce: Announce = inTransaction(tx),
): Promise<void> {
  await tx.query(`select 1 from conversations where id = $1 and kind = 'group' for update`, [
    conversationId,
  ]);
  const removed = await tx.query(
    `delete from conversation_participants p using conversations c
     where c.id = $1 and c.kind = 'group' and p.conversation_id = c.id and p.profile_id = $2
     returning p.profile_id`,
    [conversationId, profileId],
  );
  if (removed.length === 0) return;
  await announce({ kind: 'conversation_left', conversationId, userIds: [profileId] });
  await announceInbox(tx, conversationId, announce);
}

/** Every remaining participant's inbox reloads (the members shown changed). */
async function announceInbox(
  tx: Queryable,
  conversationId: string,
  announce: Announce,
): Promise<void> {
  const rows = await tx.query<{ profile_id: string }>(
    'select profile_id from conversation_participants where conversation_id = $1',
    [conversationId],
  );
  if (rows.length === 0) return;
  await announce({
    kind: 'inbox',
    conversationId,
    userIds: rows.map((row) => row.profile_id),
  });
}
