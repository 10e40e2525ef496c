import type { Language } from '../../../contract/constants';
import { showApiErrorToast } from '../../lib/api-error-toast';
import { authApi } from '../../lib/auth-api';
import type { TFunction } from '../../lib/i18n/translate';
import { notify } from '../../lib/toast';

/** Sends the confirmation mail again and says so (or why not) in a toast. */
export async function resendConfirmation(t: TFunction, email: string, language: Language) {
  try {
    await authApi.resendConfirmation({ email, language });
    void notify(t('auth_confirmation_resent'), { kind: 'success', description: email });
  } catch (error) {
    showApiErrorToast(t, error);
  }
}
