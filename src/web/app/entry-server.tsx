import { Writable } from 'node:stream';
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
  // A lazy page or part that is not loaded yet suspends, and React then sends it apart with an
  // inline script to put it in place, which the page's CSP refuses. Its module is loaded by then:
  // the next rendering has it in place (once per server process and lazy module).
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const html = await renderOnce(url, language, onError);
    if (!html.includes('<script')) return html;
  }
  throw new Error(`${url} still suspends after four renderings`);
}

async function renderOnce(
  url: string,
  language: Language,
  onError?: (error: unknown) => void,
): Promise<string> {
  const [path = '/', search = ''] = url.split('?');
  const i18n = new I18n(language, DICTIONARIES[language]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={createQueryClient()} i18n={i18n}>
        <Router ssrPath={path} ssrSearch={search}>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>,
    // A part that cannot render here is left to the browser, which renders it on hydration.
    // Every part in place (React would send large ones apart, with an inline script).
    { onError: (error) => void onError?.(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString();
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return html;
}
