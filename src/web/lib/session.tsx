import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AuthUser, Session } from '../../contract/auth';
import { lazySession, SESSION_LOADING } from './session-store/lazy-session';
import type { SessionActions } from './session-store/session-actions';

/** The session held by the app (spec §3): user, session, loading flag, and what to do with them. */
export interface SessionState extends SessionActions {
  user: AuthUser | null;
  session: Session | null;
  /** True until the first session is known. */
  loading: boolean;
}

/** Fixed values that win over the real session's (component tests). */
const SessionContext = createContext<Partial<SessionState> | undefined>(undefined);

/**
 * The session itself lives in src/web/lib/session-store (loaded lazily, shared by the tabs);
 * `value` fixes parts of it for a subtree, e.g. a signed-in user in a component test.
 */
export function SessionProvider(props: {
  value?: Partial<SessionState> | undefined;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={props.value}>{props.children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const { session, loading } = useSyncExternalStore(
    lazySession.subscribe,
    lazySession.getState,
    // Hydration renders what the server did; the known session follows at once.
    () => SESSION_LOADING,
  );
  return {
    user: session?.user ?? null,
    session,
    loading,
    ...lazySession.actions,
    ...useContext(SessionContext),
  };
}
