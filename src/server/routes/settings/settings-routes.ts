import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  languageUpdateSchema,
  MAIL_CATEGORIES,
  type NotificationSettings,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
} from '../../../contract/notifications';
import { ApiError } from '../../lib/api-error';
import { signedInUser } from '../../plugins/auth';
import { findMailSettings, setLanguage, setMailOff } from './settings-repository';

/** The signed-in user's notification e-mails and the language of their mails. */
export const settingsRoutes: FastifyPluginAsyncZod<{ messageMailDelaySeconds: number }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', app.requireUser);

  async function load(userId: string): Promise<NotificationSettings> {
    const row = await findMailSettings(app.db, userId);
    if (!row) throw new ApiError(401, 'invalid_token', 'This account no longer exists');
    return {
      language: row.language,
      messageMailDelaySeconds: options.messageMailDelaySeconds,
      email: Object.fromEntries(
        MAIL_CATEGORIES.map((category) => [category, !row.mailOff.includes(category)]),
      ) as NotificationSettings['email'],
    };
  }

  app.get(
    '/api/settings/notifications',
    { schema: { response: { 200: notificationSettingsSchema } } },
    (request) => load(signedInUser(request).id),
  );

  app.put(
    '/api/settings/notifications',
    {
      schema: {
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const current = await load(me);
      const email = { ...current.email, ...request.body.email };
      const off = MAIL_CATEGORIES.filter((category) => !email[category]);
      await setMailOff(app.db, me, off, app.clock.now());
      return load(me);
    },
  );

  app.put(
    '/api/settings/language',
    { schema: { body: languageUpdateSchema } },
    async (request, reply) => {
      await setLanguage(app.db, signedInUser(request).id, request.body.language, app.clock.now());
      return reply.code(204).send();
    },
  );
};
