/** Statuses on which a refresh is worth retrying: no answer (0) and the gateway errors. */
const RETRYABLE_STATUSES = new Set([0, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

export interface BackoffOptions {
  /** First wait; each further wait doubles it. */
  baseMs: number;
  /** Gives up once the waits so far plus the next one would pass this budget. */
  budgetMs: number;
  isRetryable: (error: unknown) => boolean;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Runs `attempt`; on a retryable error waits baseMs, 2·baseMs, 4·baseMs … and tries again,
 * until it succeeds, fails for good, or the budget is spent (the last error is thrown).
 */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  options: BackoffOptions,
): Promise<T> {
  let waited = 0;
  let delay = options.baseMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!options.isRetryable(error) || waited + delay > options.budgetMs) throw error;
      await options.sleep(delay);
      waited += delay;
      delay *= 2;
    }
  }
}
