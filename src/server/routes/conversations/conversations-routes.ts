import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
} from '#contract/chat';
import { withGenericPlans } from '#server/db/generic-plans';
import { ApiError } from '#server/lib/api-error';
import { scheduleUnreadMessageNotices } from '#server/notifications/unread-message-mails';
import { signedInUser } from '#server/plugins/auth';
import { publishCommitted, publishEvent } from '#server/realtime/events';
import { refuseIfBlocked } from '../blocks/block-state';
import { notifyPartnerRequestReply } from '../partner-requests/partner-request-replies';
import { findPartnerRequest } from '../partner-requests/partner-requests-repository';
import {
  appendMessage,
  findConversationBetween,
  findConversationFor,
  findConversationForSend,
  findOrCreateConversation,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  profileExists,
} from './conversations-repository';

const notFound = () => new ApiError(404, 'not_found', 'No such conversation');

export interface ConversationsOptions {
  /** How long a message waits unread before it is mailed to its recipient. */
  messageMailDelayMs: number;
}

export const conversationsRoutes: FastifyPluginAsyncZod<ConversationsOptions> = async (
  app,
  options,
) => {
  /** The partner request a message answers; its author must be the one written to. */
  async function answeredPartnerRequest(id: string, otherId: string | null) {
    const partnerRequest = await findPartnerRequest(app.db, id, app.clock.now());
    if (!partnerRequest || otherId === null || partnerRequest.author.id !== otherId) {
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
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Open or start a conversation with a player',
        body: startConversationBodySchema,
        response: { 200: conversationSchema },
        errors: { 400: ['own_conversation'], 403: ['blocked'], 404: ['user_not_found'] },
      },
    },
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
      // While a block stands, a conversation they had stays readable; none is started.
      // Opening a chat that exists is no new write; starting one is (it reaches their inbox).
      if (!(await findConversationBetween(app.db, me, otherId))) {
        await refuseIfBlocked(app.db, me, otherId);
        await app.limitWrite(request, 'conversation');
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
    {
      onRequest: app.requireUser,
      schema: { summary: 'List my conversations', response: { 200: conversationsListSchema } },
    },
    async (request) => ({ items: await listConversations(app.db, signedInUser(request).id) }),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List the messages of a conversation',
        params: conversationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
        errors: { 404: ['not_found'] },
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
      onRequest: app.requireUser,
      schema: {
        summary: 'Send a message',
        params: conversationParamsSchema,
        body: sendMessageBodySchema,
        // 200: a send repeated with the same clientId, answered with the message it made.
        response: { 200: messageSchema, 201: messageSchema },
        errors: {
          400: ['partner_request_mismatch'],
          403: ['blocked'],
          404: ['not_found', 'user_not_found'],
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      const conversationId = request.params.id;
      const { content, clientId } = request.body;
      const conversation = await findConversationForSend(
        withGenericPlans(app.db),
        conversationId,
        me,
        clientId,
      );
      if (!conversation) throw notFound();
      if (conversation.repeated) return reply.code(200).send(conversation.repeated);
      // A pair's other participant; a group has no one recipient (decision 042).
      const otherId =
        conversation.kind === 'group'
          ? null
          : conversation.participant1_id === me
            ? conversation.participant2_id
            : conversation.participant1_id;
      // They deleted their account: the conversation stays readable, nobody reads a reply.
      if (conversation.kind === 'pair' && !otherId) {
        throw new ApiError(404, 'user_not_found', 'This player deleted their account');
      }
      await app.limitWrite(request, 'message');
      const answered = request.body.partnerRequestId
        ? await answeredPartnerRequest(request.body.partnerRequestId, otherId)
        : undefined;
      const now = app.clock.now();
      // The conversation, the message and the recipients' marks by their keys: each statement
      // keeps its plan (planning them cost about as much as running them).
      const sent = await app.db.transaction(
        async (tx) => {
          const appended = await appendMessage(tx, {
            conversationId,
            senderId: me,
            recipientId: otherId,
            content,
            clientId,
          });
          if (!appended) throw notFound();
          // The same send at the same moment (another tab) got there first.
          if ('existing' in appended) {
            return { message: appended.existing, created: false, recipientIds: undefined };
          }
          for (const recipientId of appended.recipientIds) {
            if (recipientId === me) continue;
            await scheduleUnreadMessageNotices(
              tx,
              { conversationId, recipientId, seq: appended.message.seq },
              options.messageMailDelayMs,
              now,
            );
          }
          if (answered) await notifyPartnerRequestReply(tx, answered, me, now);
          return { message: appended.message, created: true, recipientIds: appended.recipientIds };
        },
        { plans: 'generic' },
      );
      const { recipientIds } = sent;
      if (recipientIds) {
        // After the commit, not in it (publishCommitted says why). Should this fail, the message
        // still reaches the open chats: by the next message's gap fill or the hub's catch-up.
        await publishCommitted(app.db, [
          { kind: 'message', message: sent.message, recipientIds },
          { kind: 'inbox', conversationId, userIds: recipientIds },
        ]).catch((error: unknown) =>
          request.log.warn({ err: error }, 'a sent message was not announced; catch-up will'),
        );
      }
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Mark a conversation read up to a message',
        params: conversationParamsSchema,
        body: markReadBodySchema,
        response: { 204: z.null() },
        errors: { 404: ['not_found'] },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      if (!(await findConversationFor(app.db, request.params.id, me))) throw notFound();
      await app.db.transaction(async (tx) => {
        await markRead(tx, request.params.id, me, request.body.seq);
        await publishEvent(tx, { kind: 'inbox', conversationId: request.params.id, userIds: [me] });
      });
      return reply.code(204).send(null);
    },
  );
};
