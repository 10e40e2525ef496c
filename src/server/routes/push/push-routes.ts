import { ECDH } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isLoopbackHost,
  type PushSubscriptionInput,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#contract/push';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { deleteSubscription, saveSubscription } from '#server/push/push-subscriptions-repository';

export interface PushRoutesOptions {
  /** The VAPID public key devices subscribe with. */
  publicKey: string;
  /**
   * Whether endpoints on this machine are taken (a test's push service). Off in production: the
   * server would otherwise post to its own neighbours on a user's say-so.
   */
  allowLoopbackEndpoints: boolean;
}

/** Whether the device's key is a point of P-256, so pushes can be encrypted to it. */
function isP256PublicKey(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The contract's format checks, and what only the server can tell about a subscription. */
function subscriptionProblems(
  subscription: PushSubscriptionInput,
  options: PushRoutesOptions,
): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  if (!options.allowLoopbackEndpoints && isLoopbackHost(new URL(subscription.endpoint).hostname)) {
    fields.endpoint = 'invalid_endpoint';
  }
  if (!isP256PublicKey(subscription.keys.p256dh)) fields['keys.p256dh'] = 'invalid_key';
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The devices a signed-in user gets push notifications on (contract/push.ts). */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, options) => {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        summary: 'Get the public key devices subscribe to pushes with',
        response: { 200: pushPublicKeySchema },
      },
    },
    () => ({ publicKey: options.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Get push notifications on this device',
        body: pushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      const fields = subscriptionProblems(request.body, options);
      if (fields) throw new ApiError(400, 'validation', 'Some fields are not valid', fields);
      await app.limitWrite(request, 'pushSubscription');
      await app.db.transaction((tx) => saveSubscription(tx, me, request.body, app.clock.now()));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Stop push notifications on a device',
        body: pushUnsubscribeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSubscription(app.db, signedInUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
