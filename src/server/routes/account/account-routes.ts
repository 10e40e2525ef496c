import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportFileName,
  accountExportSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailChangedSchema,
} from '#contract/account';
import { acceptedSchema, tokenBodySchema } from '#contract/auth';
import { sofiaDate } from '#contract/sofia-time';
import { ApiError } from '#server/lib/api-error';
import type { PhotoStore } from '#server/photos/photo-store';
import { signedInUser } from '#server/plugins/auth';
import { photoFileNames } from '../court-photos/court-photos-repository';
import { deleteAccount } from './account-deletion';
import { accountExport } from './account-export';
import { changePassword } from './change-password';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { userWithOwnPassword } from './own-password';

/** The signed-in user's own account; see src/contract/account.ts for the table of calls. */
export const accountRoutes: FastifyPluginAsyncZod<{ photoStore: PhotoStore }> = async (
  app,
  { photoStore },
) => {
  const deps = { db: app.db, limiter: app.rateLimiter };

  app.post(
    '/api/account/password',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change the password',
        body: changePasswordBodySchema,
        response: { 204: z.null() },
        errors: { 403: ['wrong_password'], 422: ['weak_password'] },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      await userWithOwnPassword(deps, {
        userId: me.id,
        ip: request.ip,
        password: request.body.currentPassword,
        field: 'currentPassword',
      });
      await changePassword(app.db, me, request.body.newPassword, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/email',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Ask to change the e-mail address (a link goes to the new one)',
        body: changeEmailBodySchema,
        response: { 202: acceptedSchema },
        errors: { 403: ['wrong_password'] },
      },
    },
    async (request, reply) => {
      const user = await userWithOwnPassword(deps, {
        userId: signedInUser(request).id,
        ip: request.ip,
        password: request.body.password,
        field: 'password',
      });
      await requestEmailChange(deps, {
        user,
        newEmail: request.body.newEmail,
        ip: request.ip,
        now: app.clock.now(),
      });
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      schema: {
        summary: 'Change the e-mail address with the token mailed to the new one',
        body: tokenBodySchema,
        response: { 200: emailChangedSchema },
        errors: { 401: ['invalid_token'], 409: ['email_taken'] },
      },
    },
    (request) => confirmEmailChange(app.db, request.body.token, app.clock.now()),
  );

  app.get(
    '/api/account/export',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Download everything the app keeps about the account',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      await app.limitWrite(request, 'accountExport');
      const now = app.clock.now();
      const data = await accountExport(app.db, signedInUser(request).id, now);
      if (!data) throw new ApiError(401, 'invalid_token', 'The session has ended');
      reply.header(
        'content-disposition',
        `attachment; filename="${accountExportFileName(sofiaDate(now))}"`,
      );
      // Personal data: never kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Delete the account',
        body: deleteAccountBodySchema,
        response: { 204: z.null() },
        errors: { 403: ['wrong_password'] },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      await userWithOwnPassword(deps, {
        userId: me,
        ip: request.ip,
        password: request.body.password,
        field: 'password',
      });
      const { photoIdsGone } = await app.db.transaction((tx) =>
        deleteAccount(tx, me, app.clock.now()),
      );
      await photoStore.remove(photoIdsGone.flatMap(photoFileNames));
      return reply.code(204).send(null);
    },
  );
};
