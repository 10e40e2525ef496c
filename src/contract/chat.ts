import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 50;

export const messageContentSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(MESSAGE_MAX_LENGTH, 'too_long');

export const messageSchema = z.object({
  id: z.guid(),
  conversationId: z.guid(),
  /** Position in the conversation, 1, 2, 3 …; what catch-up after a reconnect counts from. */
  seq: z.number().int().positive(),
  senderId: z.guid(),
  content: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const participantSchema = z.object({ id: z.guid(), name: z.string() });

export const conversationSchema = z.object({
  id: z.guid(),
  other: participantSchema,
  lastSeq: z.number().int().nonnegative(),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
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
});

export const messagesQuerySchema = z.object({
  /** Only messages with a smaller seq: the page before the one the client has. */
  beforeSeq: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

export const messagesPageSchema = z.object({
  /** Ascending by seq. */
  items: z.array(messageSchema),
  hasOlder: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const markReadBodySchema = z.object({ seq: z.number().int().nonnegative() });

export const conversationsListSchema = z.object({ items: z.array(conversationSchema) });
