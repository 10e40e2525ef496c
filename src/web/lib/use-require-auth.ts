import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type PendingAction, rememberPendingAction } from './pending-action';
import { useSession } from './session';
import { notify } from './toast';

type Reason =
  | 'auth_required_connect'
  | 'auth_required_book'
  | 'auth_required_post'
  | 'auth_required_list'
  | 'auth_required_claim';

/**
 * Returns a guard for actions that need an account: for a visitor it shows the
 * 'Authentication Required' toast with the reason, goes to /auth and returns false (spec §6).
 * It remembers the page and the `action`: after signing in the visitor is back, and it goes on.
 */
export function useRequireAuth() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  return (reason: Reason, action?: PendingAction, returnTo?: string): boolean => {
    if (user) return true;
    rememberPendingAction(returnTo ?? location.pathname + location.search, action);
    void notify(t('auth_required'), { description: t(reason) });
    navigate('/auth');
    return false;
  };
}
