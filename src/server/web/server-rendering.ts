import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#contract/constants';

/** How the rendering reaches the API: a public read, answered without the network. */
export type PageApi = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  html: string;
  state: unknown;
}

export type RenderPage = (
  url: string,
  language: Language,
  options: {
    api: PageApi;
    /** A part of the page that threw: the browser renders it instead (React's error #419). */
    onError?: (error: unknown) => void;
  },
) => Promise<RenderedPage>;

/**
 * The build's server rendering of the web app (dist/ssr beside dist/web), or none when the web
 * folder has no such sibling (a test's web folder): the page is then the empty shell that the
 * app fills in the browser.
 */
export async function loadServerRendering(webRoot: string): Promise<RenderPage | undefined> {
  const entry = join(webRoot, '../ssr/entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module: { renderPage: RenderPage } = await import(pathToFileURL(entry).href);
  return module.renderPage;
}

const LEADING_HOISTABLES = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

/** The id of the JSON the browser's query client starts from (read by the app's main.tsx). */
export const QUERY_STATE_ID = 'query-state';

/**
 * The rendered page inside index.html's root, its data beside it as JSON (a data block, not
 * a script: the CSP has nothing to run); the empty shell if rendering fails.
 */
export async function withRenderedRoot(
  html: string,
  render: () => Promise<RenderedPage>,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    const page = await render();
    // React puts a page's <title> and resource hints first; the head already has them.
    const body = page.html.replace(LEADING_HOISTABLES, '');
    // `<` escaped, so no text in the data can close the element.
    const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
    return html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script type="application/json" id="${QUERY_STATE_ID}">${state}</script>`,
    );
  } catch (error) {
    log.error({ err: error }, 'server rendering failed; sending the empty page');
    return html;
  }
}

/** A public GET of the app's own API, as the rendering's API: through Fastify, not the network. */
export function injectedApi(
  inject: (request: {
    method: 'GET';
    url: string;
    headers: Record<string, string>;
  }) => Promise<{ statusCode: number; body: string }>,
): PageApi {
  return async (path, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !path.startsWith('/api/'))
      throw new Error(`a page rendering reads public data only, not ${init.method} ${path}`);
    const response = await inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
}
