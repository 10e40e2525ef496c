import type { Language } from '../../contract/constants';
import { PRODUCT_NAME } from '../../contract/page-meta';
import { layoutMail, type MailContent } from './layout';

interface LinkMail {
  name: string;
  link: string;
}

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  footer: string;
}

function render(words: Wording, { name, link }: LinkMail, language: Language): MailContent {
  return layoutMail({
    language,
    subject: words.subject,
    greeting: words.greeting(name),
    paragraphs: [words.body],
    button: { label: words.button, link },
    footer: [{ text: words.footer }],
  });
}

const CONFIRM: Record<Language, Wording> = {
  bg: {
    subject: `Потвърдете имейл адреса си в ${PRODUCT_NAME.bg}`,
    greeting: (name) => `Здравейте, ${name}!`,
    body: 'Благодарим ви за регистрацията. Отворете връзката по-долу, за да потвърдите имейл адреса си и да влезете в профила си. Връзката важи 24 часа.',
    button: 'Потвърждаване на имейла',
    footer: 'Ако не сте се регистрирали вие, просто пренебрегнете това писмо.',
  },
  en: {
    subject: `Confirm your e-mail address for ${PRODUCT_NAME.en}`,
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for signing up. Open the link below to confirm your e-mail address and sign in. The link is valid for 24 hours.',
    button: 'Confirm e-mail',
    footer: 'If you did not sign up, you can ignore this e-mail.',
  },
};

const RESET: Record<Language, Wording> = {
  bg: {
    subject: `Нова парола за ${PRODUCT_NAME.bg}`,
    greeting: (name) => `Здравейте, ${name}!`,
    body: 'Получихме заявка за нова парола за вашия профил. Отворете връзката по-долу, за да изберете нова парола. Връзката важи 1 час и излиза от профила ви на всички други устройства.',
    button: 'Избор на нова парола',
    footer: 'Ако не сте поискали нова парола, пренебрегнете това писмо: паролата ви остава същата.',
  },
  en: {
    subject: `Reset your ${PRODUCT_NAME.en} password`,
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
