import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  languageUpdateSchema,
  MAIL_CATEGORIES,
  type NotificationSettings,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  PUSH_KINDS,
} from '#contract/notifications';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { ensureWeeklyRound } from '../proposals/weekly-mail';
import { findMailSettings, setLanguage, setNotificationsOff } from './settings-repository';

/** The signed-in user's notification e-mails and pushes, and the language of both. */
export const settingsRoutes: FastifyPluginAsyncZod<{ messageMailDelaySeconds: number }> = async (
  app,
  options,
) => {
  async function load(userId: string): Promise<NotificationSettings> {
    const row = await findMailSettings(app.db, userId);
    if (!row) throw new ApiError(401, 'invalid_token', 'This account no longer exists');
    return {
      language: row.language,
      messageMailDelaySeconds: options.messageMailDelaySeconds,
      email: Object.fromEntries(
        MAIL_CATEGORIES.map((category) => [category, !row.mailOff.includes(category)]),
      ) as NotificationSettings['email'],
      push: Object.fromEntries(
        PUSH_KINDS.map((kind) => [kind, !row.pushOff.includes(kind)]),
      ) as NotificationSettings['push'],
    };
  }

  app.get(
    '/api/settings/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Get the notification settings',
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) => load(signedInUser(request).id),
  );

  app.put(
    '/api/settings/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Turn notification e-mails and pushes on or off',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const current = await load(me);
      const email = { ...current.email, ...request.body.email };
      const push = { ...current.push, ...request.body.push };
      const off = {
        mail: MAIL_CATEGORIES.filter((category) => !email[category]),
        push: PUSH_KINDS.filter((kind) => !push[kind]),
      };
      await setNotificationsOff(app.db, me, off, app.clock.now());
      // The first to turn the Monday mail on starts its weekly rounds.
      if (email.weekly_partners) {
        await ensureWeeklyRound(app.db, app.clock.now(), app.weeklyMailAt);
      }
      return load(me);
    },
  );

  app.put(
    '/api/settings/language',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Set the language of e-mails and pushes',
        body: languageUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await setLanguage(app.db, signedInUser(request).id, request.body.language, app.clock.now());
      return reply.code(204).send(null);
    },
  );
};
