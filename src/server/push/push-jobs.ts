import { type Notification, PUSH_KIND_OF } from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { enqueueJobs, type NewOutboxJob, type WakeWorkers } from '#server/outbox/outbox-repository';
import { devicesTakingPush } from './push-subscriptions-repository';

export const NOTIFICATION_PUSH_JOB = 'notification_push';
export const MESSAGE_PUSH_JOB = 'message_push';

/**
 * One outbox job per device: a device that fails is retried alone, and the others are not sent
 * the push again.
 */
function jobPerDevice(devices: string[], job: NewOutboxJob): NewOutboxJob[] {
  return devices.map((subscriptionId) => ({
    ...job,
    payload: { ...job.payload, subscriptionId },
  }));
}

/** In the notification's transaction: its push to each of the recipient's devices, if any. */
export async function enqueueNotificationPushes(
  tx: Queryable,
  notification: Pick<Notification, 'id' | 'kind'>,
  recipientId: string,
  now: Date,
  wake?: WakeWorkers,
): Promise<void> {
  const kind = PUSH_KIND_OF[notification.kind];
  if (!kind) return;
  const job = {
    kind: NOTIFICATION_PUSH_JOB,
    payload: { notificationId: notification.id },
    dueAt: now,
  };
  const devices = await devicesTakingPush(tx, recipientId, kind, now);
  await enqueueJobs(tx, jobPerDevice(devices, job), now, wake);
}

export interface UnreadMessagePush {
  conversationId: string;
  recipientId: string;
  /** The message that started the wait: the push goes only if it is still unread. */
  seq: number;
}

/** The pushes of a message left unread until `dueAt`, one per device taking them. */
export function unreadMessagePushJobs(
  devices: string[],
  push: UnreadMessagePush,
  dueAt: Date,
): NewOutboxJob[] {
  return jobPerDevice(devices, { kind: MESSAGE_PUSH_JOB, payload: { ...push }, dueAt });
}
