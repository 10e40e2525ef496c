import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';

// Only signed-in users see the inbox link and the avatar menu, so they load with the user.
const SignedInNav = lazy(() => import('./signed-in-nav'));

// Holds the place of the account links while the session is being read, so nothing flashes.
const avatarPlaceholder = <span className="size-11 rounded-full bg-muted sm:size-9" />;

export function TopBar() {
  const { t, i18n } = useTranslation();
  const { user, loading } = useSession();
  const nextLanguage = i18n.resolvedLanguage === 'bg' ? 'en' : 'bg';
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <nav
        aria-label={t('nav_main')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4"
      >
        <Link
          to="/"
          className="flex min-h-11 min-w-11 items-center gap-2 whitespace-nowrap text-base font-bold text-primary sm:text-lg"
        >
          {/* The favicon is the product's mark: already fetched, so it costs no extra request. */}
          <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
          {/* Under 400 px the account buttons need the room: the mark stands in for the name. */}
          <span className="max-[399px]:sr-only">{t('app_title')}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="min-w-11"
            title={t('language_switch_label')}
            lang={nextLanguage}
            onClick={() => void i18n.changeLanguage(nextLanguage)}
          >
            {t('language_switch_to')}
          </Button>
          {user ? (
            <Suspense fallback={avatarPlaceholder}>
              <SignedInNav userId={user.id} name={user.name} email={user.email} />
            </Suspense>
          ) : loading ? (
            avatarPlaceholder
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">{t('nav_login')}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth?mode=signup">{t('nav_signup')}</Link>
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
