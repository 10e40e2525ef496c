import type { Language } from '#contract/constants';
import { serverTexts } from '#server/i18n/server-texts';
import { layoutMail, type MailContent } from './layout';

interface LinkMail {
  name: string;
  link: string;
}

/** A mail with one link to open: its texts are `mail_<kind>_subject`, `_body`, `_button`, `_footer`. */
function linkMail(kind: 'confirm' | 'reset', language: Language, mail: LinkMail): MailContent {
  const t = serverTexts(language);
  return layoutMail({
    language,
    subject: t(`mail_${kind}_subject`),
    greeting: t('mail_greeting', { name: mail.name }),
    paragraphs: [t(`mail_${kind}_body`)],
    button: { label: t(`mail_${kind}_button`), link: mail.link },
    footer: [{ text: t(`mail_${kind}_footer`) }],
  });
}

export function confirmEmailMail(language: Language, mail: LinkMail): MailContent {
  return linkMail('confirm', language, mail);
}

export function resetPasswordMail(language: Language, mail: LinkMail): MailContent {
  return linkMail('reset', language, mail);
}

/** To the owner of an address someone tried to sign up with: sign in, or choose a new password. */
export function signUpNoticeMail(
  language: Language,
  mail: { name: string; signInLink: string; forgotPasswordLink: string },
): MailContent {
  const t = serverTexts(language);
  return layoutMail({
    language,
    subject: t('mail_sign_up_notice_subject'),
    greeting: t('mail_greeting', { name: mail.name }),
    paragraphs: [t('mail_sign_up_notice_body'), t('mail_sign_up_notice_hint')],
    button: { label: t('mail_sign_in'), link: mail.signInLink },
    footer: [
      { text: t('mail_forgot_password'), link: mail.forgotPasswordLink },
      { text: t('mail_sign_up_notice_not_you') },
    ],
  });
}
