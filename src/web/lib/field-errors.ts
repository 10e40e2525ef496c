import { PASSWORD_MIN_LENGTH } from '#contract/constants';
import { ApiRequestError } from './api-client';
import type { TFunction } from './i18n/translate';

/**
 * The field problems a failed call names, for a form to show beside its fields; none for a
 * 429, whose `fields` holds only `retryAfter` (shown by apiErrorText instead).
 */
export function fieldReasons(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiRequestError) || error.code === 'rate_limited') return undefined;
  return error.fields && Object.keys(error.fields).length > 0 ? error.fields : undefined;
}

/**
 * The form's message for a field problem a failed call named: its reason, but a weak password's
 * `common`, whose text is the dictionary's `field_error_common_password`.
 */
export function serverFieldMessage(error: ApiRequestError, reason: string): string {
  return error.code === 'weak_password' && reason === 'common' ? 'common_password' : reason;
}

/**
 * The dictionary text for a field problem (a zod message code or a server `fields` value):
 * `field_error_<code>`, else the contract's `validation_<reason>`, else 'Invalid value'.
 */
export function fieldErrorText(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t([`field_error_${code}`, `validation_${code}`, 'field_error_invalid'], {
    min: PASSWORD_MIN_LENGTH,
  });
}
