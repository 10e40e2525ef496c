import { LANGUAGES, type Language } from '#contract/constants';
import { CSP_NONCE_PROPERTY } from '#contract/csp-nonce';
import { manifestHref } from '#contract/manifest-href';
import type { PageMeta } from '#contract/page-meta';
import { escapeHtml } from '#server/mail/layout';

/**
 * index.html with a page's language, title and description (and the same for link previews),
 * and the app's manifest in that language:
 * what a search engine or a chat app's link preview reads without running the app. `preload`
 * names scripts the page will import later (its language's dictionary), so that the browser
 * fetches them beside the entry instead of after it. `styleNonce` is the response's CSP style
 * nonce, for the app to put on the `<style>` elements its dialogs add (app/csp-nonce.ts).
 */
export function pageHtml(
  template: string,
  language: Language,
  meta: PageMeta,
  preload: string[] = [],
  styleNonce?: string,
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const preloads = preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<link rel="manifest" href="[^"]*"/,
      `<link rel="manifest" href="${manifestHref(language)}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      [
        `<meta name="description" content="${description}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        '<meta property="og:type" content="website" />',
        `<meta property="og:locale" content="${language === 'bg' ? 'bg_BG' : 'en_GB'}" />`,
        ...preloads,
        ...(styleNonce
          ? [`<meta property="${CSP_NONCE_PROPERTY}" nonce="${escapeHtml(styleNonce)}" />`]
          : []),
      ].join('\n    '),
    );
}

function supported(tag: string | undefined): Language | undefined {
  const language = tag?.trim().split(/[-;]/)[0]?.toLowerCase();
  return LANGUAGES.find((candidate) => candidate === language);
}

/**
 * A page's language as the app in the browser will pick it: the stored choice (the app
 * keeps it in the `language` cookie too), then the first of the browser's languages that the app
 * speaks, then Bulgarian.
 */
export function requestLanguage(acceptLanguage: string | undefined, cookie?: string): Language {
  const stored = cookie?.match(/(?:^|;\s*)language=([^;]*)/)?.[1];
  return (
    supported(stored) ??
    (acceptLanguage ?? '')
      .split(',')
      .map(supported)
      .find((language) => language !== undefined) ??
    'bg'
  );
}
