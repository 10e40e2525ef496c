import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, Session } from '../../../contract/auth';
import type { Language } from '../../../contract/constants';
import type { AccessTokens } from '../../auth/access-tokens';
import { assertStrongPassword } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/db';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import { sendConfirmationMail, sendPasswordResetMail } from './auth-mails';
import {
  consumeEmailToken,
  createEmailToken,
  isEmailTokenLive,
  spendAllEmailTokens,
} from './email-tokens-repository';
import { RATE_RULES, type RateLimiter } from './rate-limiter';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  type SessionTokens,
} from './sessions-repository';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  publicUser,
  updatePasswordHash,
} from './users-repository';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Public base URL of the site; e-mail links start with it. */
  appUrl: () => string;
  /** Secret key from which refresh-token successors are derived. */
  successorKey: string;
  log: FastifyBaseLogger;
}

const invalidToken = () =>
  new ApiError(401, 'invalid_token', 'The link or token has expired or was already used');

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, limiter } = deps;
  const mailLimits = (email: string, ip: string) => [
    { rule: RATE_RULES.mailPerEmail, key: email },
    { rule: RATE_RULES.mailPerAddress, key: ip },
  ];

  async function sessionFor(tokens: SessionTokens, user: AuthUser): Promise<Session> {
    const access = await deps.accessTokens.issue(tokens);
    return {
      access_token: access.token,
      refresh_token: tokens.refreshToken,
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      token_type: 'bearer',
      user,
    };
  }

  async function loadUser(id: string): Promise<AuthUser> {
    const user = await findUserById(db, id);
    if (!user) throw invalidToken();
    return publicUser(user);
  }

  /** Sends a mail; when it fails the caller's work is undone and the client may retry. */
  async function deliver(send: () => Promise<void>, undo?: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      deps.log.error({ err: error }, 'mail could not be sent');
      await undo?.();
      throw new ApiError(503, 'unavailable', 'The e-mail could not be sent; try again later');
    }
  }

  return {
    async signUp(
      body: { email: string; password: string; name: string; language: Language },
      ip: string,
    ) {
      assertStrongPassword(body.password);
      await limiter.hit([
        { rule: RATE_RULES.signUpPerAddress, key: ip },
        { rule: RATE_RULES.signUpPerEmail, key: body.email },
        ...mailLimits(body.email, ip),
      ]);
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const id = await insertUser(tx, { ...body, passwordHash, now });
        return id && { id, token: await createEmailToken(tx, id, 'confirm_email', now) };
      });
      if (!created) throw new ApiError(409, 'email_taken', 'This e-mail already has an account');
      await deliver(
        () => sendConfirmationMail(deps.mailer, deps.appUrl(), body, created.token),
        () => deleteUser(db, created.id),
      );
      return { user: await loadUser(created.id) };
    },

    async signIn(body: { email: string; password: string }, ip: string): Promise<Session> {
      const fromHere = { rule: RATE_RULES.signInPerEmailAndAddress, key: `${body.email}|${ip}` };
      const attempt = await limiter.hit([
        fromHere,
        { rule: RATE_RULES.signInPerAccount, key: body.email },
      ]);
      const user = await findUserByEmail(db, body.email);
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        throw new ApiError(400, 'invalid_credentials', 'Wrong e-mail or password');
      }
      await limiter.undo(attempt);
      await limiter.reset(fromHere);
      if (!user.email_confirmed_at) {
        throw new ApiError(403, 'email_not_confirmed', 'Confirm your e-mail address first');
      }
      const tokens = await createSession(db, user.id, clock.now());
      return sessionFor(tokens, publicUser(user));
    },

    async refresh(refreshToken: string): Promise<Session> {
      const tokens = await rotateRefreshToken(db, deps.successorKey, refreshToken, clock.now());
      if (!tokens) throw invalidToken();
      return sessionFor(tokens, await loadUser(tokens.userId));
    },

    async signOut(user: { id: string; sessionId: string }, scope: 'local' | 'global') {
      if (scope === 'global') await revokeAllSessions(db, user.id, clock.now());
      else await revokeSession(db, user.sessionId, clock.now());
    },

    currentUser: loadUser,

    async resendConfirmation(body: { email: string; language?: Language }, ip: string) {
      await limiter.hit(mailLimits(body.email, ip));
      const user = await findUserByEmail(db, body.email);
      if (!user || user.email_confirmed_at) return;
      const token = await createEmailToken(db, user.id, 'confirm_email', clock.now());
      const language = body.language ?? user.language;
      await deliver(() =>
        sendConfirmationMail(deps.mailer, deps.appUrl(), { ...user, language }, token),
      );
    },

    async confirmEmail(token: string): Promise<Session> {
      const now = clock.now();
      const tokens = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'confirm_email', now);
        if (!userId) return undefined;
        await markEmailConfirmed(tx, userId, now);
        await spendAllEmailTokens(tx, userId, 'confirm_email', now);
        return createSession(tx, userId, now);
      });
      if (!tokens) throw invalidToken();
      return sessionFor(tokens, await loadUser(tokens.userId));
    },

    async requestPasswordReset(body: { email: string; language?: Language }, ip: string) {
      await limiter.hit(mailLimits(body.email, ip));
      const user = await findUserByEmail(db, body.email);
      if (!user) return;
      const token = await createEmailToken(db, user.id, 'reset_password', clock.now());
      const language = body.language ?? user.language;
      await deliver(() =>
        sendPasswordResetMail(deps.mailer, deps.appUrl(), { ...user, language }, token),
      );
    },

    /** Sets the new password, confirms the address it was mailed to, ends every other session. */
    async resetPassword(body: { token: string; password: string }): Promise<Session> {
      if (!(await isEmailTokenLive(db, body.token, 'reset_password', clock.now()))) {
        throw invalidToken();
      }
      assertStrongPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const tokens = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, body.token, 'reset_password', now);
        if (!userId) return undefined;
        await updatePasswordHash(tx, userId, passwordHash, now);
        await markEmailConfirmed(tx, userId, now);
        await spendAllEmailTokens(tx, userId, 'reset_password', now);
        await revokeAllSessions(tx, userId, now);
        return createSession(tx, userId, now);
      });
      if (!tokens) throw invalidToken();
      return sessionFor(tokens, await loadUser(tokens.userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
