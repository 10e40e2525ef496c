import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '#contract/auth';
import { ApiRequestError } from '../api-client';
import {
  type AuthChangeEvent,
  createSessionManager,
  type LockManagerLike,
  type SessionManager,
} from './session-manager';
import { SESSION_STORAGE_KEY, type StorageLike } from './stored-session';

const START = Date.UTC(2026, 0, 10, 12, 0, 0);

function makeSession(n: number, lifetimeSeconds = 900, userName = 'Ива'): Session {
  return {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    expires_in: lifetimeSeconds,
    expires_at: Math.floor(Date.now() / 1000) + lifetimeSeconds,
    token_type: 'bearer',
    user: {
      id: '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a11',
      email: 'iva@example.bg',
      name: userName,
      language: 'bg',
      email_confirmed_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  };
}

/** One localStorage shared by several tabs; a write fires `storage` in every other tab. */
function sharedStorage() {
  const data = new Map<string, string>();
  const watchers = new Map<number, (value: string | null) => void>();
  let tabs = 0;
  return {
    data,
    tab() {
      const id = ++tabs;
      const notify = () => {
        for (const [other, watcher] of watchers) {
          if (other !== id) watcher(data.get(SESSION_STORAGE_KEY) ?? null);
        }
      };
      const storage: StorageLike = {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => {
          data.set(key, value);
          notify();
        },
        removeItem: (key) => {
          data.delete(key);
          notify();
        },
      };
      return {
        storage,
        watchStorage(onChange: (value: string | null) => void) {
          watchers.set(id, onChange);
          return () => watchers.delete(id);
        },
      };
    },
  };
}

/** navigator.locks as one exclusive lock per name, granted in request order. */
function fakeLocks(): LockManagerLike & { grants: number } {
  let queue: Promise<unknown> = Promise.resolve();
  const locks = {
    grants: 0,
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = queue.then(() => {
        locks.grants += 1;
        return callback();
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return locks;
}

const networkError = () => new ApiRequestError(0, 'network', 'unreachable');

function recordEvents(manager: SessionManager) {
  const events: AuthChangeEvent[] = [];
  manager.onAuthStateChange((event) => events.push(event));
  return events;
}

let managers: SessionManager[] = [];
function track(manager: SessionManager) {
  managers.push(manager);
  return manager;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  for (const manager of managers) manager.stop();
  managers = [];
  vi.useRealTimers();
});

describe('the session manager', () => {
  it('is loading until the stored session is read, then emits INITIAL_SESSION', async () => {
    const store = sharedStorage();
    const tab = store.tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1)));
    const refresh = vi.fn();
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    const events = recordEvents(manager);
    expect(manager.getState()).toEqual({ session: null, loading: true });
    await manager.start();
    expect(manager.getState().loading).toBe(false);
    expect(manager.getState().session?.access_token).toBe('access-1');
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('emits INITIAL_SESSION with no session when nothing (or garbage) is stored', async () => {
    const tab = sharedStorage().tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, '{not json');
    const manager = track(createSessionManager({ ...tab, transport: { refresh: vi.fn() } }));
    const events = recordEvents(manager);
    await manager.start();
    expect(manager.getState()).toEqual({ session: null, loading: false });
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('checks every 30 s and refreshes only once less than 90 s of lifetime remain', async () => {
    const tab = sharedStorage().tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1, 150)));
    const refresh = vi.fn(async () => makeSession(2));
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    await manager.start();
    await vi.advanceTimersByTimeAsync(30_000); // 120 s left
    await vi.advanceTimersByTimeAsync(30_000); // 90 s left: not less than 90 s
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // the 90 s tick: 60 s left
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(manager.getState().session?.access_token).toBe('access-2');
    expect(JSON.parse(tab.storage.getItem(SESSION_STORAGE_KEY) ?? '').refresh_token).toBe(
      'refresh-2',
    );
  });

  it('retries a refresh after network errors and 502/503/504 with waits of 200, 400, 800 ms', async () => {
    const tab = sharedStorage().tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1, 60)));
    const calls: number[] = [];
    const failures = [
      networkError(),
      new ApiRequestError(503, 'unavailable', 'busy'),
      new ApiRequestError(502, 'unavailable', 'bad gateway'),
    ];
    const refresh = vi.fn(async () => {
      calls.push(Date.now() - START);
      const failure = failures.shift();
      if (failure) throw failure;
      return makeSession(2);
    });
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    const events = recordEvents(manager);
    await manager.start(); // 60 s left: the first check refreshes at once
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 200]);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toEqual([0, 200, 600]);
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toEqual([0, 200, 600]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 200, 600, 1400]);
    expect(manager.getState().session?.access_token).toBe('access-2');
    expect(events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
  });

  it('gives up retrying within one check interval and keeps the session for the next check', async () => {
    const tab = sharedStorage().tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1, 60)));
    const refresh = vi.fn(async (): Promise<Session> => {
      throw networkError();
    });
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    await manager.start();
    await vi.advanceTimersByTimeAsync(29_999);
    // 0, 200, 600, 1400, 3000, 6200, 12600, 25400: the next wait would pass 30 s
    expect(refresh).toHaveBeenCalledTimes(8);
    expect(manager.getState().session?.access_token).toBe('access-1');
  });

  it('signs out when the server refuses the refresh (4xx), without retrying', async () => {
    const tab = sharedStorage().tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1, 60)));
    const refresh = vi.fn(async (): Promise<Session> => {
      throw new ApiRequestError(401, 'invalid_token', 'revoked');
    });
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    const events = recordEvents(manager);
    await manager.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(manager.getState().session).toBeNull();
    expect(tab.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('emits the lifecycle events in order', async () => {
    const tab = sharedStorage().tab();
    const refresh = vi.fn(async () => makeSession(2));
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    const seen: [AuthChangeEvent, string | undefined][] = [];
    manager.onAuthStateChange((event, session) => seen.push([event, session?.access_token]));
    await manager.start();
    manager.setSession(makeSession(1, 100), 'SIGNED_IN');
    await vi.advanceTimersByTimeAsync(30_000); // 70 s left
    manager.updateUser({ name: 'Ива Петрова' });
    manager.setSession(makeSession(3), 'PASSWORD_RECOVERY');
    manager.clear();
    expect(seen).toEqual([
      ['INITIAL_SESSION', undefined],
      ['SIGNED_IN', 'access-1'],
      ['TOKEN_REFRESHED', 'access-2'],
      ['USER_UPDATED', 'access-2'],
      ['PASSWORD_RECOVERY', 'access-3'],
      ['SIGNED_OUT', undefined],
    ]);
  });

  it('refreshes an expired stored session before INITIAL_SESSION', async () => {
    const tab = sharedStorage().tab();
    const expired = { ...makeSession(1), expires_at: Math.floor(START / 1000) - 5 };
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(expired));
    const refresh = vi.fn(async () => makeSession(2));
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    const events = recordEvents(manager);
    await manager.start();
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(manager.getState().session?.access_token).toBe('access-2');
  });

  it('refreshes a token the server refused (401) even if it has time left', async () => {
    const tab = sharedStorage().tab();
    tab.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1)));
    const refresh = vi.fn(async () => makeSession(2));
    const manager = track(createSessionManager({ ...tab, transport: { refresh } }));
    await manager.start();
    const [a, b] = await Promise.all([
      manager.refresh({ failedAccessToken: 'access-1' }),
      manager.refresh({ failedAccessToken: 'access-1' }),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a?.access_token).toBe('access-2');
    expect(b?.access_token).toBe('access-2');
  });
});

describe('two tabs sharing one session', () => {
  function twoTabs(refresh: (token: string) => Promise<Session>) {
    const store = sharedStorage();
    store.data.set(SESSION_STORAGE_KEY, JSON.stringify(makeSession(1, 100)));
    const locks = fakeLocks();
    const transport = { refresh: vi.fn(refresh) };
    const first = track(createSessionManager({ ...store.tab(), transport, locks }));
    const second = track(createSessionManager({ ...store.tab(), transport, locks }));
    return { store, locks, transport, first, second };
  }

  it('refresh once: the tab that waited for the lock takes the new session from storage', async () => {
    const { transport, locks, first, second } = twoTabs(async () => {
      await new Promise((done) => setTimeout(done, 50));
      return makeSession(2);
    });
    const secondEvents = recordEvents(second);
    await Promise.all([first.start(), second.start()]);
    await vi.advanceTimersByTimeAsync(30_000); // both tick with 70 s left
    await vi.advanceTimersByTimeAsync(100);
    expect(locks.grants).toBe(2);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(first.getState().session?.refresh_token).toBe('refresh-2');
    expect(second.getState().session?.refresh_token).toBe('refresh-2');
    expect(secondEvents).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
  });

  it('a sign-out in one tab signs the other out through the storage event', async () => {
    const { first, second } = twoTabs(async () => makeSession(2));
    const secondEvents = recordEvents(second);
    await Promise.all([first.start(), second.start()]);
    first.clear();
    expect(second.getState().session).toBeNull();
    expect(secondEvents).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('a sign-in in one tab signs the other in', async () => {
    const { store, first, second } = twoTabs(async () => makeSession(2));
    store.data.clear();
    const secondEvents = recordEvents(second);
    await Promise.all([first.start(), second.start()]);
    first.setSession(makeSession(5));
    expect(second.getState().session?.access_token).toBe('access-5');
    expect(secondEvents).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });
});
