import type { MailCategory } from '#contract/notifications';
import type { ServerT } from '#server/i18n/server-texts';

/** What each kind of e-mail is about, as mail footers and the unsubscribe page name it. */
export function mailCategoryName(t: ServerT, category: MailCategory): string {
  return t(`mail_about_${category}`);
}
