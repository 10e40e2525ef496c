import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '#test/support/test-clock';
import { createAccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-of-thirty-two-bytes-at-least';
const claims = {
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
};

/** A token signed by another implementation (jose): the claims as the app writes them. */
function signedElsewhere(
  fields: { iss?: string; aud?: string; sub?: string; sid?: string },
  secret = SECRET,
) {
  const now = Math.floor(Date.parse('2026-11-25T12:00:00Z') / 1000);
  const { sid, ...registered } = fields;
  return new SignJWT({ ...registered, ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}

describe('access tokens', () => {
  const clock = createTestClock(new Date('2026-11-25T12:00:00Z'));
  const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 600, clock });

  it('checks the tokens it issues until they expire, by the app’s clock', async () => {
    const issued = await tokens.issue(claims);
    expect(issued.expiresAt).toBe(Date.parse('2026-11-25T12:10:00Z') / 1000);
    expect(await tokens.verify(issued.token)).toEqual(claims);
    clock.advance(599_000);
    expect(await tokens.verify(issued.token)).toEqual(claims);
    clock.advance(1_000);
    expect(await tokens.verify(issued.token)).toBeUndefined();
    clock.set(new Date('2026-11-25T12:00:00Z'));
  });

  it('takes a token of the same claims signed by another implementation', async () => {
    const token = await signedElsewhere({
      iss: 'sofia-tennis',
      aud: 'sofia-tennis:api',
      sub: claims.userId,
      sid: claims.sessionId,
    });
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses another key, a missing or foreign claim, ids that are not uuids and garbage', async () => {
    const full = { iss: 'sofia-tennis', aud: 'sofia-tennis:api', sub: claims.userId };
    const refused = [
      await signedElsewhere(
        { ...full, sid: claims.sessionId },
        'another-secret-of-thirty-two-bytes!!',
      ),
      await signedElsewhere({ ...full }),
      await signedElsewhere({ aud: full.aud, sub: full.sub, sid: claims.sessionId }),
      await signedElsewhere({ iss: full.iss, sub: full.sub, sid: claims.sessionId }),
      await signedElsewhere({ ...full, iss: 'someone-else', sid: claims.sessionId }),
      await signedElsewhere({ ...full, aud: 'someone-else', sid: claims.sessionId }),
      await signedElsewhere({ ...full, sub: 'admin', sid: claims.sessionId }),
      'abc.def.ghi',
      'a',
    ];
    expect(await tokens.verifyMany(refused)).toEqual(refused.map(() => undefined));
  });
});
