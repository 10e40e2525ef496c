import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedSchema,
  authUserSchema,
  emailRequestBodySchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
  tokenBodySchema,
} from '#contract/auth';
import { signedInUser } from '#server/plugins/auth';
import type { AuthService } from './auth-service';

const accepted = { accepted: true } as const;

/** The accounts API; see src/contract/auth.ts for the table of calls. */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/auth/sign-up',
    { schema: { body: signUpBodySchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await service.signUp(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/sign-in',
    { schema: { body: signInBodySchema, response: { 200: sessionSchema } } },
    (request) => service.signIn(request.body, request.ip),
  );

  app.post(
    '/api/auth/refresh',
    { schema: { body: refreshBodySchema, response: { 200: sessionSchema } } },
    (request) => service.refresh(request.body.refresh_token),
  );

  app.post(
    '/api/auth/sign-out',
    {
      onRequest: app.requireUser,
      schema: { body: signOutBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.signOut(signedInUser(request), request.body.scope);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    { onRequest: app.requireUser, schema: { response: { 200: authUserSchema } } },
    (request) => service.currentUser(signedInUser(request).id),
  );

  app.post(
    '/api/auth/resend-confirmation',
    { schema: { body: emailRequestBodySchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await service.resendConfirmation(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/confirm-email',
    { schema: { body: tokenBodySchema, response: { 200: sessionSchema } } },
    (request) => service.confirmEmail(request.body.token),
  );

  app.post(
    '/api/auth/request-password-reset',
    { schema: { body: emailRequestBodySchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await service.requestPasswordReset(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: sessionSchema } } },
    (request) => service.resetPassword(request.body),
  );
};
