import type { ErrorCode } from '#contract/errors';
import type bg from '#locales/bg/translation.json';
import type en from '#locales/en/translation.json';

/** A key that both web dictionaries hold. */
export type WebTextKey = keyof typeof bg & keyof typeof en;

/**
 * The dictionary key of an API error code's text. Checked when compiling, both ways: a code the
 * contract does not list is a type error here, and so is a listed code that either dictionary has
 * no `error_<code>` text for.
 */
export function errorTextKey(code: ErrorCode): WebTextKey {
  return `error_${code}`;
}
