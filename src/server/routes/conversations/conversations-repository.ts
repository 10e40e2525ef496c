import type { BlockState } from '#contract/blocks';
import type { Conversation, ConversationKind, Message, MessagesPage } from '#contract/chat';
import type { Queryable } from '#server/db/db';
import { blockStateSql, refuseBlockState } from '../blocks/block-state';

interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  /** Null once the sender deleted their account. */
  sender_id: string | null;
  content: string;
  /** A string when the row came as JSON (messageJsonSql). */
  created_at: Date | string;
  client_id: string | null;
  hidden_at?: Date | string | null;
}

const MESSAGE_COLUMNS =
  'id, conversation_id, seq, sender_id, content, created_at, client_id, hidden_at';

/**
 * SQL: the message `senderId` sent to the conversation under their own `clientId` (parameters
 * such as `$2`), as one JSON value or null, so that a statement about something else can bring
 * it along. A null clientId matches nothing.
 */
function sentMessageJsonSql(conversationId: string, senderId: string, clientId: string): string {
  return `(select to_jsonb(m) from (
             select ${MESSAGE_COLUMNS} from messages
             where conversation_id = ${conversationId}::uuid and sender_id = ${senderId}::uuid
               and client_id = ${clientId}::uuid) m)`;
}

/** A message as its participants see it: one a moderator hid keeps its place, not its text. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: row.seq,
    senderId: row.sender_id,
    content: row.hidden_at ? '' : row.content,
    createdAt: new Date(row.created_at).toISOString(),
    clientId: row.client_id ?? null,
    ...(row.hidden_at ? { removed: true as const } : {}),
  };
}

/**
 * A conversation as a participant finds it. A pair's participant who deleted their account is
 * null (the conversation stays for the other); a group has neither (its members are rows of
 * conversation_participants).
 */
export interface ConversationParticipants {
  id: string;
  kind: ConversationKind;
  participant1_id: string | null;
  participant2_id: string | null;
  last_seq: number;
}

/** SQL: `profileId` takes part in `conversationId` (a primary key lookup). */
export function isParticipantSql(conversationId: string, profileId: string): string {
  return `exists (select 1 from conversation_participants cp
                  where cp.conversation_id = ${conversationId} and cp.profile_id = ${profileId})`;
}

/**
 * The condition of the one-conversation-per-pair index (migration 0018): pairs of two
 * accounts. A lookup by pair names it too, so that the planner can use that index.
 */
export const WHOLE_PAIR = 'participant1_id is not null and participant2_id is not null';

/** The conversation if `userId` takes part in it; to anyone else it does not exist. */
export async function findConversationFor(
  db: Queryable,
  conversationId: string,
  userId: string,
): Promise<ConversationParticipants | undefined> {
  const [row] = await db.query<ConversationParticipants>(
    `select id, kind, participant1_id, participant2_id, last_seq from conversations
     where id = $1 and ${isParticipantSql('$1', '$2')}`,
    [conversationId, userId],
  );
  return row;
}

/** Finds the pair's conversation or creates it; safe when both start it at the same moment. */
export async function findOrCreateConversation(
  db: Queryable,
  userId: string,
  otherId: string,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db.query<{ id: string }>(
    `with c as (
       insert into conversations (participant1_id, participant2_id) values ($1, $2)
       on conflict (least(participant1_id, participant2_id), greatest(participant1_id, participant2_id))
         where ${WHOLE_PAIR}
       do nothing
       returning id
     ), p as (
       insert into conversation_participants (conversation_id, profile_id)
       select c.id, unnest(array[$1::uuid, $2::uuid]) from c
     )
     select id from c`,
    [userId, otherId],
  );
  if (inserted) return { id: inserted.id, created: true };
  const existing = await findConversationBetween(db, userId, otherId);
  if (!existing) throw new Error('conversation vanished between insert and select');
  return { id: existing, created: false };
}

/** The id of the pair's conversation, whichever of the two started it, if there is one. */
export async function findConversationBetween(
  db: Queryable,
  userId: string,
  otherId: string,
): Promise<string | undefined> {
  const [existing] = await db.query<{ id: string }>(
    `select id from conversations
     where least(participant1_id, participant2_id) = least($1::uuid, $2::uuid)
       and greatest(participant1_id, participant2_id) = greatest($1::uuid, $2::uuid)
       and ${WHOLE_PAIR}`,
    [userId, otherId],
  );
  return existing?.id;
}

interface ConversationRow {
  id: string;
  kind: ConversationKind;
  /** A group's other members, in the order they joined. */
  members: { id: string; name: string }[] | null;
  /** Null: the other participant deleted their account. */
  other_id: string | null;
  other_name: string | null;
  last_seq: number;
  read_seq: number;
  last_message: MessageRow | null;
  blocked: BlockState;
}

/**
 * A conversation as `$1` sees it, from their participant row `me` joined to conversations `c`.
 * A pair's other is named by the pair's columns (null: a deleted account); a group's members
 * are the other rows, and a block between two of them stops neither (decision 042).
 */
const CONVERSATION_SELECT = `
  select c.id, c.kind, o.id as other_id, o.name as other_name, c.last_seq, me.read_seq,
    (select row_to_json(m) from messages m
      where m.conversation_id = c.id and m.seq = c.last_seq) as last_message,
    case when c.kind = 'group' then (
      select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name)
                               order by op.joined_at, op.profile_id), '[]'::json)
      from conversation_participants op join profiles p on p.id = op.profile_id
      where op.conversation_id = c.id and op.profile_id <> $1)
    end as members,
    case
      when c.kind = 'group' then null
      when exists (select 1 from blocks b where b.blocker_id = $1 and b.blocked_id = o.id)
        then 'by_me'
      when exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = $1)
        then 'by_them'
    end as blocked
  from conversation_participants me
  join conversations c on c.id = me.conversation_id
  left join profiles o on c.kind = 'pair'
    and o.id = case when c.participant1_id = $1 then c.participant2_id else c.participant1_id end`;

function toConversation(row: ConversationRow): Conversation {
  const members = (row.members ?? []).map((member) => ({ id: member.id, name: member.name }));
  // A group's `other` is its first other member (what a client that knows only pairs shows).
  const other =
    row.kind === 'group'
      ? (members[0] ?? { id: null, name: '' })
      : { id: row.other_id, name: row.other_id ? (row.other_name ?? '') : '' };
  return {
    id: row.id,
    kind: row.kind,
    other,
    members,
    lastSeq: row.last_seq,
    lastMessage: row.last_message ? toMessage(row.last_message) : null,
    unreadCount: Math.max(0, row.last_seq - row.read_seq),
    blocked: row.blocked ?? null,
  };
}

export async function getConversation(
  db: Queryable,
  userId: string,
  conversationId: string,
): Promise<Conversation | undefined> {
  const [row] = await db.query<ConversationRow>(
    `${CONVERSATION_SELECT} where me.conversation_id = $2 and me.profile_id = $1`,
    [userId, conversationId],
  );
  return row && toConversation(row);
}

/** The user's conversations, the most recently active first. */
export async function listConversations(db: Queryable, userId: string): Promise<Conversation[]> {
  const rows = await db.query<ConversationRow>(
    `${CONVERSATION_SELECT}
     where me.profile_id = $1
     order by c.last_message_at desc nulls last, c.created_at desc
     limit 200`,
    [userId],
  );
  return rows.map(toConversation);
}

/** The newest `limit` messages before `beforeSeq` (or the newest of all), ascending. */
export async function listMessages(
  db: Queryable,
  conversationId: string,
  options: { beforeSeq?: number; limit: number },
): Promise<MessagesPage> {
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from messages
     where conversation_id = $1 and ($2::int is null or seq < $2::int)
     order by seq desc limit $3`,
    [conversationId, options.beforeSeq ?? null, options.limit + 1],
  );
  const page = rows.slice(0, options.limit).reverse();
  return { items: page.map(toMessage), hasOlder: rows.length > options.limit };
}

/**
 * Messages after `afterSeq`, ascending: what a (re)subscribing client of `userId` missed.
 * Undefined once they no longer take part (removed from a group), told by the same statement.
 */
export async function participantMessagesAfter(
  db: Queryable,
  conversationId: string,
  userId: string,
  afterSeq: number,
  limit = 500,
): Promise<Message[] | undefined> {
  const [row] = await db.query<{ member: boolean; messages: MessageRow[] | null }>(
    `select ${isParticipantSql('$1', '$2')} as member,
       (select json_agg(m order by m.seq) from (
          select ${MESSAGE_COLUMNS} from messages
          where conversation_id = $1 and seq > $3 order by seq limit $4) m) as messages`,
    [conversationId, userId, afterSeq, limit],
  );
  if (!row?.member) return undefined;
  return (row.messages ?? []).map(toMessage);
}

/** The last seq of each of these conversations (those that exist). */
export async function conversationLastSeqs(
  db: Queryable,
  conversationIds: string[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: string; last_seq: number }>(
    'select id, last_seq from conversations where id = any($1::uuid[])',
    [conversationIds],
  );
  return new Map(rows.map((row) => [row.id, row.last_seq]));
}

/**
 * findConversationFor, and with a `clientId` the message `userId` already sent in it under
 * that id, if any: a repeated send is answered from this one round trip.
 */
export async function findConversationForSend(
  db: Queryable,
  conversationId: string,
  userId: string,
  clientId: string | undefined,
): Promise<(ConversationParticipants & { repeated: Message | undefined }) | undefined> {
  const [row] = await db.query<ConversationParticipants & { repeated: MessageRow | null }>(
    `select id, kind, participant1_id, participant2_id, last_seq,
       ${sentMessageJsonSql('$1', '$2', '$3')} as repeated
     from conversations
     where id = $1 and ${isParticipantSql('$1', '$2')}`,
    [conversationId, userId, clientId ?? null],
  );
  if (!row) return undefined;
  const { repeated, ...conversation } = row;
  return { ...conversation, repeated: repeated ? toMessage(repeated) : undefined };
}

/**
 * Appends a message: the conversation row is locked while its seq advances, so seqs are
 * gap-free and commit in order. The sender has read everything up to their own message (and
 * may be mailed about the next unread one again). The message goes to whoever takes part when
 * it is written: adding or removing a participant takes the same lock (group-conversations).
 *
 * In a pair, refused (403 `blocked`) while a block stands between sender and recipient.
 * Blocking takes the same lock, and the check is a statement of its own after the lock is
 * held, so it sees a block that committed while this send waited: no message is written after
 * a block. A group has no one recipient (`recipientId` null): a block between two of its
 * members stops neither (decision 042). With a `clientId` the sender already used in this
 * conversation, nothing is written and the message it made comes back as `existing`: of two
 * such sends at once, the second waits and then finds the first.
 */
export async function appendMessage(
  tx: Queryable,
  send: {
    conversationId: string;
    senderId: string;
    /** A pair's other participant; null in a group. */
    recipientId: string | null;
    content: string;
    clientId: string | undefined;
  },
): Promise<{ message: Message; recipientIds: string[] } | { existing: Message } | undefined> {
  const { conversationId, senderId, recipientId, content, clientId } = send;
  await tx.query('select 1 from conversations where id = $1 for update', [conversationId]);
  const [state] = await tx.query<{ block: BlockState; existing: MessageRow | null }>(
    `select case when $3::uuid is null then null else ${blockStateSql('$2', '$3')} end as block,
       ${sentMessageJsonSql('$1', '$2', '$4')} as existing`,
    [conversationId, senderId, recipientId, clientId ?? null],
  );
  refuseBlockState(state?.block ?? null);
  if (state?.existing) return { existing: toMessage(state.existing) };
  const [row] = await tx.query<MessageRow & { participant_ids: string[] }>(
    `with c as (
       update conversations set last_seq = last_seq + 1, last_message_at = now()
       where id = $1 and ${isParticipantSql('$1', '$2')}
       returning last_seq
     ), me as (
       update conversation_participants set read_seq = c.last_seq, unread_mailed = false
       from c where conversation_id = $1 and profile_id = $2
     ), m as (
       insert into messages (conversation_id, seq, sender_id, content, client_id)
       select $1::uuid, c.last_seq, $2::uuid, $3::text, $4::uuid from c
       returning ${MESSAGE_COLUMNS}
     )
     select m.*, array(select profile_id::text from conversation_participants
                       where conversation_id = $1 order by joined_at, profile_id) as participant_ids
     from m`,
    [conversationId, senderId, content, clientId ?? null],
  );
  if (!row) return undefined;
  const { participant_ids, ...message } = row;
  return { message: toMessage(message), recipientIds: participant_ids };
}

/**
 * Moves the reader's mark forward (never back, never past the last message). Once they have
 * read everything, the next message may be mailed to them again.
 */
export async function markRead(
  db: Queryable,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<void> {
  await db.query(
    `update conversation_participants p set
       read_seq = greatest(p.read_seq, least($3, c.last_seq)),
       unread_mailed = p.unread_mailed and $3 < c.last_seq
     from conversations c
     where c.id = $1 and p.conversation_id = $1 and p.profile_id = $2`,
    [conversationId, userId, seq],
  );
}

export async function profileExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from profiles where id = $1', [id]);
  return rows.length > 0;
}
