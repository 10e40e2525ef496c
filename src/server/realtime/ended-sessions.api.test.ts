import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '#contract/auth';
import { REALTIME_LIMITS } from '#contract/realtime';
import { openPostgres } from '#server/db/postgres-db';
import { bearer, lastMailToken, signedInAgain, signedUpUser } from '#test/support/auth-helpers';
import { OpenSockets, type RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { CLOSE_CODES } from './connection';

// Well under the heartbeat (REALTIME_LIMITS.heartbeatIntervalMs), which would close them anyway.
const PROMPTLY_MS = 5000;
const clock = createTestClock();
let first: TestApp;
let second: TestApp;
let firstUrl: string;
let secondUrl: string;
const sockets = new OpenSockets();

/**
 * A second server process on the same database: on PostgreSQL with its own pool and LISTEN
 * connection, as another process has; PGlite lives in one process, so there the two app
 * instances share it.
 */
async function secondServer(): Promise<TestApp> {
  const url = first.database.url;
  if (!url) return createTestApp({ database: first.database, clock });
  const db = await openPostgres(url);
  return createTestApp({ database: { db, url, drop: () => db.close() }, clock });
}

beforeAll(async () => {
  first = await createTestApp({ clock });
  second = await secondServer();
  firstUrl = await first.listen();
  secondUrl = await second.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await second.close();
  // Its own pool on PostgreSQL; on PGlite the first app's database, dropped by first.close().
  if (second.database !== first.database) await second.database.drop();
  await first.close();
});

async function closedPromptly(client: RealtimeTestClient): Promise<number> {
  expect(PROMPTLY_MS).toBeLessThan(REALTIME_LIMITS.heartbeatIntervalMs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the socket stayed open')), PROMPTLY_MS);
  });
  try {
    return await Promise.race([client.waitForClose(), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function stillOpen(client: RealtimeTestClient) {
  const before = client.frames.length;
  client.send({ type: 'ping' });
  await client.waitFor((frame) => frame.type === 'pong', before);
  expect(client.closeCode).toBeUndefined();
}

function signOut(session: Session, app: TestApp, scope?: 'local' | 'global') {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: bearer(session),
    payload: scope ? { scope } : {},
  });
}

describe('ending a session closes its sockets at once, on every server', () => {
  it('sign-out: the session’s sockets on both servers close, the user’s other session stays', async () => {
    const phone = await signedUpUser(first, 'ivo@example.com', 'Иво');
    const laptop = await signedInAgain(first, 'ivo@example.com');
    const phoneHere = await sockets.signedIn(firstUrl, phone);
    const phoneThere = await sockets.signedIn(secondUrl, phone);
    const laptopThere = await sockets.signedIn(secondUrl, laptop);

    expect((await signOut(phone, first)).statusCode).toBe(204);
    expect(await closedPromptly(phoneHere)).toBe(CLOSE_CODES.unauthorized);
    expect(await closedPromptly(phoneThere)).toBe(CLOSE_CODES.unauthorized);
    expect(phoneThere.frames).toContainEqual(expect.objectContaining({ code: 'invalid_token' }));
    await stillOpen(laptopThere);
  });

  it('password reset: the sessions it ends lose their sockets; the new session’s socket works', async () => {
    const tablet = await signedInAgain(first, 'ivo@example.com');
    const tabletHere = await sockets.signedIn(firstUrl, tablet);
    const tabletThere = await sockets.signedIn(secondUrl, tablet);
    const requested = await second.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'ivo@example.com' },
    });
    expect(requested.statusCode).toBe(202);
    const reset = await second.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: await lastMailToken(second, 'ivo@example.com'),
        password: 'Clay-Court-2024',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await closedPromptly(tabletHere)).toBe(CLOSE_CODES.unauthorized);
    expect(await closedPromptly(tabletThere)).toBe(CLOSE_CODES.unauthorized);
    await stillOpen(await sockets.signedIn(firstUrl, sessionSchema.parse(reset.json())));
  });

  it('sign-out everywhere: every session’s sockets close', async () => {
    const one = await signedUpUser(first, 'vera@example.com', 'Вера');
    const two = await signedInAgain(first, 'vera@example.com');
    const opened = [await sockets.signedIn(firstUrl, one), await sockets.signedIn(secondUrl, two)];
    expect((await signOut(one, second, 'global')).statusCode).toBe(204);
    for (const client of opened) expect(await closedPromptly(client)).toBe(4001);
  });

  it('a replayed refresh token: the session it ends loses its sockets', async () => {
    const session = await signedUpUser(first, 'toni@example.com', 'Тони');
    const there = await sockets.signedIn(secondUrl, session);
    const refresh = (token: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: token },
      });
    const rotated = await refresh(session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    clock.advance(60_000);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect(await closedPromptly(there)).toBe(CLOSE_CODES.unauthorized);
  });

  it('leaves other users’ sockets alone', async () => {
    const mila = await signedUpUser(first, 'mila@example.com', 'Мила');
    const other = await signedUpUser(first, 'petar@example.com', 'Петър');
    const milaSocket = await sockets.signedIn(secondUrl, mila);
    expect((await signOut(other, first)).statusCode).toBe(204);
    await stillOpen(milaSocket);
  });
});
