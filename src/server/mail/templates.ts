import type { Language } from '#contract/constants';
import { PRODUCT_NAME } from '#contract/page-meta';
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

interface SignUpNoticeWording {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  signIn: string;
  forgotPassword: string;
  notYou: string;
}

const SIGN_UP_NOTICE: Record<Language, SignUpNoticeWording> = {
  bg: {
    subject: `Опит за регистрация с вашия имейл в ${PRODUCT_NAME.bg}`,
    greeting: (name) => `Здравейте, ${name}!`,
    paragraphs: [
      `Някой току-що се опита да създаде профил в ${PRODUCT_NAME.bg} с този имейл адрес. Вие вече имате профил с него, затова нов не беше създаден.`,
      'Ако сте били вие, влезте с паролата си. Ако сте я забравили, изберете нова.',
    ],
    signIn: 'Вход',
    forgotPassword: 'Забравена парола? Изберете нова тук:',
    notYou: 'Ако не сте били вие, пренебрегнете това писмо: профилът ви не е променен.',
  },
  en: {
    subject: `Someone tried to sign up with your e-mail on ${PRODUCT_NAME.en}`,
    greeting: (name) => `Hello ${name},`,
    paragraphs: [
      `Someone just tried to create a ${PRODUCT_NAME.en} account with this e-mail address. You already have an account with it, so no new one was created.`,
      'If it was you, sign in with your password. If you have forgotten it, choose a new one.',
    ],
    signIn: 'Sign in',
    forgotPassword: 'Forgot your password? Choose a new one here:',
    notYou: 'If it was not you, ignore this e-mail: your account has not changed.',
  },
};

/** To the owner of an address someone tried to sign up with: sign in, or choose a new password. */
export function signUpNoticeMail(
  language: Language,
  mail: { name: string; signInLink: string; forgotPasswordLink: string },
): MailContent {
  const words = SIGN_UP_NOTICE[language];
  return layoutMail({
    language,
    subject: words.subject,
    greeting: words.greeting(mail.name),
    paragraphs: words.paragraphs,
    button: { label: words.signIn, link: mail.signInLink },
    footer: [{ text: words.forgotPassword, link: mail.forgotPasswordLink }, { text: words.notYou }],
  });
}
