import { createContext, type ReactNode, useContext } from 'react';

export interface SessionUser {
  email?: string;
}

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

/** Signed out until the accounts work provides a real session (spec §3 "Session held by the app"). */
export const SIGNED_OUT: SessionState = { user: null, loading: false, signOut: async () => {} };

const SessionContext = createContext<SessionState>(SIGNED_OUT);

export function SessionProvider(props: { value?: SessionState; children: ReactNode }) {
  return (
    <SessionContext.Provider value={props.value ?? SIGNED_OUT}>
      {props.children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
