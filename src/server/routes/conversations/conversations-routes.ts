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
import { signedInUser } from '../../plugins/auth';
import { publishEvent } from '../../realtime/events';
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

export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

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
      if (!(await findConversationFor(app.db, request.params.id, me))) throw notFound();
      if ((await countRecentMessages(app.db, me, MESSAGE_RATE.windowSeconds)) >= MESSAGE_RATE.max) {
        throw new ApiError(429, 'rate_limited', 'You are sending messages too fast', {
          retryAfter: String(MESSAGE_RATE.windowSeconds),
        });
      }
      const message = await app.db.transaction(async (tx) => {
        const appended = await appendMessage(tx, request.params.id, me, request.body.content);
        if (!appended) throw notFound();
        await publishEvent(tx, { kind: 'message', ...appended });
        await publishEvent(tx, {
          kind: 'inbox',
          conversationId: request.params.id,
          userIds: appended.recipientIds,
        });
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
