import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { AuthUser, Session, SignInBody, SignUpBody } from '../../../contract/auth';
import { authApi } from '../auth-api';
import { appSession } from './app-session';
import type { SessionManager } from './session-manager';

const SessionContext = createContext<SessionManager>(appSession);

/** Gives a different session manager to a subtree (tests); the app uses appSession. */
export function SessionProvider(props: { manager: SessionManager; children: ReactNode }) {
  return createElement(SessionContext.Provider, { value: props.manager }, props.children);
}

export interface UseSession {
  user: AuthUser | null;
  session: Session | null;
  /** True until the first session is known. */
  loading: boolean;
  signIn(body: SignInBody): Promise<Session>;
  /** Creates the account; the user signs in through the confirmation mail. */
  signUp(body: SignUpBody): Promise<AuthUser>;
  /** Ends the session on the server (best effort) and in every tab. */
  signOut(): Promise<void>;
  /** Stores a session from an e-mail link (confirmation or password reset). */
  setSession(session: Session, recovery?: boolean): void;
  updateUser(changes: Partial<AuthUser>): void;
}

export function useSession(): UseSession {
  const manager = useContext(SessionContext);
  const state = useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
  useEffect(() => {
    void manager.start();
  }, [manager]);
  const actions = useMemo(
    () => ({
      async signIn(body: SignInBody) {
        const session = await authApi.signIn(body);
        manager.setSession(session, 'SIGNED_IN');
        return session;
      },
      async signUp(body: SignUpBody) {
        return (await authApi.signUp(body)).user;
      },
      async signOut() {
        const token = manager.getState().session?.access_token;
        if (token) await authApi.signOut(token).catch(() => undefined);
        manager.clear();
      },
      setSession(session: Session, recovery = false) {
        if (recovery) manager.setSession(session, 'PASSWORD_RECOVERY');
        manager.setSession(session, 'SIGNED_IN');
      },
      updateUser: (changes: Partial<AuthUser>) => manager.updateUser(changes),
    }),
    [manager],
  );
  return {
    user: state.session?.user ?? null,
    session: state.session,
    loading: state.loading,
    ...actions,
  };
}
