import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Placeholder so that visitors sent to /auth land on a real page; the accounts work replaces it. */
export default function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signUp = params.get('mode') === 'signup';
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-xl border border-border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-bold">
          {t(signUp ? 'auth_signup_title' : 'auth_login_title')}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('auth_coming_soon')}</p>
      </div>
    </section>
  );
}
