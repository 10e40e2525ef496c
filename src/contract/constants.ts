/** The product's business constants and limits, shared by server and web. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;
export const EMAIL_MAX_LENGTH = 254;

/** The largest value of a PostgreSQL `integer` (int4) column: every integer input fits one. */
export const INT4_MAX = 2_147_483_647;

/** The courts' price filter, in euro an hour (its top end means "no limit"). */
export const PRICE_RANGE = { min: 0, max: 50, step: 2.5 } as const;
export const RATING_RANGE = { min: 0, max: 5, step: 0.5 } as const;
export const DISTANCE_RANGE = { min: 1, max: 50, step: 1, default: 10 } as const;

export const PREVIEW_PREFERRED_COURTS = 2;
export const PREVIEW_AMENITIES = 3;

export const CHAT_DIALOG_HEIGHT_PX = 500;
export const TOAST_DURATION_MS = 4000;

export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_MARGIN_MS = 90_000;
export const SESSION_RETRY_BASE_MS = 200;

export const PAGE_SIZE = 24;
/**
 * The players and courts lists count their matches exactly up to this many; beyond it they say
 * '1,000+' (decision 017): an exact count of 100,000 matches cost more than the page itself.
 */
export const LIST_TOTAL_EXACT_UP_TO = 1000;

/** Partner search requests close by themselves this long after they are posted. */
export const PARTNER_REQUEST_TTL_DAYS = 14;
/** How many open partner requests one author may have at a time. */
export const MAX_OPEN_PARTNER_REQUESTS = 5;

/** Booking requests: a date from today (Europe/Sofia) to this many days ahead. */
export const BOOKING_MAX_DAYS_AHEAD = 60;
export const BOOKING_DURATION_HOURS = { min: 1, max: 3, step: 0.5 } as const;
/** A season: the same slot every week for up to 26 weeks (1 is a single booking). */
export const SEASON_MAX_WEEKS = 26;
/**
 * A court's free cancellation: an accepted booking cancelled less than this many hours (whole,
 * the court's choice) before it starts is a late cancellation. 24 was every court's rule before.
 */
export const FREE_CANCEL_HOURS = { min: 0, max: 48, default: 24 } as const;
/** Booking notes (requester's and owner's). */
export const NOTE_MAX_LENGTH = 500;

/** The city's time zone: booking dates and times, and "today", are local to it. */
export const TIME_ZONE = 'Europe/Sofia';

/**
 * Bulgaria adopted the euro on 1 January 2026 at this fixed rate; prices are in euro. The rate
 * only reads what was written in leva before (an old link's price filter).
 */
export const BGN_PER_EUR = 1.95583;

/** Prices are euro amounts kept in whole cents. */
export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}

export const DEFAULT_LANGUAGE = 'bg';
export const LANGUAGES = ['bg', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
