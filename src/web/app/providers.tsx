import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { I18n } from '#web/lib/i18n/i18n';
import { I18nProvider } from '#web/lib/i18n/use-translation';
import { SessionProvider } from '#web/lib/session';
import { HydrationProvider } from '#web/lib/use-hydrated';

/**
 * App-wide providers: the texts, the session, the one query client of this page load, and
 * whether the page has come alive.
 */
export function Providers(props: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <SessionProvider>
          <HydrationProvider>{props.children}</HydrationProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
