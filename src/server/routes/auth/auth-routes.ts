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
    {
      schema: {
        summary: 'Sign up with e-mail and password',
        body: signUpBodySchema,
        response: { 202: acceptedSchema },
        errors: { 422: ['weak_password'] },
      },
    },
    async (request, reply) => {
      await service.signUp(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        body: signInBodySchema,
        response: { 200: sessionSchema },
        errors: {
          400: ['invalid_credentials'],
          403: ['email_not_confirmed', 'account_suspended'],
        },
      },
    },
    (request) => service.signIn(request.body, request.ip),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        summary: 'Trade a refresh token for a new session',
        body: refreshBodySchema,
        response: { 200: sessionSchema },
        // A suspended account's sessions were ended: its refresh token is no longer valid.
        errors: { 401: ['invalid_token'] },
      },
    },
    (request) => service.refresh(request.body.refresh_token),
  );

  app.post(
    '/api/auth/sign-out',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Sign out of this session, or of every one',
        body: signOutBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.signOut(signedInUser(request), request.body.scope);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: app.requireUser,
      schema: { summary: 'Get the signed-in user', response: { 200: authUserSchema } },
    },
    (request) => service.currentUser(signedInUser(request).id),
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      schema: {
        summary: 'Mail the link that confirms an address again',
        body: emailRequestBodySchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await service.resendConfirmation(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      schema: {
        summary: 'Confirm an e-mail address with the mailed token, and sign in',
        body: tokenBodySchema,
        response: { 200: sessionSchema },
        errors: { 401: ['invalid_token'], 403: ['account_suspended'] },
      },
    },
    (request) => service.confirmEmail(request.body.token),
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      schema: {
        summary: 'Mail a link to set a new password',
        body: emailRequestBodySchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with the mailed token, and sign in',
        body: resetPasswordBodySchema,
        response: { 200: sessionSchema },
        errors: {
          401: ['invalid_token'],
          403: ['account_suspended'],
          422: ['weak_password'],
        },
      },
    },
    (request) => service.resetPassword(request.body),
  );
};
