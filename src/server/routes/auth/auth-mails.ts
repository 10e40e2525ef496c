import { AUTH_PAGE_PATHS, EMAIL_LINK_PATHS, EMAIL_LINK_TOKEN_PARAM } from '#contract/auth';
import type { Language } from '#contract/constants';
import type { Mailer } from '#server/mail/mailer';
import { confirmEmailMail, resetPasswordMail, signUpNoticeMail } from '#server/mail/templates';

interface Recipient {
  email: string;
  name: string;
  language: Language;
}

/** `${appUrl}/auth/confirm#token=…`: in the fragment, the token reaches no server log. */
export function emailLink(appUrl: string, path: string, token: string): string {
  return `${appUrl}${path}#${new URLSearchParams({ [EMAIL_LINK_TOKEN_PARAM]: token })}`;
}

export function sendConfirmationMail(mailer: Mailer, appUrl: string, to: Recipient, token: string) {
  const link = emailLink(appUrl, EMAIL_LINK_PATHS.confirmEmail, token);
  return mailer.send({
    to: to.email,
    link,
    ...confirmEmailMail(to.language, { name: to.name, link }),
  });
}

export function sendPasswordResetMail(
  mailer: Mailer,
  appUrl: string,
  to: Recipient,
  token: string,
) {
  const link = emailLink(appUrl, EMAIL_LINK_PATHS.resetPassword, token);
  return mailer.send({
    to: to.email,
    link,
    ...resetPasswordMail(to.language, { name: to.name, link }),
  });
}

/** To the owner of an address that someone tried to sign up with; no token, only page links. */
export function sendSignUpNoticeMail(mailer: Mailer, appUrl: string, to: Recipient) {
  const signInLink = `${appUrl}${AUTH_PAGE_PATHS.signIn}`;
  return mailer.send({
    to: to.email,
    link: signInLink,
    ...signUpNoticeMail(to.language, {
      name: to.name,
      signInLink,
      forgotPasswordLink: `${appUrl}${AUTH_PAGE_PATHS.forgotPassword}`,
    }),
  });
}
