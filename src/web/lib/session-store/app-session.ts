import { dismissErrorToasts, SIGN_IN_ACTION, settleToast } from '../toast';
import { createSessionActions } from './session-actions';
import { sessionApi } from './session-api';
import { createSessionManager, type LockManagerLike } from './session-manager';
import { SESSION_STORAGE_KEY, type StorageLike } from './stored-session';

function browserStorage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** The one session of this tab, shared with the other tabs through localStorage. */
export const appSession = createSessionManager({
  storage: browserStorage(),
  transport: { refresh: (refreshToken) => sessionApi.refresh(refreshToken) },
  locks: (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
  watchStorage(onChange) {
    const listener = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) onChange(event.newValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
});

export const appSessionActions = createSessionActions(appSession);

// A sign-in, however it came (the form, a mailed link, another tab), answers the 'Authentication
// Required' prompt and makes the errors of the tries before it stale.
appSession.onAuthStateChange((event) => {
  if (event !== 'SIGNED_IN') return;
  settleToast(SIGN_IN_ACTION);
  void dismissErrorToasts();
});

// Background tabs run timers rarely: check the session as soon as the tab is shown again.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void appSession.tick();
  });
}
