import type { Language } from '../../contract/constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMail {
  name: string;
  link: string;
}

const PRODUCT = 'Sofia Tennis';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  footer: string;
}

function render(words: Wording, { name, link }: LinkMail, language: Language): MailContent {
  const text = [
    words.greeting(name),
    '',
    words.body,
    '',
    link,
    '',
    words.footer,
    '',
    `— ${PRODUCT}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(words.greeting(name))}</p>
<p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #15803d; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(words.button)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(words.footer)}</p>
<p>— ${PRODUCT}</p>
</body></html>
`;
  return { subject: words.subject, text, html };
}

const CONFIRM: Record<Language, Wording> = {
  bg: {
    subject: `Потвърдете имейл адреса си в ${PRODUCT}`,
    greeting: (name) => `Здравейте, ${name}!`,
    body: 'Благодарим ви за регистрацията. Отворете връзката по-долу, за да потвърдите имейл адреса си и да влезете в профила си. Връзката важи 24 часа.',
    button: 'Потвърждаване на имейла',
    footer: 'Ако не сте се регистрирали вие, просто пренебрегнете това писмо.',
  },
  en: {
    subject: `Confirm your e-mail address for ${PRODUCT}`,
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for signing up. Open the link below to confirm your e-mail address and sign in. The link is valid for 24 hours.',
    button: 'Confirm e-mail',
    footer: 'If you did not sign up, you can ignore this e-mail.',
  },
};

const RESET: Record<Language, Wording> = {
  bg: {
    subject: `Нова парола за ${PRODUCT}`,
    greeting: (name) => `Здравейте, ${name}!`,
    body: 'Получихме заявка за нова парола за вашия профил. Отворете връзката по-долу, за да изберете нова парола. Връзката важи 1 час и излиза от профила ви на всички други устройства.',
    button: 'Избор на нова парола',
    footer: 'Ако не сте поискали нова парола, пренебрегнете това писмо: паролата ви остава същата.',
  },
  en: {
    subject: `Reset your ${PRODUCT} password`,
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your account. Open the link below to choose a new one. The link is valid for 1 hour and signs you out on every other device.',
    button: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
};

export function confirmEmailMail(language: Language, mail: LinkMail): MailContent {
  return render(CONFIRM[language], mail, language);
}

export function resetPasswordMail(language: Language, mail: LinkMail): MailContent {
  return render(RESET[language], mail, language);
}
