import { setApiAuth } from '../api-client';
import type { SessionActions } from './session-actions';
import type { SessionState } from './session-manager';

/**
 * The session as the first render sees it: loading, until the session manager (refresh,
 * back-off, locks, the accounts API) has loaded as its own chunk and read the stored session.
 * This keeps it out of the home page's initial JavaScript (docs/decisions/003).
 */
export interface SessionSource {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Loads and starts the manager; idempotent (the app's starts as this module loads). */
  load(): Promise<SessionActions>;
  /** The actions, each waiting for load() first. */
  actions: SessionActions;
}

/** What the server renders, and so what the browser hydrates, before it knows the session. */
export const SESSION_LOADING: SessionState = { session: null, loading: true };

let state: SessionState = SESSION_LOADING;
const listeners = new Set<() => void>();
let loading: Promise<SessionActions> | undefined;

export const lazySession: SessionSource = {
  getState: () => state,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  load: () =>
    (loading ??= import('./app-session').then(async ({ appSession, appSessionActions }) => {
      // start() always reports the first session (INITIAL_SESSION), so this sees it.
      appSession.subscribe(() => {
        state = appSession.getState();
        for (const listener of listeners) listener();
      });
      await appSession.start();
      return appSessionActions;
    })),
  // Each action waits for the manager, then calls its own.
  actions: Object.fromEntries(
    [
      'signIn',
      'signUp',
      'signOut',
      'signOutEverywhere',
      'deleteAccount',
      'setSession',
      'updateUser',
      'authorizedSend',
    ].map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await lazySession.load())[name as keyof SessionActions] as (...a: unknown[]) => unknown)(
          ...args,
        ),
    ]),
  ) as unknown as SessionActions,
};

// Start loading at once, alongside the first render (in the browser: a server rendering is a
// visitor's page while the session loads).
if (typeof window !== 'undefined') void lazySession.load();

// Signed-in calls go through the session (token, and one refresh and retry on a 401).
setApiAuth((send, path, init) =>
  state.session ? lazySession.actions.authorizedSend(send, path, init) : send(path, init),
);
