import {
  chatPath,
  MAIL_CATEGORY_OF,
  type MailCategory,
  NOTIFICATION_SETTINGS_PATH,
  notificationPath,
  UNSUBSCRIBE_PATH,
} from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import type { MailContent } from '#server/mail/layout';
import type { Mailer } from '#server/mail/mailer';
import { notificationMail, unreadMessagesMail } from '#server/mail/notification-templates';
import type { UnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { givenUpIfRefused, type JobHandler } from '#server/outbox/outbox-worker';
import { findNotificationForMail } from './notifications-repository';
import { NOTIFICATION_MAIL_JOB } from './notify';
import { MESSAGE_MAIL_JOB, unreadMessages, unreadState } from './unread-message-mails';

export interface DeliveryDeps {
  db: Queryable;
  mailer: Mailer;
  appUrl: () => string;
  unsubscribeTokens: UnsubscribeTokens;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
  language: 'bg' | 'en';
  mailOff: string[];
  confirmed: boolean;
}

async function findRecipient(db: Queryable, id: string): Promise<Recipient | undefined> {
  const [row] = await db.query<Recipient & { email_confirmed_at: Date | null }>(
    `select u.id, p.name, u.email, u.language, u.mail_off as "mailOff", u.email_confirmed_at
     from users u join profiles p on p.id = u.id where u.id = $1`,
    [id],
  );
  return row && { ...row, confirmed: row.email_confirmed_at !== null };
}

/** The outbox's mail jobs: each decides at send time whether the mail is still wanted. */
export function notificationDeliveries(deps: DeliveryDeps): Record<string, JobHandler> {
  const { db } = deps;

  function context(recipient: Recipient, category: MailCategory, path: string) {
    const base = deps.appUrl();
    const token = deps.unsubscribeTokens.sign(recipient.id, category);
    return {
      language: recipient.language,
      recipientName: recipient.name,
      link: `${base}${path}`,
      category,
      unsubscribeUrl: `${base}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`,
      settingsUrl: `${base}${NOTIFICATION_SETTINGS_PATH}`,
    };
  }

  async function send(
    recipient: Recipient,
    mail: MailContent,
    links: { link: string; unsubscribeUrl: string },
  ) {
    try {
      await deps.mailer.send({
        to: recipient.email,
        ...mail,
        link: links.link,
        headers: {
          'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      throw givenUpIfRefused(error);
    }
  }

  const wanted = (recipient: Recipient | undefined, category: MailCategory) =>
    recipient?.confirmed && !recipient.mailOff.includes(category) ? recipient : undefined;

  return {
    async [NOTIFICATION_MAIL_JOB](payload) {
      const found = await findNotificationForMail(db, String(payload.notificationId));
      const category = found && MAIL_CATEGORY_OF[found.notification.kind];
      const recipient = found && category && wanted(found.recipient, category);
      if (!found || !category || !recipient) return 'skipped';
      const { notification } = found;
      const path = notificationPath({ ...notification, actorId: notification.actor?.id ?? null });
      const mailContext = context(recipient, category, path);
      await send(recipient, notificationMail(notification, mailContext), mailContext);
      return 'sent';
    },

    async [MESSAGE_MAIL_JOB](payload) {
      const conversationId = String(payload.conversationId);
      const recipientId = String(payload.recipientId);
      const state = await unreadState(db, conversationId, recipientId);
      if (!state || state.blocked || state.read_seq >= Number(payload.seq)) return 'skipped';
      const recipient = wanted(await findRecipient(db, recipientId), 'messages');
      if (!recipient) return 'skipped';
      const unread = await unreadMessages(db, conversationId, state.sender_id, state.read_seq);
      if (unread.count === 0) return 'skipped';
      const mailContext = context(recipient, 'messages', chatPath(state.sender_id));
      const mail = unreadMessagesMail(
        { senderName: state.sender_name, contents: unread.contents, unreadCount: unread.count },
        mailContext,
      );
      await send(recipient, mail, mailContext);
      return 'sent';
    },
  };
}
