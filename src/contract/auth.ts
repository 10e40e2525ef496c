import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { hasControlCharacters, oneLineText } from './text';

/**
 * Accounts API, under /api/auth. Every failure is the error envelope of errors.ts.
 *
 * | call                                  | body                          | success              |
 * |---------------------------------------|-------------------------------|----------------------|
 * | POST /api/auth/sign-up                | SignUpBody                    | 202 Accepted         |
 * | POST /api/auth/sign-in                | SignInBody                    | 200 Session          |
 * | POST /api/auth/refresh                | RefreshBody                   | 200 Session          |
 * | POST /api/auth/sign-out  (Bearer)     | SignOutBody                   | 204                  |
 * | GET  /api/auth/user      (Bearer)     | –                             | 200 AuthUser         |
 * | POST /api/auth/resend-confirmation    | EmailRequestBody              | 202 Accepted         |
 * | POST /api/auth/confirm-email          | TokenBody                     | 200 Session          |
 * | POST /api/auth/request-password-reset | EmailRequestBody              | 202 Accepted         |
 * | POST /api/auth/reset-password         | ResetPasswordBody             | 200 Session          |
 *
 * Signed-in calls send `Authorization: Bearer <access_token>`.
 */

export const languageSchema = z.enum(LANGUAGES);

/** Trimmed and lower-cased, so addresses compare case-insensitively. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'too_long')
  .pipe(z.email('invalid_email'));

/** One line: a name goes into mails' greetings and subjects, never as lines of its own. */
export const nameSchema = oneLineText().min(1, 'required').max(NAME_MAX_LENGTH, 'too_long');

/**
 * A new password as the web form checks it. The server applies the same rules, and also
 * refuses common passwords, answering `weak_password` with its reasons. A control character
 * cannot be typed, only pasted by mistake, and a lone surrogate would be hashed as a
 * replacement character, the same for different passwords: both are refused.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'too_short')
  .max(PASSWORD_MAX_LENGTH, 'too_long')
  .refine((password) => !hasControlCharacters(password), 'control_characters');

/** What the server accepts as a password field; the rules above are checked after it. */
const passwordFieldSchema = z.string().min(1, 'required').max(1024, 'too_long');

/**
 * Sign-up answers 202 Accepted alike for a new address and for one that already has an account,
 * so that it tells no one who has an account: a new address gets a confirmation mail, a taken
 * one a mail to its owner saying someone tried to sign up with it (how to sign in or choose a
 * new password). Either way the user is told to check the mailbox.
 */
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordFieldSchema,
  name: nameSchema,
  /** The language of the confirmation e-mail and of later mails. */
  language: languageSchema.default('bg'),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;
/** The sign-up form: the body with the password rules of newPasswordSchema. */
export const signUpFormSchema = signUpBodySchema.extend({ password: newPasswordSchema });

export const signInBodySchema = z.object({ email: emailSchema, password: passwordFieldSchema });
export type SignInBody = z.input<typeof signInBodySchema>;

export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(200) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** `local` (default) ends this session; `global` ends every session of the user. No body = local. */
export const signOutBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ scope: z.enum(['local', 'global']).default('local') }),
);
export type SignOutBody = z.input<typeof signOutBodySchema>;

/**
 * Resend confirmation / request a password reset. Answered 202 whether or not the address is
 * known. While a link of the same kind mailed to the address in the last
 * EMAIL_LINK_RESEND_MINUTES is unused, no new mail is sent (the earlier one still works): so
 * others cannot flood a mailbox, nor use up its owner's requests.
 */
export const emailRequestBodySchema = z.object({
  email: emailSchema,
  /** Defaults to the language chosen at sign-up. */
  language: languageSchema.optional(),
});
export type EmailRequestBody = z.input<typeof emailRequestBodySchema>;

export const tokenBodySchema = z.object({ token: z.string().min(1).max(200) });
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordFieldSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordFormSchema = resetPasswordBodySchema.extend({
  password: newPasswordSchema,
});

export const authUserSchema = z.object({
  id: z.guid(),
  email: z.string(),
  name: z.string(),
  language: languageSchema,
  /** ISO time; null until the address is confirmed. */
  email_confirmed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * What the client keeps in localStorage. `expires_in` is the access token's lifetime in
 * seconds, `expires_at` the moment it ends in Unix seconds. The refresh token is single use:
 * every refresh returns a new one, and the old one must be dropped.
 */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive(),
  expires_at: z.number().int().positive(),
  token_type: z.literal('bearer'),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const acceptedSchema = z.object({ accepted: z.literal(true) });

/**
 * Links in e-mails point at SPA routes, with the token in the URL fragment so it never reaches
 * a server log or a Referer header: `${APP_URL}/auth/confirm#token=…` and
 * `${APP_URL}/auth/reset-password#token=…`.
 *
 * - confirm: the page POSTs `{ token }` to /api/auth/confirm-email, stores the returned
 *   Session (SIGNED_IN) and replaces the location with `/`.
 * - reset-password: the page asks for a new password (resetPasswordFormSchema), POSTs
 *   `{ token, password }` to /api/auth/reset-password, stores the returned Session
 *   (PASSWORD_RECOVERY, then SIGNED_IN) and goes to `/`. Every other session of the user ends.
 *
 * A used, expired or unknown token answers 401 `invalid_token`; the page then offers to send
 * a new mail. Confirmation links live 24 hours, reset links 1 hour; each works once.
 */
export {
  AUTH_PAGE_PATHS,
  EMAIL_LINK_PATHS,
  EMAIL_LINK_RESEND_MINUTES,
  EMAIL_LINK_TOKEN_PARAM,
  tokenFromLinkHash,
} from './auth-links';
