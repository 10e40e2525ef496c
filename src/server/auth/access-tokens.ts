import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Clock } from '#server/lib/clock';

const ISSUER = 'sofia-tennis';
const AUDIENCE = 'sofia-tennis:api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
  /** Unix seconds. */
  expiresAt: number;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<IssuedAccessToken>;
  /** The claims of a valid token, or undefined for a bad, foreign or expired one. */
  verify(token: string): Promise<AccessClaims | undefined>;
  /** `verify` of each token, in order, in as few lookups as can be. */
  verifyMany(tokens: readonly string[]): Promise<(AccessClaims | undefined)[]>;
}

/**
 * HS256 JWTs: `sub` the user id, `sid` the session (refresh-token family). Signed and checked
 * with fast-jwt, which uses node:crypto's HMAC in the request's own turn: jose (WebCrypto only
 * since version 6) sent every check to the thread pool and back, about 70 µs of the main thread
 * for each signed-in request under load (decision 034). The time is this app's clock, so expiry
 * is checked here rather than by the library's.
 */
export function createAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): AccessTokens {
  const sign = createSigner({
    key: options.secret,
    algorithm: 'HS256',
    iss: ISSUER,
    aud: AUDIENCE,
    noTimestamp: true,
  });
  const check = createVerifier({
    key: options.secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    // An issuer or audience left out would pass unchecked: both are required.
    requiredClaims: ['iss', 'aud', 'sub', 'exp', 'sid'],
    ignoreExpiration: true,
  });
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  const tokens: AccessTokens = {
    async issue({ userId, sessionId }) {
      const issuedAt = nowSeconds();
      const expiresAt = issuedAt + options.ttlSeconds;
      const token = sign({ sub: userId, sid: sessionId, iat: issuedAt, exp: expiresAt });
      return { token, expiresIn: options.ttlSeconds, expiresAt };
    },
    async verify(token) {
      let payload: { sub?: unknown; sid?: unknown; exp?: unknown };
      try {
        payload = check(token);
      } catch (error) {
        if (error instanceof TokenError) return undefined;
        throw error;
      }
      if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds()) return undefined;
      // Ids go into queries as uuids: anything else (a token signed with a leaked or test key)
      // is not a session, rather than an error of the database.
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
      return { userId: payload.sub, sessionId: payload.sid };
    },
    verifyMany: (all) => Promise.all(all.map((token) => tokens.verify(token))),
  };
  return tokens;
}
