import { EMAIL_LINK_RESEND_MINUTES } from '#contract/auth-links';
import type { Language } from '#contract/constants';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import type { TFunction } from '#web/lib/i18n/translate';
import { notify } from '#web/lib/toast';
import { authApi } from './api/auth-api';

/**
 * Asks for the confirmation mail again and says what that means (or why it failed) in a toast:
 * the answer is the same for any address, and a link mailed minutes ago is not sent again.
 */
export async function resendConfirmation(t: TFunction, email: string, language: Language) {
  try {
    await authApi.resendConfirmation({ email, language });
    void notify(t('auth_check_email_title'), {
      kind: 'success',
      description: t('auth_confirmation_resent', { email, minutes: EMAIL_LINK_RESEND_MINUTES }),
    });
  } catch (error) {
    showApiErrorToast(t, error);
  }
}
