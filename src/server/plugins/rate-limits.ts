import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRateLimiter,
  type RateHit,
  type RateLimiter,
} from '#server/rate-limits/rate-limiter';
import { type WriteAction, writeLimitChecks } from '#server/rate-limits/rate-rules';
import { signedInUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's rate limiter (its counts live in the database, shared by every process). */
    rateLimiter: RateLimiter;
    /**
     * Counts one write of the signed-in user and their address against WRITE_LIMITS; throws
     * 429 rate_limited with Retry-After when either is over. Call it after the request is known
     * to be acceptable, just before the write.
     */
    limitWrite(request: FastifyRequest, action: WriteAction): Promise<RateHit>;
  }
}

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = createRateLimiter(app.db, app.clock);
    app.decorate('rateLimiter', limiter);
    app.decorate('limitWrite', (request: FastifyRequest, action: WriteAction) =>
      limiter.hit(writeLimitChecks(action, { userId: signedInUser(request).id, ip: request.ip })),
    );
  },
  { name: 'rate-limits', dependencies: ['auth'] },
);
