import { MAIL_CATEGORY_OF, type Notification } from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { enqueueJob, type WakeWorkers } from '#server/outbox/outbox-repository';
import { enqueueNotificationPushes } from '#server/push/push-jobs';
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
  wake?: WakeWorkers,
): Promise<Notification | undefined> {
  const stored = await insertNotification(tx, notification, now);
  if (!stored) return undefined;
  await announce({
    kind: 'notification',
    notification: stored,
    userIds: [notification.recipientId],
  });
  const category = MAIL_CATEGORY_OF[stored.kind];
  if (category && (await wantsMail(tx, notification.recipientId, category))) {
    await enqueueJob(
      tx,
      { kind: NOTIFICATION_MAIL_JOB, payload: { notificationId: stored.id }, dueAt: now },
      now,
      wake,
    );
  }
  await enqueueNotificationPushes(tx, stored, notification.recipientId, now, wake);
  return stored;
}

/**
 * SQL: whether the user has a confirmed address and has not turned this category of mail off,
 * for a uuid and a text parameter such as `$2`, `$3`.
 */
export function wantsMailSql(userId: string, category: string): string {
  return `exists (select 1 from users
                  where id = ${userId}::uuid and email_confirmed_at is not null
                    and not (${category}::text = any(mail_off)))`;
}

/** Whether the user has a confirmed address and has not turned this category of mail off. */
export async function wantsMail(db: Queryable, userId: string, category: string) {
  const [row] = await db.query<{ wants: boolean }>(`select ${wantsMailSql('$1', '$2')} as wants`, [
    userId,
    category,
  ]);
  return row?.wants === true;
}
