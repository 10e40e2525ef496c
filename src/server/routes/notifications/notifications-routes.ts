import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '#contract/notifications';
import {
  listNotifications,
  markNotificationsRead,
  unreadCount,
} from '#server/notifications/notifications-repository';
import { signedInUser } from '#server/plugins/auth';
import { publishEvent } from '#server/realtime/events';

/** The bell: the signed-in user's notifications, and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List my notifications',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    (request) => listNotifications(app.db, signedInUser(request).id, request.query.cursor),
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Mark notifications read',
        body: markNotificationsReadSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const ids = 'all' in request.body ? 'all' : request.body.ids;
      await app.db.transaction(async (tx) => {
        await markNotificationsRead(tx, me, ids, app.clock.now());
        await publishEvent(tx, { kind: 'notifications_read', userIds: [me] });
      });
      return { unreadCount: await unreadCount(app.db, me) };
    },
  );
};
