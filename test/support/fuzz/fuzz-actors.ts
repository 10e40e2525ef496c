import { SignJWT } from 'jose';
import { createSession } from '#server/routes/auth/sessions-repository';
import { TEST_JWT_SECRET, type TestApp } from '../test-app';

interface ActorState {
  userId: string;
  sessionId: string;
  token: string;
}

/**
 * Signed-in accounts for the fuzz suites, each with a session made straight in the database
 * (signing in through the API would count against limits the fuzzer itself trips). A fuzzed
 * sign-out, password change or suspension may end a session: `keepAlive` starts a new one. A
 * fuzzed account deletion (the hints hold the sample password) deletes one: it is made again,
 * empty, under the same id.
 */
export async function createFuzzActors(t: TestApp, accounts: Record<string, string>) {
  const states = new Map<string, ActorState>();

  async function revive(userId: string) {
    const [gone] = await t.app.db.query<{ gone: boolean }>(
      'select not exists (select 1 from users where id = $1) as gone',
      [userId],
    );
    if (!gone?.gone) return;
    await t.app.db.query(`insert into profiles (id, name) values ($1, 'Revived Fuzz Actor')`, [
      userId,
    ]);
    await t.app.db.query(
      `insert into users (id, email, password_hash, email_confirmed_at)
       values ($1, $2, 'not a hash: no password signs in', now())`,
      [userId, `revived-${userId}@example.com`],
    );
  }

  async function start(name: string, userId: string) {
    await revive(userId);
    const session = await createSession(t.app.db, userId, t.app.clock.now());
    const issued = await t.app.accessTokens.issue({ userId, sessionId: session.sessionId });
    states.set(name, { userId, sessionId: session.sessionId, token: issued.token });
  }

  for (const [name, userId] of Object.entries(accounts)) await start(name, userId);

  return {
    names: Object.keys(accounts),
    state(name: string): ActorState {
      const state = states.get(name);
      if (!state) throw new Error(`no fuzz actor ${name}`);
      return state;
    },
    authorization(name: string): string {
      return `Bearer ${this.state(name).token}`;
    },
    /** Starts a new session for every actor whose session ended; true when one did. */
    async keepAlive(): Promise<boolean> {
      let renewed = false;
      for (const [name, state] of states) {
        if (!(await t.app.accessTokens.verify(state.token))) {
          await start(name, state.userId);
          renewed = true;
        }
      }
      return renewed;
    },
  };
}

export type FuzzActors = Awaited<ReturnType<typeof createFuzzActors>>;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(
  claims: Record<string, unknown>,
  secret: string,
  times: { issuedAt: number; expiresAt: number },
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('sofia-tennis')
    .setAudience('sofia-tennis:api')
    .setIssuedAt(times.issuedAt)
    .setExpirationTime(times.expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/**
 * `Authorization` headers an attacker could write: unsigned tokens, tokens signed with another
 * key, expired ones, and (as if the key had leaked) tokens whose claims are not what they seem.
 */
export async function forgedAuthorizations(
  t: TestApp,
  victim: { userId: string; sessionId: string },
): Promise<string[]> {
  const now = Math.floor(t.app.clock.now().getTime() / 1000);
  const valid = { issuedAt: now, expiresAt: now + 3_600 };
  const expired = { issuedAt: now - 7_200, expiresAt: now - 3_600 };
  const claims = { sub: victim.userId, sid: victim.sessionId };
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    ...claims,
    iss: 'sofia-tennis',
    aud: 'sofia-tennis:api',
    exp: now + 3_600,
  })}.`;
  const tokens = [
    unsigned,
    await sign(claims, 'not-the-secret-not-the-secret-not-the-secret', valid),
    await sign(claims, TEST_JWT_SECRET, expired),
    await sign({ sub: victim.userId, sid: 'not-a-uuid' }, TEST_JWT_SECRET, valid),
    await sign(
      { sub: victim.userId, sid: '10000000-0000-4000-8000-0000000000ff' },
      TEST_JWT_SECRET,
      valid,
    ),
    await sign({ sub: 'not-a-uuid', sid: victim.sessionId }, TEST_JWT_SECRET, valid),
    await sign({ sub: victim.userId, sid: { $ne: null } }, TEST_JWT_SECRET, valid),
    await sign({ sub: victim.userId }, TEST_JWT_SECRET, valid),
  ];
  return tokens.map((token) => `Bearer ${token}`);
}
