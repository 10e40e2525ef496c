import { EMAIL_CHANGE_LINK_HOURS } from '#contract/account';
import type { Language } from '#contract/constants';
import { PRODUCT_NAME } from '#contract/page-meta';
import { layoutMail, type MailContent } from './layout';

/** The mails of a change of e-mail address or password (contract/account.ts), in the recipient’s language. */

const greeting: Record<Language, (name: string) => string> = {
  bg: (name) => `Здравейте, ${name}!`,
  en: (name) => `Hello ${name},`,
};

/** Every account mail: a greeting, one paragraph, a button, and a line under it. */
function accountMail(
  language: Language,
  name: string,
  parts: {
    subject: string;
    body: string;
    button: { label: string; link: string };
    footer: { text: string; link?: string };
  },
): MailContent {
  return layoutMail({
    language,
    subject: parts.subject,
    greeting: greeting[language](name),
    paragraphs: [parts.body],
    button: parts.button,
    footer: [parts.footer],
  });
}

const LINK_WORDS = {
  bg: {
    subject: `Потвърдете новия си имейл в ${PRODUCT_NAME.bg}`,
    body: (email: string) =>
      `Поискахте профилът ви в ${PRODUCT_NAME.bg} да използва ${email}. Отворете връзката по-долу, за да потвърдите адреса. Дотогава влизате със стария. Връзката важи ${EMAIL_CHANGE_LINK_HOURS} часа.`,
    button: 'Потвърждаване на новия имейл',
    footer: 'Ако не сте го поискали вие, пренебрегнете това писмо: нищо няма да се промени.',
  },
  en: {
    subject: `Confirm your new e-mail address for ${PRODUCT_NAME.en}`,
    body: (email: string) =>
      `You asked for your ${PRODUCT_NAME.en} account to use ${email}. Open the link below to confirm the address. Until then you sign in with the old one. The link is valid for ${EMAIL_CHANGE_LINK_HOURS} hours.`,
    button: 'Confirm new e-mail',
    footer: 'If you did not ask for this, ignore this e-mail: nothing will change.',
  },
} satisfies Record<Language, unknown>;

/** To the new address: the link that makes it the account's. */
export function emailChangeLinkMail(
  language: Language,
  mail: { name: string; newEmail: string; link: string },
): MailContent {
  const words = LINK_WORDS[language];
  return accountMail(language, mail.name, {
    subject: words.subject,
    body: words.body(mail.newEmail),
    button: { label: words.button, link: mail.link },
    footer: { text: words.footer },
  });
}

const REQUESTED_WORDS = {
  bg: {
    subject: `Поискана е смяна на имейла ви в ${PRODUCT_NAME.bg}`,
    body: (email: string) =>
      `Някой, който знае паролата ви, поиска профилът ви да използва ${email} вместо този адрес. Адресът ще се смени едва когато бъде отворена връзката, изпратена на ${email}.`,
    button: 'Към профила',
    notYou:
      'Ако не сте били вие, сменете паролата си веднага: това отменя смяната на адреса и ви изважда от профила на всички други устройства. Забравена парола? Изберете нова тук:',
  },
  en: {
    subject: `A change of your e-mail address was asked for on ${PRODUCT_NAME.en}`,
    body: (email: string) =>
      `Someone who knows your password asked for your account to use ${email} instead of this address. The address changes only once the link sent to ${email} is opened.`,
    button: 'Go to your profile',
    notYou:
      'If it was not you, change your password now: that cancels the change of address and signs you out on every other device. Forgot your password? Choose a new one here:',
  },
} satisfies Record<Language, unknown>;

/** To the current address: a change to `newEmail` was asked for; nothing has changed yet. */
export function emailChangeRequestedMail(
  language: Language,
  mail: { name: string; newEmail: string; accountLink: string; forgotPasswordLink: string },
): MailContent {
  const words = REQUESTED_WORDS[language];
  return accountMail(language, mail.name, {
    subject: words.subject,
    body: words.body(mail.newEmail),
    button: { label: words.button, link: mail.accountLink },
    footer: { text: words.notYou, link: mail.forgotPasswordLink },
  });
}

const CHANGED_WORDS = {
  bg: {
    subject: `Имейлът ви в ${PRODUCT_NAME.bg} е сменен`,
    body: (email: string) =>
      `Профилът ви в ${PRODUCT_NAME.bg} вече използва ${email}. Влизайте с него. На този адрес няма да получавате повече писма от нас.`,
    button: 'Вход',
    notYou:
      'Ако не сте били вие, някой, който знае паролата ви, е преместил профила на друг адрес и от този вече не може да се влезе в него.',
  },
  en: {
    subject: `Your e-mail address on ${PRODUCT_NAME.en} has changed`,
    body: (email: string) =>
      `Your ${PRODUCT_NAME.en} account now uses ${email}. Sign in with it. This address will get no more e-mails from us.`,
    button: 'Sign in',
    notYou:
      'If it was not you, someone who knows your password has moved the account to another address, and this one can no longer sign in to it.',
  },
} satisfies Record<Language, unknown>;

/** To the old address, once the change is made. */
export function emailChangedMail(
  language: Language,
  mail: { name: string; newEmail: string; signInLink: string },
): MailContent {
  const words = CHANGED_WORDS[language];
  return accountMail(language, mail.name, {
    subject: words.subject,
    body: words.body(mail.newEmail),
    button: { label: words.button, link: mail.signInLink },
    footer: { text: words.notYou },
  });
}

const TAKEN_WORDS = {
  bg: {
    subject: `Опит за използване на вашия имейл в ${PRODUCT_NAME.bg}`,
    body: `Някой поиска друг профил в ${PRODUCT_NAME.bg} да използва този имейл адрес. Вие вече имате профил с него, затова нищо не беше променено.`,
    button: 'Вход',
    forgotPassword: 'Забравена парола? Изберете нова тук:',
  },
  en: {
    subject: `Someone tried to use your e-mail on ${PRODUCT_NAME.en}`,
    body: `Someone asked for another ${PRODUCT_NAME.en} account to use this e-mail address. You already have an account with it, so nothing was changed.`,
    button: 'Sign in',
    forgotPassword: 'Forgot your password? Choose a new one here:',
  },
} satisfies Record<Language, unknown>;

/** To an address that already has an account, instead of a change link (no token in it). */
export function emailTakenNoticeMail(
  language: Language,
  mail: { name: string; signInLink: string; forgotPasswordLink: string },
): MailContent {
  const words = TAKEN_WORDS[language];
  return accountMail(language, mail.name, {
    subject: words.subject,
    body: words.body,
    button: { label: words.button, link: mail.signInLink },
    footer: { text: words.forgotPassword, link: mail.forgotPasswordLink },
  });
}

const PASSWORD_CHANGED_WORDS = {
  bg: {
    subject: `Паролата ви в ${PRODUCT_NAME.bg} беше сменена`,
    body: 'Паролата на профила ви току-що беше сменена. Другите ви устройства са отписани; влезте в тях с новата парола.',
    button: 'Изберете нова парола',
    notYou:
      'Ако не сте били вие, някой знае паролата ви: изберете нова сега от бутона по-горе, с връзка, която ще получите на този имейл.',
  },
  en: {
    subject: `Your ${PRODUCT_NAME.en} password was changed`,
    body: 'The password of your account was changed just now. Your other devices were signed out; sign in on them with the new password.',
    button: 'Choose a new password',
    notYou:
      'If it was not you, someone knows your password: choose a new one now with the button above, through a link mailed to this address.',
  },
} satisfies Record<Language, unknown>;

/** To the account's address, after its password was changed or reset. */
export function passwordChangedMail(
  language: Language,
  mail: { name: string; forgotPasswordLink: string },
): MailContent {
  const words = PASSWORD_CHANGED_WORDS[language];
  return accountMail(language, mail.name, {
    subject: words.subject,
    body: words.body,
    button: { label: words.button, link: mail.forgotPasswordLink },
    footer: { text: words.notYou },
  });
}
