import { EXPORTS_PER_HOUR } from '#contract/account';
import { EMAIL_LINK_RESEND_MINUTES } from '#contract/auth';
import { CLAIMS_PER_DAY } from '#contract/court-claims';
import { REPORTS_PER_HOUR } from '#contract/reports';
import type { RateCheck, RateRule } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The accounts' limits: each protects one thing, named in its comment. */
export const RATE_RULES = {
  /** Guessing one account's password from one address: 5 failures, then wait. */
  signInPerEmailAndAddress: { name: 'sign_in:email+ip', limit: 5, windowMs: 15 * MINUTE },
  /** Credential stuffing: failures from one address across every account. */
  signInPerAddress: { name: 'sign_in:ip', limit: 50, windowMs: HOUR },
  /**
   * Guessing one account from many addresses: past this many failures, an address that has
   * failed for the account waits; one that has not may still try (the owner signing in).
   */
  signInPerAccount: { name: 'sign_in:email', limit: 100, windowMs: HOUR },
  /** Accounts made from one address. */
  signUpPerAddress: { name: 'sign_up:ip', limit: 10, windowMs: HOUR },
  /** Sign-ups for one e-mail from one address (only that address uses this quota up). */
  signUpPerEmailAndAddress: { name: 'sign_up:email+ip', limit: 5, windowMs: HOUR },
  /** Mails (confirmation, reset, sign-up notice) one address asks for, to any mailboxes. */
  mailPerAddress: { name: 'mail:ip', limit: 20, windowMs: HOUR },
  /** Mails one address asks for one mailbox (only that address uses this quota up). */
  mailPerEmailAndAddress: { name: 'mail:email+ip', limit: 5, windowMs: HOUR },
  /** Changes of address one account asks for (each mails two mailboxes). */
  emailChangePerAccount: { name: 'email_change:user', limit: 5, windowMs: HOUR },
  /**
   * 'Someone tried to sign up with your address' mails to one mailbox: never refused (the
   * answer must not differ from a new address's), just not sent again this soon.
   */
  signUpNoticePerEmail: {
    name: 'sign_up_notice:email',
    limit: 1,
    windowMs: EMAIL_LINK_RESEND_MINUTES * MINUTE,
  },
} satisfies Record<string, RateRule>;

/** How often one account, and one address, may do one kind of write. */
export interface WriteLimit {
  perAccount: { limit: number; windowMs: number }[];
  /** Looser than per account: several people may share an address (a club's Wi-Fi). */
  perAddress: { limit: number; windowMs: number }[];
}

/**
 * The writes others see or are told about, so that a script could flood them. Generous for real
 * use: a chat sends many messages in a row. A new kind of write adds its row here and calls
 * `writeLimitChecks` with its name.
 */
export const WRITE_LIMITS = {
  /** Chat messages (each may mail or push the recipient). */
  message: {
    perAccount: [
      { limit: 30, windowMs: MINUTE },
      { limit: 600, windowMs: HOUR },
    ],
    perAddress: [
      { limit: 120, windowMs: MINUTE },
      { limit: 2400, windowMs: HOUR },
    ],
  },
  /** New conversations (each appears in the other player's inbox). */
  conversation: {
    perAccount: [{ limit: 60, windowMs: HOUR }],
    perAddress: [{ limit: 240, windowMs: HOUR }],
  },
  /** Booking requests (each mails the court's owner). */
  booking: {
    perAccount: [{ limit: 30, windowMs: HOUR }],
    perAddress: [{ limit: 120, windowMs: HOUR }],
  },
  /** Partner requests (each reloads every signed-in player's board). */
  partnerRequest: {
    perAccount: [{ limit: 20, windowMs: HOUR }],
    perAddress: [{ limit: 80, windowMs: HOUR }],
  },
  /** Open matches posted (each reloads every signed-in player's board, and may book a court). */
  openMatch: {
    perAccount: [{ limit: 20, windowMs: HOUR }],
    perAddress: [{ limit: 80, windowMs: HOUR }],
  },
  /** Spots taken and given up, and asks to join (each tells the organiser). */
  openMatchJoin: {
    perAccount: [{ limit: 60, windowMs: HOUR }],
    perAddress: [{ limit: 240, windowMs: HOUR }],
  },
  /** 'I run this court' claims (each waits for an administrator). */
  courtClaim: {
    perAccount: [{ limit: CLAIMS_PER_DAY, windowMs: DAY }],
    perAddress: [{ limit: 4 * CLAIMS_PER_DAY, windowMs: DAY }],
  },
  /** New court listings and their changes (public pages). */
  courtListing: {
    perAccount: [{ limit: 60, windowMs: HOUR }],
    perAddress: [{ limit: 240, windowMs: HOUR }],
  },
  /** Court photos added and ordered (public pages; each upload is decoded and encoded again). */
  courtPhoto: {
    perAccount: [{ limit: 60, windowMs: HOUR }],
    perAddress: [{ limit: 240, windowMs: HOUR }],
  },
  /** Match results (each asks the opponent to confirm). */
  matchResult: {
    perAccount: [{ limit: 30, windowMs: HOUR }],
    perAddress: [{ limit: 120, windowMs: HOUR }],
  },
  /** Profile changes (name and text on a public page). */
  profile: {
    perAccount: [{ limit: 60, windowMs: HOUR }],
    perAddress: [{ limit: 240, windowMs: HOUR }],
  },
  /** Devices subscribed or refreshed for push (each one kept is a place the server posts to). */
  pushSubscription: {
    perAccount: [{ limit: 60, windowMs: HOUR }],
    perAddress: [{ limit: 240, windowMs: HOUR }],
  },
  /** 'Connect & Play' requests (each pair is told at most once a day anyway). */
  playRequest: {
    perAccount: [{ limit: 20, windowMs: HOUR }],
    perAddress: [{ limit: 80, windowMs: HOUR }],
  },
  /** Downloads of all of one's data (not a write, but each reads everything the user has). */
  accountExport: {
    perAccount: [{ limit: EXPORTS_PER_HOUR, windowMs: HOUR }],
    perAddress: [{ limit: 4 * EXPORTS_PER_HOUR, windowMs: HOUR }],
  },
  /** Reports (each waits for an administrator); a repeat of an open one counts against none. */
  report: {
    perAccount: [{ limit: REPORTS_PER_HOUR, windowMs: HOUR }],
    perAddress: [{ limit: 4 * REPORTS_PER_HOUR, windowMs: HOUR }],
  },
  /** Court reviews written or changed (public on the court's page, and move its rating). */
  review: {
    perAccount: [{ limit: 20, windowMs: HOUR }],
    perAddress: [{ limit: 80, windowMs: HOUR }],
  },
  /** Owners' answers to reviews, and players' replies to no-show marks (public text). */
  reviewReply: {
    perAccount: [{ limit: 30, windowMs: HOUR }],
    perAddress: [{ limit: 120, windowMs: HOUR }],
  },
} satisfies Record<string, WriteLimit>;

export type WriteAction = keyof typeof WRITE_LIMITS;

/** The checks of one write by a signed-in user from an address, for `limiter.hit`. */
export function writeLimitChecks(
  action: WriteAction,
  who: { userId: string; ip: string },
): RateCheck[] {
  const limits: WriteLimit = WRITE_LIMITS[action];
  const checks = (scope: 'user' | 'ip', key: string, windows: WriteLimit['perAccount']) =>
    windows.map(({ limit, windowMs }) => ({
      rule: { name: `${action}:${scope}:${windowMs}`, limit, windowMs },
      key,
    }));
  return [
    ...checks('user', who.userId, limits.perAccount),
    ...checks('ip', who.ip, limits.perAddress),
  ];
}
