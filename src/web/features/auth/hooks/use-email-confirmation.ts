import { useEffect, useState } from 'react';
import type { Session } from '#contract/auth';
import { tokenFromLinkHash } from '#contract/auth-links';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { returnPath } from '#web/lib/pending-action';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { authApi } from '../api/auth-api';

/** A link works once; StrictMode's second effect run must not spend it a second time. */
const confirmations = new Map<string, Promise<Session>>();
function confirmOnce(token: string) {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = authApi.confirmEmail(token);
    confirmations.set(token, pending);
  }
  return pending;
}

/**
 * Confirms the address with the link's token (`#token=…`), signs in and goes back to where the
 * visit was; otherwise says why not: the link expired (or had no token), or another failure
 * and its message.
 */
export function useEmailConfirmation() {
  const { t } = useTranslation();
  const { setSession } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<'expired' | 'other'>();
  const [message, setMessage] = useState('');

  useEffect(() => {
    const token = tokenFromLinkHash(window.location.hash);
    if (!token) {
      setFailure('expired');
      return;
    }
    let active = true;
    confirmOnce(token).then(
      (session) => {
        if (!active) return;
        setSession(session);
        void notify(t('auth_email_confirmed'), { kind: 'success' });
        navigate(returnPath(), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const expired = error instanceof ApiRequestError && error.code === 'invalid_token';
        setFailure(expired ? 'expired' : 'other');
        setMessage(apiErrorText(t, error));
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, setSession, t]);

  return { failure, message };
}
