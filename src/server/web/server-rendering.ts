import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../contract/constants';

export type RenderPage = (url: string, language: Language) => Promise<string>;

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

/** The rendered page inside index.html's root; the empty shell if rendering fails. */
export async function withRenderedRoot(
  html: string,
  render: () => Promise<string>,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    // React puts a page's <title> and resource hints first; the head already has them.
    const body = (await render()).replace(LEADING_HOISTABLES, '');
    return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  } catch (error) {
    log.error({ err: error }, 'server rendering failed; sending the empty page');
    return html;
  }
}
