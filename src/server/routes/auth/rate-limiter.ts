import { hashToken } from '../../auth/opaque-tokens';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_RULES = {
  /** Failed sign-ins for one e-mail from one address. */
  signInPerEmailAndAddress: { name: 'sign_in:email+ip', limit: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one account from anywhere. */
  signInPerAccount: { name: 'sign_in:email', limit: 100, windowMs: HOUR },
  signUpPerAddress: { name: 'sign_up:ip', limit: 10, windowMs: HOUR },
  signUpPerEmail: { name: 'sign_up:email', limit: 5, windowMs: HOUR },
  mailPerAddress: { name: 'mail:ip', limit: 20, windowMs: HOUR },
  mailPerEmail: { name: 'mail:email', limit: 5, windowMs: HOUR },
  /** 'Connect & Play' requests one user sends (each pair is told at most once a day anyway). */
  playRequestsPerUser: { name: 'play_request:user', limit: 20, windowMs: HOUR },
  /** Devices one user subscribes or refreshes for push (each one kept is a place we post to). */
  pushSubscriptionsPerUser: { name: 'push_subscription:user', limit: 60, windowMs: HOUR },
} satisfies Record<string, RateRule>;

/** Events older than every window are deleted as new ones come in. */
const KEEP_MS = 2 * HOUR;

export interface RateCheck {
  rule: RateRule;
  key: string;
}

/** The events one hit recorded; undo() takes them back (e.g. after a successful sign-in). */
export interface RateHit {
  ids: string[];
}

/**
 * Sliding-window limits kept in the database, so they hold across processes. An event is
 * recorded before it is counted, so concurrent requests can never all slip under a limit.
 */
export function createRateLimiter(db: Queryable, clock: Clock) {
  const bucketOf = (check: RateCheck) => hashToken(`${check.rule.name}:${check.key}`);

  async function undo(hit: RateHit) {
    if (hit.ids.length) {
      await db.query('delete from rate_limit_events where id = any($1::bigint[])', [hit.ids]);
    }
  }

  return {
    /** Counts one event in every check; throws 429 rate_limited when any is over its limit. */
    async hit(checks: RateCheck[]): Promise<RateHit> {
      const now = clock.now();
      await db.query('delete from rate_limit_events where at < $1', [
        new Date(now.getTime() - KEEP_MS),
      ]);
      const hit: RateHit = { ids: [] };
      let waitMs = 0;
      for (const check of checks) {
        const bucket = bucketOf(check);
        const [row] = await db.query<{ id: string }>(
          'insert into rate_limit_events (bucket, at) values ($1, $2) returning id::text as id',
          [bucket, now],
        );
        if (row) hit.ids.push(row.id);
        const earlier = await db.query<{ at: Date }>(
          `select at from rate_limit_events
           where bucket = $1 and at > $2 and id <> $3::bigint order by at`,
          [bucket, new Date(now.getTime() - check.rule.windowMs), row?.id],
        );
        if (earlier.length >= check.rule.limit) {
          // Once this many of the earlier events have left the window, one more fits.
          const freeing = earlier[earlier.length - check.rule.limit];
          if (freeing) {
            waitMs = Math.max(
              waitMs,
              new Date(freeing.at).getTime() + check.rule.windowMs - now.getTime(),
            );
          }
        }
      }
      if (waitMs > 0) {
        await undo(hit);
        const retryAfter = String(Math.max(1, Math.ceil(waitMs / 1000)));
        throw new ApiError(429, 'rate_limited', 'Too many attempts; try again later', {
          retryAfter,
        });
      }
      return hit;
    },
    undo,
    /** Forgets every event of one bucket (e.g. failed sign-ins after a successful one). */
    async reset(check: RateCheck) {
      await db.query('delete from rate_limit_events where bucket = $1', [bucketOf(check)]);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
