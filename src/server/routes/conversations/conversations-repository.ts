import type { BlockState } from '#contract/blocks';
import type { Conversation, Message, MessagesPage } from '#contract/chat';
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

/** A participant who deleted their account is null; the conversation stays for the other. */
export interface ConversationParticipants {
  id: string;
  participant1_id: string | null;
  participant2_id: string | null;
  last_seq: number;
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
    `select id, participant1_id, participant2_id, last_seq from conversations
     where id = $1 and (participant1_id = $2 or participant2_id = $2)`,
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
    `insert into conversations (participant1_id, participant2_id) values ($1, $2)
     on conflict (least(participant1_id, participant2_id), greatest(participant1_id, participant2_id))
       where ${WHOLE_PAIR}
     do nothing
     returning id`,
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
  /** Null: the other participant deleted their account. */
  other_id: string | null;
  other_name: string | null;
  last_seq: number;
  read_seq: number;
  last_message: MessageRow | null;
  blocked: BlockState;
}

const CONVERSATION_SELECT = `
  select c.id, o.id as other_id, o.name as other_name, c.last_seq,
    case when c.participant1_id = $1 then c.participant1_read_seq else c.participant2_read_seq end
      as read_seq,
    (select row_to_json(m) from messages m
      where m.conversation_id = c.id and m.seq = c.last_seq) as last_message,
    case
      when exists (select 1 from blocks b where b.blocker_id = $1 and b.blocked_id = o.id)
        then 'by_me'
      when exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = $1)
        then 'by_them'
    end as blocked
  from conversations c
  left join profiles o on o.id = case when c.participant1_id = $1 then c.participant2_id
                                      else c.participant1_id end`;

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    other: { id: row.other_id, name: row.other_id ? (row.other_name ?? '') : '' },
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
    `${CONVERSATION_SELECT} where c.id = $2 and (c.participant1_id = $1 or c.participant2_id = $1)`,
    [userId, conversationId],
  );
  return row && toConversation(row);
}

/** The user's conversations, the most recently active first. */
export async function listConversations(db: Queryable, userId: string): Promise<Conversation[]> {
  const rows = await db.query<ConversationRow>(
    `${CONVERSATION_SELECT}
     where c.participant1_id = $1 or c.participant2_id = $1
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

/** Messages after `afterSeq`, ascending: what a (re)subscribing client missed. */
export async function messagesAfter(
  db: Queryable,
  conversationId: string,
  afterSeq: number,
  limit = 500,
): Promise<Message[]> {
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from messages
     where conversation_id = $1 and seq > $2 order by seq limit $3`,
    [conversationId, afterSeq, limit],
  );
  return rows.map(toMessage);
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
    `select id, participant1_id, participant2_id, last_seq,
       ${sentMessageJsonSql('$1', '$2', '$3')} as repeated
     from conversations
     where id = $1 and (participant1_id = $2 or participant2_id = $2)`,
    [conversationId, userId, clientId ?? null],
  );
  if (!row) return undefined;
  const { repeated, ...conversation } = row;
  return { ...conversation, repeated: repeated ? toMessage(repeated) : undefined };
}

/**
 * Appends a message: the conversation row is locked while its seq advances, so seqs are
 * gap-free and commit in order. The sender has read everything up to their own message (and
 * may be mailed about the next unread one again).
 *
 * Refused (403 `blocked`) while a block stands between sender and recipient. Blocking takes
 * the same lock, and the check is a statement of its own after the lock is held, so it sees a
 * block that committed while this send waited: no message is written after a block. With a
 * `clientId` the sender already used in this conversation, nothing is written and the message
 * it made comes back as `existing`: of two such sends at once, the second waits and then finds
 * the first.
 */
export async function appendMessage(
  tx: Queryable,
  send: {
    conversationId: string;
    senderId: string;
    recipientId: string;
    content: string;
    clientId: string | undefined;
  },
): Promise<{ message: Message; recipientIds: string[] } | { existing: Message } | undefined> {
  const { conversationId, senderId, recipientId, content, clientId } = send;
  await tx.query('select 1 from conversations where id = $1 for update', [conversationId]);
  const [state] = await tx.query<{ block: BlockState; existing: MessageRow | null }>(
    `select ${blockStateSql('$2', '$3')} as block,
       ${sentMessageJsonSql('$1', '$2', '$4')} as existing`,
    [conversationId, senderId, recipientId, clientId ?? null],
  );
  refuseBlockState(state?.block ?? null);
  if (state?.existing) return { existing: toMessage(state.existing) };
  const [row] = await tx.query<
    MessageRow & { participant1_id: string | null; participant2_id: string | null }
  >(
    `with c as (
       update conversations set last_seq = last_seq + 1, last_message_at = now(),
         participant1_read_seq = case when participant1_id = $2 then last_seq + 1 else participant1_read_seq end,
         participant2_read_seq = case when participant2_id = $2 then last_seq + 1 else participant2_read_seq end,
         participant1_unread_mailed = participant1_unread_mailed and participant1_id <> $2,
         participant2_unread_mailed = participant2_unread_mailed and participant2_id <> $2
       where id = $1 and (participant1_id = $2 or participant2_id = $2)
       returning last_seq, participant1_id, participant2_id
     ), m as (
       insert into messages (conversation_id, seq, sender_id, content, client_id)
       select $1::uuid, c.last_seq, $2::uuid, $3::text, $4::uuid from c
       returning ${MESSAGE_COLUMNS}
     )
     select m.*, c.participant1_id, c.participant2_id from m, c`,
    [conversationId, senderId, content, clientId ?? null],
  );
  if (!row) return undefined;
  return {
    message: toMessage(row),
    recipientIds: [row.participant1_id, row.participant2_id].filter(
      (id): id is string => id !== null,
    ),
  };
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
    `update conversations set
       participant1_read_seq = case when participant1_id = $2
         then greatest(participant1_read_seq, least($3, last_seq)) else participant1_read_seq end,
       participant2_read_seq = case when participant2_id = $2
         then greatest(participant2_read_seq, least($3, last_seq)) else participant2_read_seq end,
       participant1_unread_mailed = participant1_unread_mailed
         and not (participant1_id = $2 and $3 >= last_seq),
       participant2_unread_mailed = participant2_unread_mailed
         and not (participant2_id = $2 and $3 >= last_seq)
     where id = $1`,
    [conversationId, userId, seq],
  );
}

export async function profileExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from profiles where id = $1', [id]);
  return rows.length > 0;
}
