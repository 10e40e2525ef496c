import type { Session } from '#contract/auth';

/** The localStorage key every tab reads and writes the session under. */
export const SESSION_STORAGE_KEY = 'sofia-tennis.session';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Parses a stored session. A light shape check only (zod stays out of the entry chunk): a
 * damaged or foreign value counts as no session.
 */
export function parseSession(text: string | null): Session | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Session> | null;
    if (
      value &&
      typeof value.access_token === 'string' &&
      typeof value.refresh_token === 'string' &&
      typeof value.expires_at === 'number' &&
      typeof value.user?.id === 'string'
    ) {
      return value as Session;
    }
  } catch {
    // fall through: not JSON
  }
  return null;
}

export function readSession(storage: StorageLike, key = SESSION_STORAGE_KEY): Session | null {
  try {
    return parseSession(storage.getItem(key));
  } catch {
    return null;
  }
}

export function writeSession(
  storage: StorageLike,
  session: Session | null,
  key = SESSION_STORAGE_KEY,
): void {
  try {
    if (session) storage.setItem(key, JSON.stringify(session));
    else storage.removeItem(key);
  } catch {
    // Storage full or blocked: the session still lives in memory for this tab.
  }
}

/** Milliseconds of access-token lifetime left at `now`. */
export function lifetimeLeftMs(session: Session, now: number): number {
  return session.expires_at * 1000 - now;
}
