import { MAX_OPEN_PARTNER_REQUESTS, PASSWORD_MIN_LENGTH } from '#contract/constants';
import type { ErrorCode } from '#contract/errors';
import { ApiRequestError } from './api-client';
import { errorTextKey } from './i18n/error-text-key';
import { MISSING_KEY_MARK, type TFunction } from './i18n/translate';
import { notify } from './toast';

/** The user's-language text for a failed call: its error code's dictionary key, if any. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.code === 'network') {
    return t('error_try_again');
  }
  if (error.code === 'weak_password' && error.fields?.password === 'common') {
    return t('error_weak_password_common');
  }
  if (error.code === 'weak_password' && error.fields?.password === 'control_characters') {
    return t('validation_control_characters');
  }
  if (error.code === 'rate_limited') {
    return t('error_rate_limited', { seconds: Number(error.fields?.retryAfter ?? 60) });
  }
  // The server sends the contract's codes. One this app has no text for (a newer server's, not
  // yet in the contract it was built with) shows the server's own words; the list of codes is not
  // shipped to the browser to check it.
  const text = t(errorTextKey(error.code as ErrorCode), {
    min: PASSWORD_MIN_LENGTH,
    max: MAX_OPEN_PARTNER_REQUESTS,
  });
  return text.startsWith(MISSING_KEY_MARK) ? error.message : text;
}

/** Every failed request ends in the toast 'An error occurred' with the reason in the user's language. */
export function showApiErrorToast(
  t: TFunction,
  error: unknown,
  action?: { label: string; onClick: () => void },
) {
  void notify(t('error_title'), {
    kind: 'error',
    description: apiErrorText(t, error),
    // A failed call's toast is about that call: its next try replaces it, its success removes it.
    ...(error instanceof ApiRequestError && error.action ? { about: error.action } : {}),
    ...(action ? { action } : {}),
  });
}
