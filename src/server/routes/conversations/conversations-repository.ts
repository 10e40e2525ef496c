import type { BlockState } from '#contract/blocks';
import type { Conversation, Message, MessagesPage } from '#contract/chat';
import type { Queryable } from '#server/db/db';

interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  /** Null once the sender deleted their account. */
  sender_id: string | null;
  content: string;
  created_at: Date;
  client_id: string | null;
  hidden_at?: Date | string | null;
}

const MESSAGE_COLUMNS =
  'id, conversation_id, seq, sender_id, content, created_at, client_id, hidden_at';

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

/** The message `senderId` sent to the conversation under their own id `clientId`, if any. */
export async function findSentMessage(
  db: Queryable,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<Message | undefined> {
  const [row] = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from messages
     where conversation_id = $1 and sender_id = $2 and client_id = $3`,
    [conversationId, senderId, clientId],
  );
  return row && toMessage(row);
}

/**
 * Appends a message: the conversation row is locked while its seq advances, so seqs are
 * gap-free and commit in order. The sender has read everything up to their own message (and
 * may be mailed about the next unread one again). With a `clientId` the sender already used in
 * this conversation, nothing is written and the message it made comes back as `existing`: the
 * row is locked first, so of two such sends at once the second waits and then finds the first.
 */
export async function appendMessage(
  tx: Queryable,
  conversationId: string,
  senderId: string,
  content: string,
  clientId?: string,
): Promise<{ message: Message; recipientIds: string[] } | { existing: Message } | undefined> {
  if (clientId) {
    await tx.query('select 1 from conversations where id = $1 for update', [conversationId]);
    const existing = await findSentMessage(tx, conversationId, senderId, clientId);
    if (existing) return { existing };
  }
  const [conversation] = await tx.query<{
    last_seq: number;
    participant1_id: string | null;
    participant2_id: string | null;
  }>(
    `update conversations set last_seq = last_seq + 1, last_message_at = now(),
       participant1_read_seq = case when participant1_id = $2 then last_seq + 1 else participant1_read_seq end,
       participant2_read_seq = case when participant2_id = $2 then last_seq + 1 else participant2_read_seq end,
       participant1_unread_mailed = participant1_unread_mailed and participant1_id <> $2,
       participant2_unread_mailed = participant2_unread_mailed and participant2_id <> $2
     where id = $1 and (participant1_id = $2 or participant2_id = $2)
     returning last_seq, participant1_id, participant2_id`,
    [conversationId, senderId],
  );
  if (!conversation) return undefined;
  const [row] = await tx.query<MessageRow>(
    `insert into messages (conversation_id, seq, sender_id, content, client_id)
     values ($1, $2, $3, $4, $5)
     returning ${MESSAGE_COLUMNS}`,
    [conversationId, conversation.last_seq, senderId, content, clientId ?? null],
  );
  if (!row) throw new Error('message insert returned no row');
  return {
    message: toMessage(row),
    recipientIds: [conversation.participant1_id, conversation.participant2_id].filter(
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
