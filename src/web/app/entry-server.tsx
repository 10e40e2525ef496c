import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Language } from '#contract/constants';
import bg from '#locales/bg/translation.json';
import en from '#locales/en/translation.json';
import { type ApiTransport, setApiTransport } from '#web/lib/api-client';
import { I18n } from '#web/lib/i18n/i18n';
import type { Dictionary } from '#web/lib/i18n/translate';
import { createQueryClient } from '#web/lib/query-client';
import { Providers } from './providers';
import { AppRoutes } from './router';

const DICTIONARIES: Record<Language, Dictionary> = { bg, en };

/** A page's data queries may lead to more (a court, then its week): at most this many rounds. */
const MAX_DATA_ROUNDS = 3;
/** A slow answer is left to the browser rather than holding the page. */
const DATA_DEADLINE_MS = 1500;

// The app's API calls go through the transport of the page being rendered.
const pageTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = pageTransport.getStore();
  if (!transport) return Promise.reject(new Error(`${path} called outside a page rendering`));
  return transport(path, init);
});

export interface RenderedPage {
  html: string;
  /** The data the page was rendered with, for the browser's query client to start from. */
  state: DehydratedState;
}

export interface RenderOptions {
  /** Answers the page's public API reads (no user: the session is still loading). */
  api?: ApiTransport;
  onError?: (error: unknown) => void;
}

/**
 * The page at `url` as a visitor first sees it, in `language`: the same components as in the
 * browser, every lazy page loaded, the session still loading, and the public data the page asks
 * for (a court, the first page of a list) already in, so that the browser paints the page before
 * its JavaScript has run and then hydrates it with the same data. Built by Vite into dist/ssr;
 * the server puts the HTML into index.html's #root and the data beside it.
 */
export async function renderPage(
  url: string,
  language: Language,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  try {
    let html = await prerender(url, language, queryClient, options.onError);
    const tried = new Set<string>();
    for (let round = 0; options.api && round < MAX_DATA_ROUNDS; round++) {
      // Queries that a rendering created and nobody has run: what the page waits for.
      const waiting = queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => !tried.has(query.queryHash) })
        .filter((query) => query.state.status === 'pending' && !turnedOff(query));
      if (!waiting.length) break;
      for (const query of waiting) tried.add(query.queryHash);
      await pageTransport.run(options.api, () =>
        withinDeadline(Promise.allSettled(waiting.map((query) => query.fetch()))),
      );
      // A failed or late query shows as loading, as the browser will start it: it fetches it again.
      for (const query of waiting) {
        if (query.state.status === 'success') continue;
        await query.cancel();
        query.reset();
      }
      html = await prerender(url, language, queryClient, options.onError);
    }
    return { html, state: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
  }
}

/**
 * A query its rendering turned off (`enabled: false`: a signed-in user's data, for one): the
 * browser decides whether to run it.
 */
const turnedOff = (query: { options: object }) =>
  (query.options as { enabled?: unknown }).enabled === false;

async function prerender(
  url: string,
  language: Language,
  queryClient: QueryClient,
  onError?: (error: unknown) => void,
): Promise<string> {
  const [path = '/', search = ''] = url.split('?');
  const i18n = new I18n(language, DICTIONARIES[language]);
  // A prerendering waits for every lazy page and part, so each is in place.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
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

function withinDeadline(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, DATA_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
