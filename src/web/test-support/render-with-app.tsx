import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider, type SessionState } from '../lib/session';
import bg from '../locales/bg/translation.json';
import en from '../locales/en/translation.json';

/** jsdom has no ResizeObserver; Radix popper components need one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

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

/** Renders UI inside the app's providers: a memory router, English texts and a session. */
export function renderWithApp(
  ui: ReactNode,
  options: { session?: SessionState; language?: 'bg' | 'en'; path?: string } = {},
) {
  return render(
    <I18nextProvider i18n={testI18n(options.language)}>
      <SessionProvider value={options.session}>
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
    </I18nextProvider>,
  );
}
