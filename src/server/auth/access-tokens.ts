import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../lib/clock';

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

/** HS256 JWTs: `sub` the user id, `sid` the session (refresh-token family). */
export function createAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): AccessTokens {
  // Imported once: jose imports a raw secret again at every call, half the cost of a check.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Should it fail, every issue and check fails with it; it is not an unhandled rejection.
  key.catch(() => {});
  const tokens: AccessTokens = {
    async issue({ userId, sessionId }) {
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
      const expiresAt = issuedAt + options.ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await key);
      return { token, expiresIn: options.ttlSeconds, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        // Ids go into queries as uuids: anything else (a token signed with a leaked or test
        // key) is not a session, rather than an error of the database.
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
    verifyMany: (all) => Promise.all(all.map((token) => tokens.verify(token))),
  };
  return tokens;
}
