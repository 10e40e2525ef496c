import type { FastifyInstance, FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who reads a public list: the signed-in user when the request carries a valid access token,
 * else null (a visitor). A missing, bad or expired token reads as a visitor, not an error: the
 * lists are public, and what a viewer changes in them (blocks) is theirs, not a secret.
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  return (await app.accessTokens.verify(token))?.userId ?? null;
}
