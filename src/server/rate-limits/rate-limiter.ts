import { hashToken } from '#server/auth/opaque-tokens';
import type { Queryable } from '#server/db/db';
import { withGenericPlans } from '#server/db/generic-plans';
import { ApiError } from '#server/lib/api-error';
import type { Clock } from '#server/lib/clock';

/** At most `limit` events in any `windowMs`; `name` keeps its buckets apart from other rules'. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateCheck {
  rule: RateRule;
  /** Whose events: a user id, an address, an e-mail, or a combination. */
  key: string;
  /** False: the event is recorded but never refused here (another check decides). */
  enforce?: boolean;
}

/** The events one hit recorded; undo() takes them back (e.g. after a successful sign-in). */
export interface RateHit {
  ids: string[];
}

/** Expired events are deleted at most this often per process, not on every hit. */
const CLEANUP_EVERY_MS = 60_000;

export function rateLimited(waitMs: number): ApiError {
  const retryAfter = String(Math.max(1, Math.ceil(waitMs / 1000)));
  return new ApiError(429, 'rate_limited', 'Too many attempts; try again later', { retryAfter });
}

/**
 * Sliding-window limits kept in the database, so they hold across processes. Events are
 * recorded before they are counted (two statements), so concurrent requests can never all slip
 * under a limit.
 */
export function createRateLimiter(anyDb: Queryable, clock: Clock) {
  // Every statement here finds a bucket's events by its key and time: one plan fits every value,
  // and planning it at each request cost more than running it.
  const db = withGenericPlans(anyDb);
  const bucketOf = (check: RateCheck) => hashToken(`${check.rule.name}:${check.key}`);
  let lastCleanup = Number.NEGATIVE_INFINITY;

  async function cleanUp(now: Date) {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    await db.query('delete from rate_limit_events where keep_until < $1', [now]);
  }

  async function undo(hit: RateHit) {
    if (hit.ids.length) {
      await db.query('delete from rate_limit_events where id = any($1::bigint[])', [hit.ids]);
    }
  }

  /** Records one event per check; the wait until every enforced check has room (0: none). */
  async function record(checks: RateCheck[]): Promise<{ hit: RateHit; waitMs: number }> {
    if (checks.length === 0) return { hit: { ids: [] }, waitMs: 0 };
    const now = clock.now();
    await cleanUp(now);
    const buckets = checks.map(bucketOf);
    const inserted = await db.query<{ id: string }>(
      `insert into rate_limit_events (bucket, at, keep_until)
       select bucket, $2, $2::timestamptz + make_interval(secs => window_ms / 1000.0)
       from unnest($1::text[], $3::bigint[]) as c(bucket, window_ms)
       returning id::text as id`,
      [buckets, now, checks.map((check) => check.rule.windowMs)],
    );
    const hit: RateHit = { ids: inserted.map((row) => row.id) };
    const enforced = checks.flatMap((check, i) =>
      check.enforce === false ? [] : [{ rule: check.rule, bucket: buckets[i] as string }],
    );
    // For each enforced check: the events before this hit in its window, and (when there are
    // `limit` of them) the limit-th newest, whose leaving the window makes room for one more.
    const counted = await db.query<{ earlier: number; freeing: Date | null }>(
      `select
         (select count(*) from rate_limit_events e
          where e.bucket = c.bucket and e.at > c.since and e.id <> all($4::bigint[]))::int
           as earlier,
         (select e.at from rate_limit_events e
          where e.bucket = c.bucket and e.at > c.since and e.id <> all($4::bigint[])
          order by e.at desc, e.id desc offset c.lim - 1 limit 1) as freeing
       from unnest($1::text[], $2::timestamptz[], $3::int[]) with ordinality as c(bucket, since, lim, n)
       order by c.n`,
      [
        enforced.map((e) => e.bucket),
        enforced.map((e) => new Date(now.getTime() - e.rule.windowMs)),
        enforced.map((e) => e.rule.limit),
        hit.ids,
      ],
    );
    let waitMs = 0;
    counted.forEach((row, i) => {
      const rule = (enforced[i] as { rule: RateRule }).rule;
      if (row.earlier >= rule.limit && row.freeing) {
        const freesAt = new Date(row.freeing).getTime() + rule.windowMs;
        waitMs = Math.max(waitMs, freesAt - now.getTime());
      }
    });
    if (waitMs > 0) await undo(hit);
    return { hit, waitMs };
  }

  return {
    /**
     * Records one event in every check; when any enforced check was already at its limit,
     * records nothing and throws 429 rate_limited with the seconds until all have room.
     */
    async hit(checks: RateCheck[]): Promise<RateHit> {
      const { hit, waitMs } = await record(checks);
      if (waitMs > 0) throw rateLimited(waitMs);
      return hit;
    },

    /** As hit(), but over a limit it answers undefined instead of throwing. */
    async tryHit(checks: RateCheck[]): Promise<RateHit | undefined> {
      const { hit, waitMs } = await record(checks);
      return waitMs > 0 ? undefined : hit;
    },

    /** How many events a check's bucket holds in its window now. */
    async count(check: RateCheck): Promise<number> {
      const now = clock.now();
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from rate_limit_events where bucket = $1 and at > $2',
        [bucketOf(check), new Date(now.getTime() - check.rule.windowMs)],
      );
      return row?.n ?? 0;
    },

    undo,

    /** Forgets every event of one bucket (e.g. failed sign-ins after a successful one). */
    async reset(check: RateCheck) {
      await db.query('delete from rate_limit_events where bucket = $1', [bucketOf(check)]);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
