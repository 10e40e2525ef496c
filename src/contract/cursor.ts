import { z } from 'zod';

/**
 * Keyset cursors: `nextCursor` of a page, passed back as `cursor` for the next one. Opaque to
 * the client; base64url (no padding) of the JSON `[key, id]` of the last row of the page.
 *
 * Each list's query schema decodes its cursor and checks the key against that list's key
 * (cursorSchema below), so a repository only ever sees a key that fits its column and a real
 * UUID. A cursor that does not decode or check answers 400 `validation` with
 * `fields.cursor = 'cursor_format'`. Browser-safe: atob/btoa and TextEncoder, no Buffer.
 */
export type Cursor = readonly [key: number, id: string];

export const CURSOR_MAX_LENGTH = 200;

export function encodeCursor(key: number, id: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify([key, id]));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The JSON a cursor holds, or undefined when it is no base64url of UTF-8 JSON. */
function cursorJson(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** The cursor of a list whose sort key `key` checks: the query's `cursor`, decoded. */
export function cursorSchema(key: z.ZodType<number>) {
  const decoded = z.tuple([key, z.guid()]);
  return z
    .string()
    .max(CURSOR_MAX_LENGTH, 'cursor_format')
    .transform((cursor, context): Cursor => {
      const checked = decoded.safeParse(cursorJson(cursor));
      if (checked.success) return checked.data;
      context.addIssue({ code: 'custom', message: 'cursor_format', input: cursor });
      return z.NEVER;
    })
    .optional();
}

/** Epoch milliseconds of a row's timestamptz: from 1970 to the end of year 9999. */
export const epochMsKey = z.number().int().min(0).max(253_402_300_799_999);
