import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EmailChanged } from '#contract/account';
import { tokenFromLinkHash } from '#contract/auth-links';
import type { Profile } from '#contract/profile';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { confirmEmailChange } from '../api/account-api';
import { profileQueryKey } from '../api/profile-api';

/** A link works once; StrictMode's second effect run must not spend it a second time. */
const confirmations = new Map<string, Promise<EmailChanged>>();
function confirmOnce(token: string) {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmEmailChange(token);
    confirmations.set(token, pending);
  }
  return pending;
}

export type EmailChangeOutcome =
  | { kind: 'changed'; email: string }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

/**
 * Makes the mailed address (the link's `#token=…`) the account's, signed in or not, and says
 * how it went; undefined while it is under way.
 */
export function useEmailChangeConfirmation(): EmailChangeOutcome | undefined {
  const { t } = useTranslation();
  const { user, loading, updateUser } = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<EmailChangeOutcome>();
  const [changed, setChanged] = useState<EmailChanged>();

  useEffect(() => {
    const token = tokenFromLinkHash(window.location.hash);
    if (!token) {
      setOutcome({ kind: 'expired' });
      return;
    }
    let active = true;
    confirmOnce(token).then(
      (result) => {
        // The avatar menu reads the profile as the page loads, maybe before the change and
        // maybe finished already: the kept copy takes the new address now, and is read again
        // (a read still under way is cancelled), or the profile shows the old address.
        queryClient.setQueryData<Profile>(profileQueryKey(result.userId), (kept) =>
          kept ? { ...kept, email: result.email } : kept,
        );
        void queryClient.invalidateQueries({ queryKey: profileQueryKey(result.userId) });
        if (!active) return;
        setChanged(result);
        setOutcome({ kind: 'changed', email: result.email });
        void notify(t('account_email_changed_title'), { kind: 'success' });
      },
      (error: unknown) => {
        if (!active) return;
        const expired = error instanceof ApiRequestError && error.code === 'invalid_token';
        setOutcome(
          expired ? { kind: 'expired' } : { kind: 'failed', message: apiErrorText(t, error) },
        );
      },
    );
    return () => {
      active = false;
    };
  }, [t, queryClient]);

  // This browser signed in as that account: it shows the new address at once, in every tab.
  useEffect(() => {
    if (!loading && changed && user?.id === changed.userId && user.email !== changed.email) {
      updateUser({ email: changed.email });
    }
  }, [loading, changed, user, updateUser]);

  return outcome;
}
