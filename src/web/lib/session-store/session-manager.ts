import type { AuthUser, Session } from '#contract/auth';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_MARGIN_MS,
  SESSION_RETRY_BASE_MS,
} from '#contract/constants';
import { isRetryableStatus, retryWithBackoff } from './retry-with-backoff';
import {
  lifetimeLeftMs,
  parseSession,
  readSession,
  SESSION_STORAGE_KEY,
  type StorageLike,
  writeSession,
} from './stored-session';

/** The session's events. MFA_CHALLENGE_VERIFIED is not used: there is no second factor. */
export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

export interface SessionState {
  session: Session | null;
  /** True until the first session (or its absence) is known. */
  loading: boolean;
}

export type SessionListener = (event: AuthChangeEvent, session: Session | null) => void;

export interface SessionTransport {
  /** POST /api/auth/refresh. Fails with an error carrying the HTTP `status` (0: no answer). */
  refresh(refreshToken: string): Promise<Session>;
}

/** The part of navigator.locks the manager uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionManagerOptions {
  storage: StorageLike;
  transport: SessionTransport;
  /** Web Locks, so that one tab refreshes at a time; without them each tab refreshes alone. */
  locks?: LockManagerLike | undefined;
  /** Calls back with the new stored text whenever another tab changes the session. */
  watchStorage?: (onChange: (newValue: string | null) => void) => () => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  storageKey?: string;
}

export const REFRESH_LOCK_NAME = 'sofia-tennis.session-refresh';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A 4xx answer to a refresh means the refresh token is dead: sign out. */
function isRefused(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function sameUser(a: AuthUser, b: AuthUser): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Holds the session of this tab, keeps it in storage, refreshes it before it ends and tells
 * listeners about every change. Framework-free; see session-provider.tsx for React.
 */
export function createSessionManager(options: SessionManagerOptions) {
  const { storage, transport, locks } = options;
  const key = options.storageKey ?? SESSION_STORAGE_KEY;
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)));

  let state: SessionState = { session: null, loading: true };
  const listeners = new Set<SessionListener>();
  const stateListeners = new Set<() => void>();
  let started: Promise<void> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let unwatch: (() => void) | undefined;
  let refreshing: Promise<Session | null> | undefined;

  function emit(event: AuthChangeEvent, session: Session | null, loading = false) {
    state = { session, loading };
    for (const listener of stateListeners) listener();
    for (const listener of listeners) listener(event, session);
  }

  function store(session: Session | null, event: AuthChangeEvent) {
    writeSession(storage, session, key);
    emit(event, session);
  }

  /** Takes over a session another tab wrote, with the event that describes the change. */
  function adopt(next: Session | null) {
    const before = state.session;
    if (!next) {
      if (before) emit('SIGNED_OUT', null);
      return;
    }
    if (!before || before.user.id !== next.user.id) emit('SIGNED_IN', next);
    else if (before.access_token !== next.access_token) emit('TOKEN_REFRESHED', next);
    else if (!sameUser(before.user, next.user)) emit('USER_UPDATED', next);
  }

  const needsRefresh = (session: Session) =>
    lifetimeLeftMs(session, now()) < SESSION_REFRESH_MARGIN_MS;

  function withLock<T>(work: () => Promise<T>): Promise<T> {
    return locks ? locks.request(REFRESH_LOCK_NAME, work) : work();
  }

  /** The network refresh, retried with back-off; a refused one signs out. */
  async function refreshOverNetwork(session: Session): Promise<Session | null> {
    try {
      const next = await retryWithBackoff(() => transport.refresh(session.refresh_token), {
        baseMs: SESSION_RETRY_BASE_MS,
        budgetMs: SESSION_CHECK_INTERVAL_MS,
        isRetryable: (error) => isRetryableStatus(statusOf(error) ?? -1),
        sleep,
      });
      if (!state.loading) store(next, 'TOKEN_REFRESHED');
      else writeSession(storage, next, key);
      return next;
    } catch (error) {
      if (isRefused(error)) {
        if (!state.loading) store(null, 'SIGNED_OUT');
        else writeSession(storage, null, key);
        return null;
      }
      throw error;
    }
  }

  /**
   * Refreshes the session if it is about to end (or, with `failedAccessToken`, if the server
   * refused that token). One tab at a time: inside the lock the stored session is read again,
   * and one another tab has just refreshed is taken over instead of refreshing again.
   */
  function refresh(request: { failedAccessToken?: string } = {}): Promise<Session | null> {
    refreshing ??= withLock(async () => {
      const known = state.session;
      const stored = readSession(storage, key);
      if (!state.loading && stored?.access_token !== known?.access_token) adopt(stored);
      if (!stored) return null;
      const refused = request.failedAccessToken === stored.access_token;
      if (!refused && !needsRefresh(stored)) return stored;
      return refreshOverNetwork(stored);
    }).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function tick() {
    const session = state.session;
    if (!session || !needsRefresh(session)) return;
    try {
      await refresh();
    } catch {
      // The server could not be reached; the next tick tries again.
    }
  }

  async function load() {
    let session = readSession(storage, key);
    if (session && lifetimeLeftMs(session, now()) <= 0) {
      try {
        session = await refresh();
      } catch {
        // Keep the stored session; a later tick or a 401 retries the refresh.
      }
    }
    emit('INITIAL_SESSION', session);
    unwatch = options.watchStorage?.((newValue) => {
      if (!state.loading) adopt(parseSession(newValue));
    });
    interval = setInterval(() => void tick(), SESSION_CHECK_INTERVAL_MS);
    void tick();
  }

  return {
    /** Loads the stored session (INITIAL_SESSION) and starts the 30 s check. Idempotent. */
    start(): Promise<void> {
      started ??= load();
      return started;
    },
    stop() {
      if (interval) clearInterval(interval);
      unwatch?.();
      interval = undefined;
      unwatch = undefined;
      started = undefined;
    },
    getState: (): SessionState => state,
    /** Listeners of the lifecycle events; returns the unsubscribe function. */
    onAuthStateChange(listener: SessionListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** For useSyncExternalStore: called after every state change. */
    subscribe(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Stores a session the server just handed out (sign-in, confirmation, password reset). */
    setSession(session: Session, event: AuthChangeEvent = 'SIGNED_IN') {
      store(session, event);
    },
    /** Applies changes to the signed-in user (e.g. a new name) and emits USER_UPDATED. */
    updateUser(changes: Partial<AuthUser>) {
      const session = state.session;
      if (session) store({ ...session, user: { ...session.user, ...changes } }, 'USER_UPDATED');
    },
    /** Forgets the session in every tab (SIGNED_OUT). */
    clear() {
      store(null, 'SIGNED_OUT');
    },
    refresh,
    tick,
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
