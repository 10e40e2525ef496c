import type { Language } from '#contract/constants';
import type { MailCategory } from '#contract/notifications';
import { PRODUCT_NAME } from '#contract/page-meta';
import { serverTexts } from '#server/i18n/server-texts';
import { escapeHtml } from './layout';
import { mailCategoryName } from './mail-categories';

export type UnsubscribePageState = 'ask' | 'already' | 'done' | 'invalid';

/** In a `<style>` element with the response's CSP nonce: the policy refuses style attributes. */
const STYLE = `body { font-family: sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 32rem; margin: 3rem auto; padding: 0 1rem }
h1 { font-size: 1.5rem }
button { padding: 10px 18px; background: #15803d; color: #fff; border: 0; border-radius: 6px; font-size: 16px; cursor: pointer }`;

/** The small page of the unsubscribe link: what it does, the button, the way to the settings. */
export function unsubscribePage(options: {
  language: Language;
  state: UnsubscribePageState;
  category?: MailCategory;
  settingsUrl: string;
  /** The response's Content-Security-Policy style nonce. */
  styleNonce: string;
}): string {
  const t = serverTexts(options.language);
  const what = options.category ? mailCategoryName(t, options.category) : '';
  const text = t(`unsubscribe_${options.state}`, { what });
  const title = t('unsubscribe_title');
  // Posting to the page's own address, token included: the same request a mail app sends.
  const form =
    options.state === 'ask'
      ? `<form method="post"><button type="submit">${escapeHtml(t('unsubscribe_button'))}</button></form>`
      : '';
  return `<!doctype html>
<html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · ${PRODUCT_NAME[options.language]}</title>
<style nonce="${escapeHtml(options.styleNonce)}">
${STYLE}
</style></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${form}
<p><a href="${escapeHtml(options.settingsUrl)}">${escapeHtml(t('unsubscribe_settings'))}</a></p>
</main>
</body></html>
`;
}
