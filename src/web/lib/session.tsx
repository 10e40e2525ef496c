import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AuthUser, Session } from '#contract/auth';
import { lazySession, SESSION_LOADING } from './session-store/lazy-session';
import type { SessionActions } from './session-store/session-actions';
import { useHydrated } from './use-hydrated';

/** The session held by the app: user, session, loading flag, and what to do with them. */
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

const stillLoading = () => SESSION_LOADING;

export function useSession(): SessionState {
  // Hydration renders what the server did (loading); the known session follows in the
  // transition that brings the page alive, so the page re-renders in slices. A store whose
  // snapshot differs right after hydration re-renders every reader at once instead: one long
  // task on a phone (bench/RESULTS.md, 2026-11-24).
  const alive = useHydrated();
  const { session, loading } = useSyncExternalStore(
    lazySession.subscribe,
    alive ? lazySession.getState : stillLoading,
    stillLoading,
  );
  return {
    user: session?.user ?? null,
    session,
    loading,
    ...lazySession.actions,
    ...useContext(SessionContext),
  };
}
