import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '#contract/auth';
import { signedInAgain, signedUpUser } from '#test/support/auth-helpers';
import { OpenSockets } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { CLOSE_CODES } from './connection';

const HEARTBEAT_MS = 250;
let t: TestApp;
let baseUrl: string;
const sockets = new OpenSockets();

beforeAll(async () => {
  t = await createTestApp({ realtimeHeartbeatEveryMs: HEARTBEAT_MS, outbox: { autoStart: false } });
  baseUrl = await t.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

async function sessionIdOf(session: Session): Promise<string> {
  const claims = await t.app.accessTokens.verify(session.access_token);
  if (!claims) throw new Error('a live session has claims');
  return claims.sessionId;
}

/** Ended behind the server's back: no event tells the sockets, only the heartbeat can see it. */
async function revokeQuietly(session: Session) {
  await t.app.db.query('update sessions set revoked_at = now() where id = $1', [
    await sessionIdOf(session),
  ]);
}

describe('the realtime heartbeat', () => {
  it('closes the sockets whose session ended, at the next beat, and keeps the others', async () => {
    const laptop = await signedUpUser(t, 'beat@example.com', 'Калин');
    const phone = await signedInAgain(t, 'beat@example.com');
    const laptopSocket = await sockets.signedIn(baseUrl, laptop);
    const phoneSocket = await sockets.signedIn(baseUrl, phone);
    await revokeQuietly(phone);

    expect(await phoneSocket.waitForClose()).toBe(CLOSE_CODES.unauthorized);
    expect(phoneSocket.frames.at(-1)).toMatchObject({ type: 'error', code: 'invalid_token' });
    // Several beats later the live session's socket is still open (it answers the pings).
    await new Promise((resolve) => setTimeout(resolve, 4 * HEARTBEAT_MS));
    expect(laptopSocket.closeCode).toBeUndefined();
    laptopSocket.close();
    await laptopSocket.waitForClose();
  });

  it('checks every socket’s session in one query: live ones pass; ended, forged and bad do not', async () => {
    const maria = await signedUpUser(t, 'many-maria@example.com', 'Мария');
    const georgi = await signedUpUser(t, 'many-georgi@example.com', 'Георги');
    const ended = await signedInAgain(t, 'many-maria@example.com');
    await revokeQuietly(ended);
    const mariaClaims = await t.app.accessTokens.verify(maria.access_token);
    const georgiClaims = await t.app.accessTokens.verify(georgi.access_token);
    // Signed with the server's key, but naming Georgi with Maria's session.
    const forged = await t.app.accessTokens.issue({
      userId: georgiClaims?.userId ?? '',
      sessionId: mariaClaims?.sessionId ?? '',
    });

    const query = vi.spyOn(t.app.db, 'query');
    try {
      const checked = await t.app.accessTokens.verifyMany([
        maria.access_token,
        ended.access_token,
        forged.token,
        'not-a-token',
        georgi.access_token,
      ]);
      expect(checked).toEqual([mariaClaims, undefined, undefined, undefined, georgiClaims]);
      const sessionQueries = query.mock.calls.filter(([sql]) => /from sessions/.test(String(sql)));
      expect(sessionQueries).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('spreads its work over the interval: each socket checked once a beat, a tenth at a time', async () => {
    const many = await signedUpUser(t, 'spread@example.com', 'Стефан');
    const ten = await Promise.all(
      Array.from({ length: 10 }, () => sockets.signedIn(baseUrl, many)),
    );
    const verifyMany = vi.spyOn(t.app.accessTokens, 'verifyMany');
    try {
      const batches = () => verifyMany.mock.calls.map(([tokens]) => tokens.length);
      // Two beats' worth of checks, never two sockets' in one turn.
      await vi.waitFor(
        () => expect(batches().reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(20),
        { timeout: 20_000, interval: 50 },
      );
      expect(Math.max(...batches())).toBe(1);
    } finally {
      verifyMany.mockRestore();
    }
    for (const client of ten) {
      expect(client.closeCode).toBeUndefined();
      client.close();
      await client.waitForClose();
    }
  });
});
