import { MAIL_CATEGORY_OF, type Notification, PUSH_KIND_OF } from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { notifyIn, type WakeWorkers } from '#server/outbox/outbox-repository';
import { NOTIFICATION_PUSH_JOB } from '#server/push/push-jobs';
import { publishEvent, type RealtimeEvent } from '#server/realtime/events';
import { insertNotification, type NewNotification } from './notifications-repository';

export const NOTIFICATION_MAIL_JOB = 'notification_mail';

/**
 * Tells a user, in the caller's transaction: the stored notification, a live frame to their
 * sockets on commit, and (unless they turned them off) a mail and a push to each of their
 * devices queued in the outbox.
 * Undefined when they already had it (a partner request's reply from the same player).
 */
export async function notifyUser(
  tx: Queryable,
  notification: NewNotification,
  now: Date,
  /** How the live frame goes out: in the transaction by default, or collected for after it. */
  announce: (event: RealtimeEvent) => Promise<void> = (event) => publishEvent(tx, event),
  /** How the outbox's workers hear of the mail and pushes: in the transaction by default. */
  wake: WakeWorkers = notifyIn(tx),
): Promise<Notification | undefined> {
  const stored = await insertNotification(
    tx,
    notification,
    {
      mail: { job: NOTIFICATION_MAIL_JOB, category: MAIL_CATEGORY_OF[notification.kind] },
      push: { job: NOTIFICATION_PUSH_JOB, kind: PUSH_KIND_OF[notification.kind] },
    },
    now,
  );
  if (!stored) return undefined;
  await announce({
    kind: 'notification',
    notification: stored.notification,
    userIds: [notification.recipientId],
  });
  if (stored.jobs > 0) await wake();
  return stored.notification;
}
