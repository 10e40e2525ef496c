import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
 */
export function useRequireAuth() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (reason: Reason): boolean => {
    if (user) return true;
    void notify(t('auth_required'), { description: t(reason) });
    navigate('/auth');
    return false;
  };
}
