import type { Language } from '#contract/constants';
import { PRODUCT_NAME } from '#contract/page-meta';

export interface MailContent {
  /** The mail's language: its sender's name is the product's name in it. */
  language: Language;
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One mail's parts, top to bottom; every text is plain and escaped for the HTML part. */
export interface MailLayout {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs: the facts to decide on (court, date, price …). */
  facts?: [string, string][];
  /** Quoted texts, e.g. the unread messages. */
  quotes?: string[];
  /** Lists under their headings, each item with a link of its own to act on it. */
  lists?: { heading: string; items: { text: string; label: string; link: string }[] }[];
  button: { label: string; link: string };
  /** Small print under the button; a `link` there is shown as one. */
  footer: { text: string; link?: string }[];
}

const MUTED = 'font-size: 13px; color: #555';

/** The text and HTML parts of one mail in the product's look. */
export function layoutMail(mail: MailLayout): MailContent {
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.facts?.length ? [...mail.facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(mail.quotes ?? []).flatMap((q) => [...q.split('\n').map((line) => `> ${line}`), '']),
    ...(mail.lists ?? []).flatMap((list) => [
      list.heading,
      ...list.items.flatMap((item) => [`- ${item.text}`, `  ${item.label}: ${item.link}`]),
      '',
    ]),
    `${mail.button.label}: ${mail.button.link}`,
    '',
    ...mail.footer.map((f) => (f.link ? `${f.text} ${f.link}` : f.text)),
    '',
    `— ${PRODUCT_NAME[mail.language]}`,
  ].join('\n');

  const facts = mail.facts?.length
    ? `<table style="border-collapse: collapse; margin: 0 0 16px">${mail.facts
        .map(
          ([k, v]) =>
            `<tr><th style="text-align: left; padding: 2px 12px 2px 0; font-weight: 600; vertical-align: top">${escapeHtml(k)}</th><td style="padding: 2px 0; white-space: pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>\n`
    : '';
  const quotes = (mail.quotes ?? [])
    .map(
      (q) =>
        `<blockquote style="margin: 0 0 12px; padding: 8px 12px; border-left: 3px solid #15803d; background: #f4f4f5; white-space: pre-wrap">${escapeHtml(q)}</blockquote>\n`,
    )
    .join('');
  const lists = (mail.lists ?? [])
    .map(
      (list) =>
        `<p style="font-weight: 600; margin: 16px 0 4px">${escapeHtml(list.heading)}</p>\n<ul style="margin: 0 0 16px; padding-left: 20px">${list.items
          .map(
            (item) =>
              `<li style="margin: 0 0 6px">${escapeHtml(item.text)}<br><a href="${escapeHtml(item.link)}" style="color: #15803d">${escapeHtml(item.label)}</a></li>`,
          )
          .join('')}</ul>\n`,
    )
    .join('');
  const footer = mail.footer
    .map(
      (f) =>
        `<p style="${MUTED}">${escapeHtml(f.text)}${f.link ? ` <a href="${escapeHtml(f.link)}" style="color: #555">${escapeHtml(f.link)}</a>` : ''}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${mail.language}"><body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${facts}${quotes}${lists}<p><a href="${escapeHtml(mail.button.link)}" style="display: inline-block; padding: 10px 18px; background: #15803d; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(mail.button.label)}</a></p>
<p style="${MUTED}">${escapeHtml(mail.button.link)}</p>
${footer}
<p>— ${PRODUCT_NAME[mail.language]}</p>
</body></html>
`;
  return { language: mail.language, subject: mail.subject, text, html };
}
