import type { Language } from '#contract/constants';
import { chatPath, type Notification, notificationPath } from '#contract/notifications';
import type { PushMessage } from '#contract/push';
import { notificationWording, unreadMessagesSubject } from '#server/mail/notification-templates';

// A push's encrypted payload must stay under 4 KB; a lock screen shows far less anyway.
export const PUSH_TITLE_MAX_LENGTH = 120;
export const PUSH_BODY_MAX_LENGTH = 300;

/** Cut to at most `max` characters (whole code points), marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length <= max
    ? flat
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A notification's push says what its mail says (subject and lead) and opens where the mail's
 * button does; a later push about the same page replaces it on the device.
 */
export function notificationPush(notification: Notification, language: Language): PushMessage {
  const wording = notificationWording(notification, language);
  const url = notificationPath({ ...notification, actorId: notification.actor?.id ?? null });
  return {
    title: clip(wording.subject, PUSH_TITLE_MAX_LENGTH),
    body: clip(wording.lead, PUSH_BODY_MAX_LENGTH),
    url,
    tag: url,
  };
}

/** Messages left unread: who wrote and how many, the latest of them, and the chat to reply in. */
export function unreadMessagesPush(
  unread: { senderId: string; senderName: string; latest: string; unreadCount: number },
  language: Language,
): PushMessage {
  const url = chatPath(unread.senderId);
  return {
    title: clip(
      unreadMessagesSubject(unread.senderName, unread.unreadCount, language),
      PUSH_TITLE_MAX_LENGTH,
    ),
    body: clip(unread.latest, PUSH_BODY_MAX_LENGTH),
    url,
    tag: url,
  };
}
