import type { NewOutboxJob } from '#server/outbox/outbox-repository';

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
