import type { Language } from '../../contract/constants';
import type { PageMeta } from '../../contract/page-meta';
import { escapeHtml } from '../mail/layout';

/**
 * index.html with a page's language, title and description (and the same for link previews):
 * what a search engine or a chat app's link preview reads without running the app.
 */
export function pageHtml(template: string, language: Language, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      [
        `<meta name="description" content="${description}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        '<meta property="og:type" content="website" />',
        `<meta property="og:locale" content="${language === 'bg' ? 'bg_BG' : 'en_GB'}" />`,
      ].join('\n    '),
    );
}

/** A page's language when the server has only the request: the browser's first choice, if ours. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'bg';
}
