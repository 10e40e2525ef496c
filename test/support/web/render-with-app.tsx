import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthUser } from '#contract/auth';
import bg from '#locales/bg/translation.json';
import en from '#locales/en/translation.json';
import { I18n } from '#web/lib/i18n/i18n';
import { I18nProvider } from '#web/lib/i18n/use-translation';
import { createQueryClient } from '#web/lib/query-client';
import { SessionProvider, type SessionState } from '#web/lib/session';

/** jsdom has no ResizeObserver; Radix popper components need one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** A signed-in user for component tests. */
export function testUser(email: string): AuthUser {
  return {
    id: '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a11',
    email,
    name: 'Test User',
    language: 'en',
    email_confirmed_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

export function testI18n(language: 'bg' | 'en' = 'en') {
  const dictionaries = { bg, en };
  return new I18n(language, dictionaries[language], async (next) => dictionaries[next]);
}

function ShowLocation() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{pathname + (search ? `?${search}` : '')}</output>;
}

/** A visitor, known at once (the real session loads asynchronously). */
const SIGNED_OUT = { user: null, session: null, loading: false };

/**
 * Renders UI inside the app's providers: a memory router, English texts, a session and a query
 * client of its own (or `queryClient`, holding what the test gave it).
 */
export function renderWithApp(
  ui: ReactNode,
  options: {
    session?: Partial<SessionState>;
    language?: 'bg' | 'en';
    path?: string;
    queryClient?: QueryClient;
  } = {},
) {
  return render(
    <QueryClientProvider client={options.queryClient ?? createQueryClient()}>
      <I18nProvider i18n={testI18n(options.language)}>
        <SessionProvider value={options.session ?? SIGNED_OUT}>
          <Router {...memoryLocation({ path: options.path ?? '/' })}>
            {ui}
            <ShowLocation />
          </Router>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
