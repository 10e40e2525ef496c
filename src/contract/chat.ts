import { z } from 'zod';
import { blockStateSchema } from './blocks';
import { INT4_MAX } from './constants';
import { personRefSchema } from './people';
import { multiLineText } from './text';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 50;

/**
 * At most 2,000 UTF-16 units of text without control characters: at most 6,000 bytes of
 * UTF-8, JSON escapes included (LF, TAB, quote and backslash take two), which is what keeps
 * a message inside the 8,000-byte NOTIFY payload that carries it (server/realtime/events.ts).
 */
export const messageContentSchema = multiLineText()
  .min(1, 'required')
  .max(MESSAGE_MAX_LENGTH, 'too_long');

export const messageSchema = z.object({
  id: z.guid(),
  conversationId: z.guid(),
  /** Position in the conversation, 1, 2, 3 …; what catch-up after a reconnect counts from. */
  seq: z.number().int().positive(),
  /** Null once the sender deleted their account: the message stays, from 'Deleted user'. */
  senderId: z.guid().nullable(),
  content: z.string(),
  createdAt: z.string(),
  /** The sender's own id for it (sendMessageBodySchema.clientId), if their client gave one. */
  clientId: z.guid().nullable(),
  /** A moderator removed it (contract/reports.ts): its content is then empty. */
  removed: z.literal(true).optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** The other participant; `id` null once they deleted their account (nothing can be sent). */
export const participantSchema = personRefSchema;

/**
 * `pair`: two players (one conversation per pair). `group`: the players of an open match, 2 to 4,
 * who may join and leave (docs/decisions/042-conversation-participants.md).
 */
export const conversationKindSchema = z.enum(['pair', 'group']);
export type ConversationKind = z.infer<typeof conversationKindSchema>;

export const conversationSchema = z.object({
  id: z.guid(),
  kind: conversationKindSchema,
  /**
   * In a pair, the other participant. In a group, its first other member (by joining order),
   * or `{ id: null, name: '' }` when nobody else is left: what a client that knows only pairs
   * shows. A group's client shows `members`.
   */
  other: participantSchema,
  /** A group's other members, in the order they joined; empty in a pair. */
  members: z.array(personRefSchema),
  lastSeq: z.number().int().nonnegative(),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  /**
   * A block between the two of a pair: nothing can be sent (403 `blocked`) until it is lifted.
   * Always null in a group: a block between two members stops neither from writing to it.
   */
  blocked: blockStateSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const startConversationBodySchema = z.object({ userId: z.guid() });
export const conversationParamsSchema = z.object({ id: z.guid() });

export const sendMessageBodySchema = z.object({
  content: messageContentSchema,
  /**
   * Set when the message answers a partner request from its card on the board: the request's
   * author (who must be the other participant, else 400 `partner_request_mismatch`) is
   * notified once per request and sender.
   */
  partnerRequestId: z.guid().optional(),
  /**
   * The sender's own id for the message, chosen before it is sent: the same one sent again to
   * the same conversation answers 200 with the message it made (not a second message), so a
   * client may repeat a send whose answer it never got.
   */
  clientId: z.guid().optional(),
});

export const messagesQuerySchema = z.object({
  /** Only messages with a smaller seq: the page before the one the client has. */
  beforeSeq: z.coerce.number().int().positive().max(INT4_MAX, 'too_big').optional(),
  limit: z.coerce.number().int().min(1).max(100, 'too_big').default(MESSAGES_PAGE_SIZE),
});

export const messagesPageSchema = z.object({
  /** Ascending by seq. */
  items: z.array(messageSchema),
  hasOlder: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const markReadBodySchema = z.object({
  seq: z.number().int().nonnegative().max(INT4_MAX, 'too_big'),
});

export const conversationsListSchema = z.object({ items: z.array(conversationSchema) });
