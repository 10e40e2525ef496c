import type { FastifyBaseLogger } from 'fastify';
import { type AuthUser, EMAIL_LINK_RESEND_MINUTES, type Session } from '#contract/auth';
import type { Language } from '#contract/constants';
import type { AccessTokens } from '#server/auth/access-tokens';
import { endSessions } from '#server/auth/end-sessions';
import { checkPasswordAttempt } from '#server/auth/password-attempts';
import { assertStrongPassword } from '#server/auth/password-policy';
import { hashPassword } from '#server/auth/passwords';
import type { Db } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { Clock } from '#server/lib/clock';
import type { Mailer } from '#server/mail/mailer';
import type { RateLimiter } from '#server/rate-limits/rate-limiter';
import { RATE_RULES } from '#server/rate-limits/rate-rules';
import { dropEmailChange } from '../account/email-changes-repository';
import { queuePasswordChangedNotice } from '../account/password-changed-mail';
import { sendConfirmationMail, sendPasswordResetMail, sendSignUpNoticeMail } from './auth-mails';
import {
  consumeEmailToken,
  createEmailToken,
  deleteEmailToken,
  type EmailTokenPurpose,
  hasLiveEmailTokenSince,
  isEmailTokenLive,
  spendAllEmailTokens,
} from './email-tokens-repository';
import { createSession, rotateRefreshToken, type SessionTokens } from './sessions-repository';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  publicUser,
  type StoredUser,
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

const RESEND_INTERVAL_MS = EMAIL_LINK_RESEND_MINUTES * 60_000;

const invalidToken = () =>
  new ApiError(401, 'invalid_token', 'The link or token has expired or was already used');

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, limiter } = deps;
  // Per address, and per mailbox from that address: others cannot use up a mailbox's quota.
  const mailLimits = (email: string, ip: string) => [
    { rule: RATE_RULES.mailPerEmailAndAddress, key: `${email}|${ip}` },
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

  /**
   * Mails a new confirmation or reset link, unless one mailed in the last
   * EMAIL_LINK_RESEND_MINUTES is still unused: that one works, and the mailbox is not flooded.
   */
  async function mailLink(user: StoredUser, purpose: EmailTokenPurpose, language?: Language) {
    const now = clock.now();
    const token = await db.transaction(async (tx) => {
      // Two requests at once for one user: the second sees the first one's link.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`mail:${purpose}:${user.id}`]);
      const since = new Date(now.getTime() - RESEND_INTERVAL_MS);
      if (await hasLiveEmailTokenSince(tx, user.id, purpose, since, now)) return undefined;
      return createEmailToken(tx, user.id, purpose, now);
    });
    if (!token) return;
    const to = { ...user, language: language ?? user.language };
    const send = purpose === 'confirm_email' ? sendConfirmationMail : sendPasswordResetMail;
    await deliver(
      () => send(deps.mailer, deps.appUrl(), to, token),
      () => deleteEmailToken(db, token),
    );
  }

  /** Someone signed up with an address that has an account: its owner is told, in their language. */
  async function noticeExistingAccount(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const notice = await limiter.tryHit([{ rule: RATE_RULES.signUpNoticePerEmail, key: email }]);
    // One went out minutes ago; the answer stays the same either way.
    if (!notice) return;
    await deliver(
      () => sendSignUpNoticeMail(deps.mailer, deps.appUrl(), user),
      () => limiter.undo(notice),
    );
  }

  return {
    /**
     * Answers alike whether or not the address has an account (contract/auth.ts): a new one gets
     * a confirmation mail, a taken one a notice to its owner. Both paths hash the password and
     * send a mail, so neither answers noticeably sooner.
     */
    async signUp(
      body: { email: string; password: string; name: string; language: Language },
      ip: string,
    ): Promise<void> {
      assertStrongPassword(body.password);
      await limiter.hit([
        { rule: RATE_RULES.signUpPerAddress, key: ip },
        { rule: RATE_RULES.signUpPerEmailAndAddress, key: `${body.email}|${ip}` },
        ...mailLimits(body.email, ip),
      ]);
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const id = await insertUser(tx, { ...body, passwordHash, now });
        return id && { id, token: await createEmailToken(tx, id, 'confirm_email', now) };
      });
      if (!created) return noticeExistingAccount(body.email);
      await deliver(
        () => sendConfirmationMail(deps.mailer, deps.appUrl(), body, created.token),
        () => deleteUser(db, created.id),
      );
    },

    /** Each wrong password counts as a guess (auth/password-attempts.ts). */
    async signIn(body: { email: string; password: string }, ip: string): Promise<Session> {
      const user = await findUserByEmail(db, body.email);
      const right = await checkPasswordAttempt(limiter, {
        email: body.email,
        ip,
        password: body.password,
        passwordHash: user?.passwordHash,
      });
      if (!right || !user) {
        throw new ApiError(400, 'invalid_credentials', 'Wrong e-mail or password');
      }
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

    /** Ends this session (or every one) and closes its sockets on every process at once. */
    async signOut(user: { id: string; sessionId: string }, scope: 'local' | 'global') {
      const sessionIds = scope === 'global' ? undefined : [user.sessionId];
      await endSessions(db, { userId: user.id, sessionIds }, clock.now());
    },

    currentUser: loadUser,

    async resendConfirmation(body: { email: string; language?: Language }, ip: string) {
      await limiter.hit(mailLimits(body.email, ip));
      const user = await findUserByEmail(db, body.email);
      if (!user || user.email_confirmed_at) return;
      await mailLink(user, 'confirm_email', body.language);
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
      await mailLink(user, 'reset_password', body.language);
    },

    /**
     * Sets the new password, confirms the address it was mailed to, and ends every other
     * session (their sockets close at once).
     */
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
        // Whoever asked for a change of address may have known the old password.
        await dropEmailChange(tx, userId, now);
        await endSessions(tx, { userId }, now);
        await queuePasswordChangedNotice(tx, userId, now);
        return createSession(tx, userId, now);
      });
      if (!tokens) throw invalidToken();
      return sessionFor(tokens, await loadUser(tokens.userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
