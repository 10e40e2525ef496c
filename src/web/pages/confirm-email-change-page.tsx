import { Link } from 'wouter';
import { AUTH_PAGE_PATHS } from '#contract/auth-links';
import { Card, CardTitle } from '#web/components/ui/card';
import { useEmailChangeConfirmation } from '#web/features/profile/hooks/use-email-change-confirmation';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';

const LINK = 'inline-flex min-h-11 items-center font-medium text-primary underline sm:min-h-0';

/** /auth/change-email#token=…: makes the mailed address the account's, signed in or not. */
export default function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const outcome = useEmailChangeConfirmation();
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
