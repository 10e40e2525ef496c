import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { AuthUser } from '#contract/auth';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';

/**
 * The frame of a signed-in page: 'Loading...' while the session is unknown, /auth for a
 * visitor, else a titled page.
 */
export function SignedInPage(props: {
  title: string;
  actions?: ReactNode;
  children: (user: AuthUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <p className="px-4 py-12 text-center">{t('loading')}</p>;
  if (!user) return <Redirect to="/auth" replace />;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <title>{`${props.title} · ${t('app_title')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{props.title}</h1>
        {props.actions}
      </div>
      {props.children(user)}
    </div>
  );
}
