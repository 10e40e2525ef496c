/**
 * The plain values of auth.ts's e-mail links, without zod: the pages that open from a mail, and
 * the sign-in page, use them before any schema is needed (building them was a long task on a
 * phone). auth.ts describes the links.
 */

export const EMAIL_LINK_PATHS = {
  confirmEmail: '/auth/confirm',
  resetPassword: '/auth/reset-password',
  /** A new address for an account (contract/account.ts): POSTs to /api/account/email/confirm. */
  changeEmail: '/auth/change-email',
} as const;
export const EMAIL_LINK_TOKEN_PARAM = 'token';
/** A new confirmation or reset link is mailed at most this often to one address. */
export const EMAIL_LINK_RESEND_MINUTES = 10;

/** Pages a mail may link to without a token: sign-in, and the forgotten-password form. */
export const AUTH_PAGE_PATHS = {
  signIn: '/auth',
  forgotPassword: '/auth?mode=forgot-password',
} as const;

/** Reads the token from an e-mail link's fragment (`#token=…`). */
export function tokenFromLinkHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get(EMAIL_LINK_TOKEN_PARAM) ?? undefined;
}
