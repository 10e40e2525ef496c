import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/db';
import type { Clock } from '#server/lib/clock';
import {
  type ClaimedJob,
  claimDueJobs,
  failJob,
  finishJob,
  OUTBOX_CHANNEL,
  pruneFinishedJobs,
  releaseJobs,
  retryJobLater,
} from './outbox-repository';

/** What a job's handler reports: it was delivered, or there was nothing (left) to deliver. */
export type JobOutcome = 'sent' | 'skipped';
export type JobHandler = (payload: Record<string, unknown>) => Promise<JobOutcome>;

/** A failure that no retry can mend (a mailbox that does not exist): the job is given up. */
export class PermanentJobError extends Error {}

/**
 * A mail's failure as the job should report it: a recipient the mail server refused for good
 * (5xx to RCPT TO: no such mailbox) is given up, since retrying cannot help; the rest retry.
 */
export function givenUpIfRefused(error: unknown): unknown {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  if (code === 'EENVELOPE' && responseCode && responseCode >= 500) {
    return new PermanentJobError((error as Error).message);
  }
  return error;
}

export interface OutboxWorkerOptions {
  /** How often to look for due jobs besides the wake-ups on commit (delayed jobs, retries). */
  pollMs: number;
  /** How long a claimed job is held before another worker may take it (a crashed worker). */
  leaseMs: number;
  /** Back-off after a failure: base × 2^(attempt − 1), at most max; given up after maxAttempts. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  pollMs: 5_000,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  // About a day of retries at the cap: an SMTP outage of hours loses nothing.
  maxAttempts: 55,
  batchSize: 10,
};

const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

/**
 * Sends what the outbox holds. Every process runs one; they share the table and never send a
 * job twice while its claim holds. `drain()` runs a pass now (tests call it after moving their
 * clock); `start()` adds wake-ups on every commit that queued a job (NOTIFY) and a poll for
 * delayed jobs and retries.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  /** Passes run one after another; a wake-up during a pass queues at most one more. */
  private chain: Promise<unknown> = Promise.resolve();
  private queued = false;
  private stopped = false;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: OutboxWorkerOptions = DEFAULT_OUTBOX_OPTIONS,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.unlisten = await this.db.listen(
      OUTBOX_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Stops looking for jobs and lets the job in progress finish, waiting at most `waitMs`: a
   * mail server that hangs must not hold up a shutdown (the job's claim runs out and another
   * process, or this one after a restart, sends it). Jobs claimed with it but not started are
   * released at once, for any worker to take.
   */
  async stop(waitMs = 5_000): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.chain,
      new Promise((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  /** Something was queued, or it is time to look: one pass after the one in progress. */
  wake(): void {
    if (this.stopped || this.queued) return;
    this.queued = true;
    void this.chain.then(() => {
      this.queued = false;
      if (this.stopped) return;
      return this.drain().catch((error) => this.log.error({ err: error }, 'outbox pass failed'));
    });
  }

  /**
   * Sends every job due now, after any pass in progress; resolves to how many jobs ran.
   */
  drain(): Promise<number> {
    const pass = this.chain.then(() => this.passes());
    this.chain = pass.catch(() => {});
    return pass;
  }

  private async passes(): Promise<number> {
    let handled = 0;
    while (!this.stopped) {
      const jobs = await claimDueJobs(this.db, {
        now: this.clock.now(),
        leaseMs: this.options.leaseMs,
        limit: this.options.batchSize,
      });
      for (const [index, job] of jobs.entries()) {
        if (this.stopped) {
          await releaseJobs(this.db, jobs.slice(index));
          return handled;
        }
        await this.run(job);
        handled += 1;
      }
      if (jobs.length < this.options.batchSize) break;
    }
    if (!this.stopped) await this.pruneNowAndThen();
    return handled;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`);
      const outcome = await handler(job.payload);
      if (!(await finishJob(this.db, job, outcome, this.clock.now()))) {
        this.log.warn({ job: job.id }, 'outbox job finished after its claim had passed');
      }
    } catch (error) {
      await this.failed(job, error as Error);
    }
  }

  private async failed(job: ClaimedJob, error: Error): Promise<void> {
    const reason = reasonOf(error);
    const now = this.clock.now();
    if (error instanceof PermanentJobError || job.attempts >= this.options.maxAttempts) {
      this.log.error({ job: job.id, kind: job.kind, reason }, 'outbox job given up');
      await failJob(this.db, job, reason, now);
      return;
    }
    const delay = Math.min(
      this.options.retryBaseMs * 2 ** (job.attempts - 1),
      this.options.retryMaxMs,
    );
    this.log.warn({ job: job.id, kind: job.kind, reason, retryInMs: delay }, 'outbox job failed');
    await retryJobLater(this.db, job, reason, new Date(now.getTime() + delay));
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPrune < 3_600_000) return;
    this.lastPrune = now;
    await pruneFinishedJobs(this.db, new Date(now - KEEP_FINISHED_MS));
  }
}

/** A short reason for the log and the row: never the message's content or its links. */
function reasonOf(error: Error): string {
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return [code, responseCode, error.message.slice(0, 200)].filter(Boolean).join(' ');
}
