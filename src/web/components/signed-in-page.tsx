import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { AuthUser } from '../../contract/auth';
import { appQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';

/**
 * The frame of a signed-in page: 'Loading...' while the session is unknown, /auth for a
 * visitor, else a titled page with the shared query client.
 */
export function SignedInPage(props: {
  title: string;
  actions?: ReactNode;
  children: (user: AuthUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <p className="px-4 py-12 text-center">{t('loading')}</p>;
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
        <title>{`${props.title} · ${t('app_title')}`}</title>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{props.title}</h1>
          {props.actions}
        </div>
        {props.children(user)}
      </div>
    </QueryClientProvider>
  );
}

/** Loading, error with retry, and empty states of a list on a signed-in page. */
export function ListState(props: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (props.isPending) return <p role="status">{t('loading')}</p>;
  if (props.isError) {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-dashed border-border p-6">
        <p>{t('load_failed')}</p>
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={props.onRetry}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (props.isEmpty) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
        {props.emptyText}
      </p>
    );
  }
  return null;
}
