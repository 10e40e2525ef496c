/** An error the client is meant to see: a stable code, an HTTP status, optional field reasons. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: string[],
  ) {
    super(message);
  }
}
