import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { EmailChanged } from '#contract/account';
import { AUTH_PAGE_PATHS, tokenFromLinkHash } from '#contract/auth-links';
import { Card, CardTitle } from '#web/components/ui/card';
import { confirmEmailChange } from '#web/features/profile/api/account-api';
import { profileQueryKey } from '#web/features/profile/api/profile-api';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';

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

type Outcome =
  | { kind: 'changed'; email: string }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

const LINK = 'inline-flex min-h-11 items-center font-medium text-primary underline sm:min-h-0';

/** /auth/change-email#token=…: makes the mailed address the account's, signed in or not. */
export default function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const { user, loading, updateUser } = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
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
        // The avatar menu reads the profile as the page loads, maybe before the change: read
        // it again (a read still under way is cancelled), or the profile shows the old address.
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

  const signedIn = Boolean(user);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card aria-labelledby="change-email-page-title" className="space-y-4">
        <CardTitle id="change-email-page-title">{t('account_email_change_page_title')}</CardTitle>
        {!outcome && <p role="status">{t('loading')}</p>}
        {outcome?.kind === 'changed' && (
          <div role="status" className="space-y-2">
            <p>{t('account_email_changed', { email: outcome.email })}</p>
            <Link to={signedIn ? '/profile' : AUTH_PAGE_PATHS.signIn} className={LINK}>
              {signedIn ? t('account_go_to_profile') : t('account_sign_in_with_new_email')}
            </Link>
          </div>
        )}
        {outcome?.kind === 'expired' && (
          <div role="alert" className="space-y-2">
            <p>{t('account_email_link_expired')}</p>
            <Link to="/profile" className={LINK}>
              {t('account_go_to_profile')}
            </Link>
          </div>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="text-sm">
            {outcome.message}
          </p>
        )}
      </Card>
    </div>
  );
}
