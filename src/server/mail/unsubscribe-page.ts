import type { Language } from '#contract/constants';
import type { MailCategory } from '#contract/notifications';
import { PRODUCT_NAME } from '#contract/page-meta';
import { escapeHtml } from './layout';
import { MAIL_CATEGORY_NAMES } from './mail-categories';

const WORDS = {
  bg: {
    title: 'Отписване от имейли',
    ask: (what: string) => `Да спрем ли имейлите за ${what}? Известията в приложението остават.`,
    button: 'Спиране на тези имейли',
    already: (what: string) => `Имейлите за ${what} вече са спрени.`,
    done: (what: string) =>
      `Готово: повече няма да получавате имейли за ${what}. Известията в приложението остават.`,
    invalid: 'Тази връзка за отписване не е валидна. Можете да промените имейлите в настройките.',
    settings: 'Настройки за известия',
  },
  en: {
    title: 'Unsubscribe from e-mails',
    ask: (what: string) =>
      `Stop e-mails about ${what}? Your notifications in the app stay as they are.`,
    button: 'Stop these e-mails',
    already: (what: string) => `E-mails about ${what} are already off.`,
    done: (what: string) =>
      `Done: you will no longer get e-mails about ${what}. Your notifications in the app stay as they are.`,
    invalid: 'This unsubscribe link is not valid. You can change your e-mails in the settings.',
    settings: 'Notification settings',
  },
};

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
  const w = WORDS[options.language];
  const what = options.category ? MAIL_CATEGORY_NAMES[options.language][options.category] : '';
  const text = {
    ask: w.ask(what),
    already: w.already(what),
    done: w.done(what),
    invalid: w.invalid,
  }[options.state];
  // Posting to the page's own address, token included: the same request a mail app sends.
  const form =
    options.state === 'ask'
      ? `<form method="post"><button type="submit">${escapeHtml(w.button)}</button></form>`
      : '';
  return `<!doctype html>
<html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(w.title)} · ${PRODUCT_NAME[options.language]}</title>
<style nonce="${escapeHtml(options.styleNonce)}">
${STYLE}
</style></head>
<body>
<main>
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(text)}</p>
${form}
<p><a href="${escapeHtml(options.settingsUrl)}">${escapeHtml(w.settings)}</a></p>
</main>
</body></html>
`;
}
