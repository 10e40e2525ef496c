import type { ErrorCode } from '#contract/errors';

/**
 * An error the client is meant to see: a stable code, an HTTP status, optional field reasons.
 * The code is one of the contract's, so that the web app has a text for it.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: string[],
  ) {
    super(message);
  }
}
