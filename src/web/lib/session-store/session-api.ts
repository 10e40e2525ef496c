import type { DeleteAccountBody } from '#contract/account';
import type { AuthUser, Session, SignInBody, SignUpBody } from '#contract/auth';
import { apiFetch, jsonBody } from '../api-client';

/**
 * The calls of src/contract/auth.ts that the session itself makes (signing in, up and out, the
 * refresh, the current user); every call throws ApiRequestError on failure.
 */
export const sessionApi = {
  /** Accepted alike for a new address and a taken one: either way a mail goes to it. */
  signUp: (body: SignUpBody) =>
    apiFetch<{ accepted: true }>('/api/auth/sign-up', { ...jsonBody(body), auth: false }),
  signIn: (body: SignInBody) =>
    apiFetch<Session>('/api/auth/sign-in', { ...jsonBody(body), auth: false }),
  refresh: (refreshToken: string) =>
    apiFetch<Session>('/api/auth/refresh', {
      ...jsonBody({ refresh_token: refreshToken }),
      auth: false,
    }),
  /** Ends the session on the server; the token is given explicitly (no refresh on a 401). */
  signOut: (accessToken: string) =>
    apiFetch<void>('/api/auth/sign-out', {
      ...jsonBody({ scope: 'local' }),
      auth: false,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    }),
  /** Ends every session of the user, this one too (their sockets close at once). */
  signOutEverywhere: () => apiFetch<void>('/api/auth/sign-out', jsonBody({ scope: 'global' })),
  /** Deletes the account; the server checks the password first (contract/account.ts). */
  deleteAccount: (body: DeleteAccountBody) =>
    apiFetch<void>('/api/account', { ...jsonBody(body), method: 'DELETE' }),
  currentUser: () => apiFetch<AuthUser>('/api/auth/user'),
};
