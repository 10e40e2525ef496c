import { expect } from 'vitest';
import { type Session, sessionSchema, tokenFromLinkHash } from '#contract/auth';
import type { TestApp } from './test-app';

export const GOOD_PASSWORD = 'Forehand-Topspin-42';

/** The token of the newest mailed link to `email`. */
export async function lastMailToken(t: TestApp, email: string): Promise<string> {
  const mails = await t.mails(email);
  const link = mails.at(-1)?.link;
  expect(link, `a mail with a link to ${email}`).toBeDefined();
  const token = tokenFromLinkHash(new URL(link ?? '').hash);
  expect(token).toBeDefined();
  return token ?? '';
}

export async function signUp(
  t: TestApp,
  body: { email: string; name?: string; password?: string; language?: 'bg' | 'en' },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { name: 'Test Player', password: GOOD_PASSWORD, ...body },
  });
}

export async function confirmWithLastMail(t: TestApp, email: string): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { token: await lastMailToken(t, email) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionSchema.parse(response.json());
}

/** A new confirmed account, signed in. */
export async function signedUpUser(
  t: TestApp,
  email: string,
  name = 'Test Player',
  language: 'bg' | 'en' = 'bg',
): Promise<Session> {
  const response = await signUp(t, { email, name, language });
  expect(response.statusCode, response.body).toBe(202);
  return confirmWithLastMail(t, email);
}

export async function signIn(
  t: TestApp,
  email: string,
  password = GOOD_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
  });
}

/** A further session of an existing account: another device signing in. */
export async function signedInAgain(
  t: TestApp,
  email: string,
  password = GOOD_PASSWORD,
): Promise<Session> {
  const response = await signIn(t, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return sessionSchema.parse(response.json());
}

export async function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: refreshToken },
  });
}

export function bearer(session: Session) {
  return { authorization: `Bearer ${session.access_token}` };
}

/** Deletes the session's account as its owner does (with the password); expects 204. */
export async function deleteAccount(t: TestApp, session: Session): Promise<void> {
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(session),
    payload: { password: GOOD_PASSWORD },
  });
  if (deleted.statusCode !== 204) {
    throw new Error(`deleting the account answered ${deleted.statusCode}: ${deleted.body}`);
  }
}
