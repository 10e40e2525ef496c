import type { AuthUser, Session, SignInBody, SignUpBody } from '#contract/auth';
import type { ApiRequestError, Send } from '../api-client';
import { sessionApi } from './session-api';
import type { SessionManager } from './session-manager';

/** What useSession() offers to do with the session, bound to one manager. */
export function createSessionActions(manager: SessionManager) {
  return {
    async signIn(body: SignInBody): Promise<Session> {
      const session = await sessionApi.signIn(body);
      manager.setSession(session, 'SIGNED_IN');
      return session;
    },
    /**
     * Asks for an account; the user signs in through the mailed link. The answer is the same
     * for an address that already has one (its owner is mailed instead).
     */
    async signUp(body: SignUpBody): Promise<void> {
      await sessionApi.signUp(body);
    },
    /**
     * Ends the session on the server (best effort) and in every tab; this device stops getting
     * the user's notifications first, while the call may still be made as them, and forgets the
     * chat messages they wrote that never went out.
     */
    async signOut(): Promise<void> {
      // Loaded only now: the session's chunk is part of every first view.
      await import('../sign-out-cleanup')
        .then(({ cleanUpOnSignOut }) => cleanUpOnSignOut(manager.getState().session?.user.id))
        .catch(() => undefined);
      const token = manager.getState().session?.access_token;
      if (token) await sessionApi.signOut(token).catch(() => undefined);
      manager.clear();
    },
    /**
     * Signs out of every device: this one stops getting the user's notifications first (as at
     * sign-out), then the server ends every session of the user, whose other tabs and devices
     * sign out at once (their sockets close). Throws, still signed in, if the server did not.
     */
    async signOutEverywhere(): Promise<void> {
      const userId = manager.getState().session?.user.id;
      await import('../sign-out-cleanup')
        .then(({ cleanUpOnSignOut }) => cleanUpOnSignOut(userId))
        .catch(() => undefined);
      await sessionApi.signOutEverywhere();
      manager.clear();
    },
    /**
     * Deletes the account (the server checks the password) and then forgets it on this device
     * as a sign-out does. Throws as the server answered; nothing is forgotten then.
     */
    async deleteAccount(password: string): Promise<void> {
      const userId = manager.getState().session?.user.id;
      await sessionApi.deleteAccount({ password });
      manager.clear();
      // The server forgot the account's devices; this one also unsubscribes from its pushes.
      await import('../sign-out-cleanup')
        .then(({ cleanUpOnSignOut }) => cleanUpOnSignOut(userId))
        .catch(() => undefined);
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
