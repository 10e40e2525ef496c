import { z } from 'zod';

/**
 * Text as people type it, checked once at the edge: composed (Unicode NFC, so the same name
 * is the same text however the keyboard wrote it), trimmed, and free of the characters that
 * have no business in it. NUL never reaches PostgreSQL (it answers 500 for one); a line break
 * never splits a name into lines of a mail; escape sequences never reach a log or a terminal.
 *
 * Both return a z.string() with those checks first, so a call site chains its own
 * `.min(1, 'required')` and `.max(n, 'too_long')`: the length counted is the stored text's.
 * Reasons (`validation_<reason>` in the web app): `line_breaks`, `control_characters`.
 */

/** Line breaks as Unicode counts them: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/**
 * C0 and C1 control characters and DEL (`\p{Cc}`, NUL and TAB included), and a surrogate
 * without its pair (`\p{Cs}` in a `u` pattern): text that is not text.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** Whether text holds a control character or a lone surrogate (CONTROL): a password, say. */
export const hasControlCharacters = (text: string) => CONTROL.test(text);

/** What many-line text refuses: the same but LF and TAB (CR is made LF first). */
const CONTROL_BUT_LF_TAB = /(?![\t\n])[\p{Cc}\p{Cs}]/u;

/** One line: a name, a title, an address, a search. No control character at all. */
export function oneLineText() {
  return z
    .string()
    .normalize('NFC')
    .trim()
    .refine((text) => !LINE_BREAK.test(text), 'line_breaks')
    .refine((text) => !CONTROL.test(text), 'control_characters');
}

/**
 * Several lines: a bio, a message, a note. Line breaks (CRLF and CR stored as LF) and tabs
 * stay; every other control character is refused.
 */
export function multiLineText() {
  return z
    .string()
    .normalize('NFC')
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((text) => !CONTROL_BUT_LF_TAB.test(text), 'control_characters');
}
