import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Language } from '../../contract/constants';
import { I18n } from '../lib/i18n/i18n';
import type { Dictionary } from '../lib/i18n/translate';
import { createQueryClient } from '../lib/query-client';
import bg from '../locales/bg/translation.json';
import en from '../locales/en/translation.json';
import { Providers } from './providers';
import { AppRoutes } from './router';

const DICTIONARIES: Record<Language, Dictionary> = { bg, en };

/**
 * The page at `url` as a visitor first sees it, in `language`: the same components as in the
 * browser, every lazy page loaded, the session still loading and every list still loading (their
 * skeletons), so that the browser paints the page before its JavaScript has run and then
 * hydrates it. Built by Vite into dist/ssr; the server puts the HTML into index.html's #root.
 */
export async function renderPage(
  url: string,
  language: Language,
  onError?: (error: unknown) => void,
): Promise<string> {
  const [path = '/', search = ''] = url.split('?');
  const i18n = new I18n(language, DICTIONARIES[language]);
  // A prerendering waits for every lazy page and part, so each is in place.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={createQueryClient()} i18n={i18n}>
        <Router ssrPath={path} ssrSearch={search}>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>,
    // React would send large parts apart, put in place by an inline script the CSP refuses.
    { onError: (error) => void onError?.(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  // An inline script would be refused and the page left half-built: the empty page is better.
  if (html.includes('<script')) throw new Error(`the rendering of ${url} needs an inline script`);
  return html;
}
