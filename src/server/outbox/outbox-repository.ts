import type { Queryable } from '#server/db/db';

/** Every process's worker listens here, so a job written anywhere is picked up at once. */
export const OUTBOX_CHANNEL = 'tennis_outbox';

export interface NewOutboxJob {
  kind: string;
  payload: Record<string, unknown>;
  dueAt: Date;
  /** Higher goes first among the jobs due (a fan-out before the mails it queues); 0 by default. */
  priority?: number;
}

/** A job one worker has claimed; `claim` proves the claim is still its own when it finishes. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  claim: string;
}

/**
 * How a transaction that queued a job due at once wakes the workers. By default a NOTIFY in the
 * transaction itself, delivered on its commit; a caller that announces what it did after its
 * commit passes one that notes the wake-up for then (wakeWorkersCommitted).
 */
export type WakeWorkers = () => Promise<void>;

export const notifyIn =
  (tx: Queryable): WakeWorkers =>
  async () => {
    await tx.query('select pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
  };

/**
 * Queues a job in the caller's transaction: it exists exactly when the event that caused it
 * committed, and the workers are woken on commit if it is due at once (a later job is found by
 * their poll: a NOTIFY would only make the transaction wait for PostgreSQL's notify lock).
 */
export async function enqueueJob(
  tx: Queryable,
  job: NewOutboxJob,
  now: Date,
  wake: WakeWorkers = notifyIn(tx),
): Promise<void> {
  await tx.query(
    `insert into outbox (kind, payload, due_at, created_at, priority) values ($1, $2, $3, $4, $5)`,
    [job.kind, JSON.stringify(job.payload), job.dueAt, now, job.priority ?? 0],
  );
  await wakeWorkersIfDue([job], now, wake);
}

/** Queues several jobs at once (one per device of a push), in the order given. */
export async function enqueueJobs(
  tx: Queryable,
  jobs: NewOutboxJob[],
  now: Date,
  wake: WakeWorkers = notifyIn(tx),
): Promise<void> {
  if (jobs.length === 0) return;
  await tx.query(
    `insert into outbox (kind, payload, due_at, created_at)
     select kind, payload::jsonb, due_at::timestamptz, $4
     from unnest($1::text[], $2::text[], $3::text[]) with ordinality as job(kind, payload, due_at, n)
     order by n`,
    [
      jobs.map((job) => job.kind),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.dueAt.toISOString()),
      now,
    ],
  );
  await wakeWorkersIfDue(jobs, now, wake);
}

async function wakeWorkersIfDue(jobs: NewOutboxJob[], now: Date, wake: WakeWorkers) {
  if (jobs.some((job) => job.dueAt.getTime() <= now.getTime())) await wake();
}

/**
 * The NOTIFY that wakes the workers for jobs a transaction queued, sent once it committed with
 * the events it announces (publishCommitted): the queuing transaction takes no NOTIFY lock, so
 * busy writers do not commit one after another behind it. A wake-up lost between the commit and
 * that statement costs a delay, not a job: the workers' poll finds every due job (pollMs).
 */
export const WAKE_WORKERS_NOTICE = { channel: OUTBOX_CHANNEL, payload: '' };

/**
 * Claims up to `limit` due jobs for `leaseMs`. SKIP LOCKED lets workers of several processes
 * claim at the same moment without waiting for, or taking, each other's jobs; a job whose
 * worker died is claimed again once its lease has passed.
 */
export async function claimDueJobs(
  db: Queryable,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  const rows = await db.query<{
    id: string;
    kind: string;
    payload: Record<string, unknown> | string;
    attempts: number;
    claim: string;
  }>(
    `update outbox set claim = gen_random_uuid(), locked_until = $2, attempts = attempts + 1
     where id in (
       select id from outbox
       where state = 'pending' and due_at <= $1 and (locked_until is null or locked_until <= $1)
       order by priority desc, due_at, id
       limit $3
       for update skip locked)
     returning id::text as id, kind, payload, attempts, claim`,
    [options.now, new Date(options.now.getTime() + options.leaseMs), options.limit],
  );
  // RETURNING keeps no order: send in the order the jobs were queued.
  return rows
    .map((row) => ({
      ...row,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    }))
    .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/** Done (sent, or nothing left to send): never runs again. False when the claim was lost. */
export async function finishJob(
  db: Queryable,
  job: ClaimedJob,
  outcome: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update outbox set state = 'done', outcome = $3, finished_at = $4, claim = null,
       locked_until = null
     where id = $1 and claim = $2 returning id`,
    [job.id, job.claim, outcome, now],
  );
  return rows.length > 0;
}

/**
 * Gives back claimed jobs that were never started (the process is stopping): any worker may
 * take them at once, and the attempt they were counted does not count.
 */
export async function releaseJobs(db: Queryable, jobs: ClaimedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.query(
    `update outbox set claim = null, locked_until = null, attempts = attempts - 1
     where (id, claim) in (select * from unnest($1::bigint[], $2::uuid[]))`,
    [jobs.map((job) => job.id), jobs.map((job) => job.claim)],
  );
}

/** Failed this time: due again at `dueAt`. */
export async function retryJobLater(
  db: Queryable,
  job: ClaimedJob,
  error: string,
  dueAt: Date,
): Promise<void> {
  await db.query(
    `update outbox set due_at = $3, outcome = $4, claim = null, locked_until = null
     where id = $1 and claim = $2`,
    [job.id, job.claim, dueAt, error],
  );
}

/** Given up on: kept with its last error for an operator to look at. */
export async function failJob(
  db: Queryable,
  job: ClaimedJob,
  error: string,
  now: Date,
): Promise<void> {
  await db.query(
    `update outbox set state = 'failed', outcome = $3, finished_at = $4, claim = null,
       locked_until = null
     where id = $1 and claim = $2`,
    [job.id, job.claim, error, now],
  );
}

/** Removes finished jobs older than `before`. */
export async function pruneFinishedJobs(db: Queryable, before: Date): Promise<void> {
  await db.query(`delete from outbox where state <> 'pending' and finished_at < $1`, [before]);
}
