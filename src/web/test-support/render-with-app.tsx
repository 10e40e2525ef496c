import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AuthUser } from '../../contract/auth';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider, type SessionState } from '../lib/session';
import bg from '../locales/bg/translation.json';
import en from '../locales/en/translation.json';

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
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'bg',
    resources: { bg: { translation: bg }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A visitor, known at once (the real session loads asynchronously). */
const SIGNED_OUT = { user: null, session: null, loading: false };

/** Renders UI inside the app's providers: a memory router, English texts, a session and a query client of its own. */
export function renderWithApp(
  ui: ReactNode,
  options: { session?: Partial<SessionState>; language?: 'bg' | 'en'; path?: string } = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={testI18n(options.language)}>
        <SessionProvider value={options.session ?? SIGNED_OUT}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <ShowLocation />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
