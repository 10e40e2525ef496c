import { EMAIL_CHANGE_LINK_HOURS } from '#contract/account';
import type { Language } from '#contract/constants';
import { type ServerT, serverTexts } from '#server/i18n/server-texts';
import { layoutMail, type MailContent } from './layout';

/** The mails of a change of e-mail address or password (contract/account.ts), in the recipient’s language. */

/** Every account mail: a greeting, one paragraph, a button, and a line under it. */
function accountMail(
  language: Language,
  name: string,
  parts: (t: ServerT) => {
    subject: string;
    body: string;
    button: { label: string; link: string };
    footer: { text: string; link?: string };
  },
): MailContent {
  const t = serverTexts(language);
  const { subject, body, button, footer } = parts(t);
  return layoutMail({
    language,
    subject,
    greeting: t('mail_greeting', { name }),
    paragraphs: [body],
    button,
    footer: [footer],
  });
}

/** To the new address: the link that makes it the account's. */
export function emailChangeLinkMail(
  language: Language,
  mail: { name: string; newEmail: string; link: string },
): MailContent {
  return accountMail(language, mail.name, (t) => ({
    subject: t('mail_email_change_link_subject'),
    body: t('mail_email_change_link_body', {
      email: mail.newEmail,
      hours: EMAIL_CHANGE_LINK_HOURS,
    }),
    button: { label: t('mail_email_change_link_button'), link: mail.link },
    footer: { text: t('mail_email_change_link_footer') },
  }));
}

/** To the current address: a change to `newEmail` was asked for; nothing has changed yet. */
export function emailChangeRequestedMail(
  language: Language,
  mail: { name: string; newEmail: string; accountLink: string; forgotPasswordLink: string },
): MailContent {
  return accountMail(language, mail.name, (t) => ({
    subject: t('mail_email_change_requested_subject'),
    body: t('mail_email_change_requested_body', { email: mail.newEmail }),
    button: { label: t('mail_email_change_requested_button'), link: mail.accountLink },
    footer: { text: t('mail_email_change_requested_not_you'), link: mail.forgotPasswordLink },
  }));
}

/** To the old address, once the change is made. */
export function emailChangedMail(
  language: Language,
  mail: { name: string; newEmail: string; signInLink: string },
): MailContent {
  return accountMail(language, mail.name, (t) => ({
    subject: t('mail_email_changed_subject'),
    body: t('mail_email_changed_body', { email: mail.newEmail }),
    button: { label: t('mail_sign_in'), link: mail.signInLink },
    footer: { text: t('mail_email_changed_not_you') },
  }));
}

/** To an address that already has an account, instead of a change link (no token in it). */
export function emailTakenNoticeMail(
  language: Language,
  mail: { name: string; signInLink: string; forgotPasswordLink: string },
): MailContent {
  return accountMail(language, mail.name, (t) => ({
    subject: t('mail_email_taken_subject'),
    body: t('mail_email_taken_body'),
    button: { label: t('mail_sign_in'), link: mail.signInLink },
    footer: { text: t('mail_forgot_password'), link: mail.forgotPasswordLink },
  }));
}

/** To the account's address, after its password was changed or reset. */
export function passwordChangedMail(
  language: Language,
  mail: { name: string; forgotPasswordLink: string },
): MailContent {
  return accountMail(language, mail.name, (t) => ({
    subject: t('mail_password_changed_subject'),
    body: t('mail_password_changed_body'),
    button: { label: t('mail_password_changed_button'), link: mail.forgotPasswordLink },
    footer: { text: t('mail_password_changed_not_you') },
  }));
}
