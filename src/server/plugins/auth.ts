import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from '#server/auth/access-tokens';
import { ApiError } from '#server/lib/api-error';

export interface SignedInUser {
  id: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * An onRequest hook for routes that need a signed-in user:
     * `app.get(url, { onRequest: app.requireUser }, handler)`, then `signedInUser(request)`.
     * Answers 401 session_missing without a Bearer token, 401 invalid_token for a bad one.
     */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The user that app.requireUser let through. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new ApiError(401, 'session_missing', 'Sign in first');
  return request.user;
}

/** Verifies `Authorization: Bearer <jwt>` access tokens for the routes that ask for it. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { accessTokens: AccessTokens }) => {
    app.decorate('accessTokens', options.accessTokens);
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (!header) {
        reply.header('www-authenticate', 'Bearer');
        throw new ApiError(401, 'session_missing', 'Sign in first');
      }
      const token = BEARER.exec(header)?.[1];
      const claims = token ? await options.accessTokens.verify(token) : undefined;
      if (!claims) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw new ApiError(401, 'invalid_token', 'The session has expired or is not valid');
      }
      request.user = { id: claims.userId, sessionId: claims.sessionId };
    });
  },
  { name: 'auth' },
);
