import type { AuthUser, Session, SignInBody, SignUpBody } from '../../../contract/auth';
import type { ApiRequestError, Send } from '../api-client';
import { authApi } from '../auth-api';
import type { SessionManager } from './session-manager';

/** What useSession() offers to do with the session, bound to one manager. */
export function createSessionActions(manager: SessionManager) {
  return {
    async signIn(body: SignInBody): Promise<Session> {
      const session = await authApi.signIn(body);
      manager.setSession(session, 'SIGNED_IN');
      return session;
    },
    /** Creates the account; the user signs in through the confirmation mail. */
    async signUp(body: SignUpBody): Promise<AuthUser> {
      return (await authApi.signUp(body)).user;
    },
    /**
     * Ends the session on the server (best effort) and in every tab; this device stops getting
     * the user's notifications first, while the call may still be made as them.
     */
    async signOut(): Promise<void> {
      // Loaded only now: the session's chunk is part of every first view.
      await import('../push-device')
        .then(({ turnOffPush }) => turnOffPush())
        .catch(() => undefined);
      const token = manager.getState().session?.access_token;
      if (token) await authApi.signOut(token).catch(() => undefined);
      manager.clear();
    },
    /** Stores a session from an e-mail link (confirmation, or password reset with `recovery`). */
    setSession(session: Session, recovery = false): void {
      if (recovery) manager.setSession(session, 'PASSWORD_RECOVERY');
      manager.setSession(session, 'SIGNED_IN');
    },
    updateUser(changes: Partial<AuthUser>): void {
      manager.updateUser(changes);
    },
    /** For the API client: sends with the access token; a 401 refreshes once and retries once. */
    async authorizedSend<T>(send: Send, path: string, init: RequestInit): Promise<T> {
      const token = manager.getState().session?.access_token;
      try {
        return await send<T>(path, init, token);
      } catch (error) {
        if (!(token && (error as ApiRequestError).status === 401)) throw error;
        const fresh = await manager.refresh({ failedAccessToken: token }).catch(() => null);
        if (!fresh || fresh.access_token === token) throw error;
        return send<T>(path, init, fresh.access_token);
      }
    },
  };
}

export type SessionActions = ReturnType<typeof createSessionActions>;
