/**
 * Failures of the database itself rather than of a request: the client can do nothing but try
 * again later. The errors plugin answers them 503 with Retry-After.
 */
export type DatabaseOutage = 'database_unavailable' | 'storage_full';

/** Thrown by a driver that knows the database cannot be used now (the embedded one after a PANIC). */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    readonly outage: DatabaseOutage = 'database_unavailable',
  ) {
    super(message);
  }
}

/** Socket errors of a connection that could not be made or was cut (node's errno codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server that is going away, starting up or out of room: class 08 (connection
 * exception) is matched by prefix.
 */
const OUTAGE_STATES: Record<string, DatabaseOutage> = {
  '57P01': 'database_unavailable', // admin_shutdown: the server is stopping
  '57P02': 'database_unavailable', // crash_shutdown
  '57P03': 'database_unavailable', // cannot_connect_now: starting up or shutting down
  '53300': 'database_unavailable', // too_many_connections
  '53100': 'storage_full', // disk_full
};

/** What node-postgres says, with no code, when a connection ends under it or never comes. */
const LOST_CONNECTION = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Query read timeout/,
  /^Client was closed and is not queryable/,
  // the embedded database after close(): a shutdown under way
  /^PGlite is closed/,
];

/** Which outage an error means, or undefined when it is any other failure. */
export function databaseOutageOf(error: unknown): DatabaseOutage | undefined {
  if (error instanceof DatabaseUnavailableError) return error.outage;
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return 'database_unavailable';
    if (code.startsWith('08') && code.length === 5) return 'database_unavailable';
    const outage = OUTAGE_STATES[code];
    if (outage) return outage;
  }
  if (LOST_CONNECTION.some((pattern) => pattern.test(error.message))) {
    return 'database_unavailable';
  }
  // A pool's connect() that failed on every address (ECONNREFUSED on ::1 and 127.0.0.1).
  if (error instanceof AggregateError) {
    return error.errors.some((inner) => databaseOutageOf(inner))
      ? 'database_unavailable'
      : undefined;
  }
  return undefined;
}
