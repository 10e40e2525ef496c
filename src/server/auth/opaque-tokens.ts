import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token`. Derived rather than random so that a second,
 * concurrent refresh with the same old token can be given the same successor without the
 * server ever storing a usable token.
 */
export function successorToken(key: string, token: string): string {
  return createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');
}
