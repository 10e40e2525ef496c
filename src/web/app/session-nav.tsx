import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useSession } from '../lib/session/use-session';

const AvatarMenu = lazy(async () => ({ default: (await import('./avatar-menu')).AvatarMenu }));

const placeholder = <span className="inline-block size-10" aria-hidden="true" />;

/** The top bar's account part: Login and Sign Up for visitors, the avatar menu when signed in. */
export function SessionNav() {
  const { t } = useTranslation();
  const { user, loading, signOut } = useSession();
  if (loading) return placeholder;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <AvatarMenu user={user} onSignOut={signOut} />
      </Suspense>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/auth">{t('nav_login')}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/auth?mode=signup">{t('nav_signup')}</Link>
      </Button>
    </>
  );
}
