import { useLocation, useSearch } from 'wouter';
import { useTranslation } from './i18n/use-translation';
import { type PendingAction, rememberPendingAction } from './pending-action';
import { useSession } from './session';
import { notify, SIGN_IN_ACTION } from './toast';

type Reason =
  | 'auth_required_connect'
  | 'auth_required_book'
  | 'auth_required_post'
  | 'auth_required_list'
  | 'auth_required_claim'
  | 'auth_required_join';

/**
 * Returns a guard for actions that need an account: for a visitor it shows the
 * 'Authentication Required' toast with the reason, goes to /auth and returns false.
 * It remembers the page and the `action`: after signing in the visitor is back, and it goes on.
 */
export function useRequireAuth() {
  const { user } = useSession();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const { t } = useTranslation();
  return (reason: Reason, action?: PendingAction, returnTo?: string): boolean => {
    if (user) return true;
    rememberPendingAction(returnTo ?? pathname + (search ? `?${search}` : ''), action);
    // Any sign-in takes it away (the session says so), e.g. before the booking dialog reopens.
    void notify(t('auth_required'), { description: t(reason), about: SIGN_IN_ACTION });
    navigate('/auth');
    return false;
  };
}
