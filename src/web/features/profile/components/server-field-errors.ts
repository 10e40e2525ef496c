import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { fieldReasons } from '../../../lib/field-errors';

/**
 * Puts the problems a failed call names beside the form's fields: a wrong password, a weak new
 * one (its first reason), an address that is the account's already. True when one was shown
 * there, so no toast need repeat it.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const reasons = fieldReasons(error);
  if (!reasons || !(error instanceof ApiRequestError)) return false;
  let shown = false;
  for (const field of fields) {
    const reason = reasons[field];
    if (!reason) continue;
    // The dictionary's name for a common password (field_error_common_password).
    const message =
      error.code === 'weak_password' && reason === 'common' ? 'common_password' : reason;
    setError(field, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
