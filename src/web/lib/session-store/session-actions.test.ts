import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '#contract/auth';
import { ApiRequestError, apiFetch, setApiAuth } from '../api-client';
import { unsentKey } from '../unsent-messages/unsent-storage';
import { createSessionActions } from './session-actions';
import { createSessionManager } from './session-manager';
import { SESSION_STORAGE_KEY } from './stored-session';

function session(token: string): Session {
  return {
    access_token: token,
    refresh_token: `refresh-${token}`,
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    token_type: 'bearer',
    user: {
      id: '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a11',
      email: 'iva@example.bg',
      name: 'Ива',
      language: 'bg',
      email_confirmed_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  };
}

async function signedIn(refresh: (token: string) => Promise<Session>) {
  const data = new Map([[SESSION_STORAGE_KEY, JSON.stringify(session('old'))]]);
  const manager = createSessionManager({
    storage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
    transport: { refresh: vi.fn(refresh) },
  });
  await manager.start();
  const actions = createSessionActions(manager);
  setApiAuth((send, path, init) => actions.authorizedSend(send, path, init));
  return manager;
}

function serverAccepting(token: string) {
  const seen: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization');
      seen.push(auth);
      return auth === `Bearer ${token}`
        ? new Response(JSON.stringify({ ok: true }), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'invalid_token', message: 'x' } }), {
            status: 401,
          });
    }),
  );
  return seen;
}

afterEach(() => {
  setApiAuth(undefined);
  vi.unstubAllGlobals();
});

describe('signed-in API calls', () => {
  it('send the access token and, after a 401, refresh once and retry once', async () => {
    const seen = serverAccepting('new');
    const manager = await signedIn(async () => session('new'));
    await expect(apiFetch('/api/profile')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(manager.getState().session?.access_token).toBe('new');
    manager.stop();
  });

  it('give up with the 401 and sign out when the refresh is refused', async () => {
    const seen = serverAccepting('never');
    const manager = await signedIn(async () => {
      throw new ApiRequestError(401, 'invalid_token', 'revoked');
    });
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer old']);
    expect(manager.getState().session).toBeNull();
    manager.stop();
  });
});

describe('signing out', () => {
  it('forgets the unsent chat messages of the user who signs out, not anyone else’s', async () => {
    serverAccepting('old');
    const manager = await signedIn(async () => session('old'));
    const me = session('old').user.id;
    const someoneElse = '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a12';
    const partner = '00000000-0000-0000-0000-000000000004';
    localStorage.setItem(unsentKey(me, partner), '[]');
    localStorage.setItem(unsentKey(someoneElse, partner), '[]');
    await createSessionActions(manager).signOut();
    expect(manager.getState().session).toBeNull();
    expect(localStorage.getItem(unsentKey(me, partner))).toBeNull();
    expect(localStorage.getItem(unsentKey(someoneElse, partner))).toBe('[]');
    localStorage.clear();
    manager.stop();
  });
});
