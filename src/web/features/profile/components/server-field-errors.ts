import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '#web/lib/api-client';
import { fieldReasons, serverFieldMessage } from '#web/lib/field-errors';

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
    setError(field, { message: serverFieldMessage(error, reason) }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
