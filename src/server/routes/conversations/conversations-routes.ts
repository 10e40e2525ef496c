import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationParamsSchema,
  conversationSchema,
  conversationsListSchema,
  markReadBodySchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  startConversationBodySchema,
} from '../../../contract/chat';
import { ApiError } from '../../lib/api-error';
import { scheduleUnreadMessageNotices } from '../../notifications/unread-message-mails';
import { signedInUser } from '../../plugins/auth';
import { publishEvent } from '../../realtime/events';
import { notifyPartnerRequestReply } from '../partner-requests/partner-request-replies';
import { findPartnerRequest } from '../partner-requests/partner-requests-repository';
import {
  appendMessage,
  countRecentMessages,
  findConversationFor,
  findOrCreateConversation,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  profileExists,
} from './conversations-repository';

export const MESSAGE_RATE = { max: 20, windowSeconds: 10 } as const;

const notFound = () => new ApiError(404, 'not_found', 'No such conversation');

export interface ConversationsOptions {
  /** How long a message waits unread before it is mailed to its recipient. */
  messageMailDelayMs: number;
}

export const conversationsRoutes: FastifyPluginAsyncZod<ConversationsOptions> = async (
  app,
  options,
) => {
  app.addHook('onRequest', app.requireUser);

  /** The partner request a message answers; its author must be the one written to. */
  async function answeredPartnerRequest(id: string, otherId: string) {
    const partnerRequest = await findPartnerRequest(app.db, id, app.clock.now());
    if (!partnerRequest || partnerRequest.author.id !== otherId) {
      throw new ApiError(
        400,
        'partner_request_mismatch',
        'That partner request is not one of this player’s',
      );
    }
    return partnerRequest;
  }

  app.post(
    '/api/conversations',
    { schema: { body: startConversationBodySchema, response: { 200: conversationSchema } } },
    async (request) => {
      const me = signedInUser(request).id;
      const otherId = request.body.userId;
      if (otherId === me) {
        throw new ApiError(
          400,
          'own_conversation',
          'You cannot start a conversation with yourself',
        );
      }
      if (!(await profileExists(app.db, otherId))) {
        throw new ApiError(404, 'user_not_found', 'No such player');
      }
      const id = await app.db.transaction(async (tx) => {
        const conversation = await findOrCreateConversation(tx, me, otherId);
        if (conversation.created) {
          await publishEvent(tx, {
            kind: 'inbox',
            conversationId: conversation.id,
            userIds: [me, otherId],
          });
        }
        return conversation.id;
      });
      const conversation = await getConversation(app.db, me, id);
      if (!conversation) throw notFound();
      return conversation;
    },
  );

  app.get(
    '/api/conversations',
    { schema: { response: { 200: conversationsListSchema } } },
    async (request) => ({ items: await listConversations(app.db, signedInUser(request).id) }),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        params: conversationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      if (!(await findConversationFor(app.db, request.params.id, me))) throw notFound();
      return listMessages(app.db, request.params.id, request.query);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        params: conversationParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      const conversation = await findConversationFor(app.db, request.params.id, me);
      if (!conversation) throw notFound();
      if ((await countRecentMessages(app.db, me, MESSAGE_RATE.windowSeconds)) >= MESSAGE_RATE.max) {
        throw new ApiError(429, 'rate_limited', 'You are sending messages too fast', {
          retryAfter: String(MESSAGE_RATE.windowSeconds),
        });
      }
      const conversationId = request.params.id;
      const otherId =
        conversation.participant1_id === me
          ? conversation.participant2_id
          : conversation.participant1_id;
      const answered = request.body.partnerRequestId
        ? await answeredPartnerRequest(request.body.partnerRequestId, otherId)
        : undefined;
      const now = app.clock.now();
      const message = await app.db.transaction(async (tx) => {
        const appended = await appendMessage(tx, conversationId, me, request.body.content);
        if (!appended) throw notFound();
        await publishEvent(tx, { kind: 'message', ...appended });
        await publishEvent(tx, { kind: 'inbox', conversationId, userIds: appended.recipientIds });
        await scheduleUnreadMessageNotices(
          tx,
          { conversationId, recipientId: otherId, seq: appended.message.seq },
          options.messageMailDelayMs,
          now,
        );
        if (answered) await notifyPartnerRequestReply(tx, answered, me, now);
        return appended.message;
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    { schema: { params: conversationParamsSchema, body: markReadBodySchema } },
    async (request, reply) => {
      const me = signedInUser(request).id;
      if (!(await findConversationFor(app.db, request.params.id, me))) throw notFound();
      await app.db.transaction(async (tx) => {
        await markRead(tx, request.params.id, me, request.body.seq);
        await publishEvent(tx, { kind: 'inbox', conversationId: request.params.id, userIds: [me] });
      });
      return reply.code(204).send();
    },
  );
};
