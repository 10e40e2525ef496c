import { PUSH_KIND_OF } from '#contract/notifications';
import type { PushMessage } from '#contract/push';
import type { Queryable } from '#server/db/db';
import type { Clock } from '#server/lib/clock';
import { findNotificationForMail } from '#server/notifications/notifications-repository';
import { unreadMessages, unreadState } from '#server/notifications/unread-message-mails';
import { type JobHandler, type JobOutcome, PermanentJobError } from '#server/outbox/outbox-worker';
import { MESSAGE_PUSH_JOB, NOTIFICATION_PUSH_JOB } from './push-jobs';
import { notificationPush, unreadMessagesPush } from './push-messages';
import { PushRefusedError, type PushSender } from './push-sender';
import {
  findDeviceTakingPush,
  markDevicePushed,
  type PushDevice,
  removeGoneDevice,
} from './push-subscriptions-repository';

export interface PushDeliveryDeps {
  db: Queryable;
  send: PushSender;
  clock: Clock;
}

/** Refusals a later try may get past: the push service is busy, slow or broken for now. */
function worthRetrying(statusCode: number): boolean {
  return statusCode >= 500 || statusCode === 429 || statusCode === 408;
}

/**
 * The outbox's push jobs, one per device: each decides at send time whether the push is still
 * wanted (the device still the recipient's, the kind still on, the notification or message
 * still unread).
 */
export function pushDeliveries(deps: PushDeliveryDeps): Record<string, JobHandler> {
  const { db, clock } = deps;

  async function deliver(device: PushDevice, message: PushMessage): Promise<JobOutcome> {
    let result: 'sent' | 'gone';
    try {
      result = await deps.send(device, message);
    } catch (error) {
      // A refusal of the request itself (a key the service rejects): retrying cannot help.
      if (error instanceof PushRefusedError && !worthRetrying(error.statusCode)) {
        throw new PermanentJobError(error.message);
      }
      throw error;
    }
    if (result === 'gone') {
      await removeGoneDevice(db, device);
      return 'skipped';
    }
    await markDevicePushed(db, device.id, clock.now());
    return 'sent';
  }

  return {
    async [NOTIFICATION_PUSH_JOB](payload) {
      const found = await findNotificationForMail(db, String(payload.notificationId));
      const kind = found && PUSH_KIND_OF[found.notification.kind];
      // Read in the app meanwhile (a retry hours later): nothing left to tell.
      if (!found || !kind || found.notification.readAt) return 'skipped';
      const device = await findDeviceTakingPush(
        db,
        String(payload.subscriptionId),
        found.recipient.id,
        kind,
        clock.now(),
      );
      if (!device) return 'skipped';
      return deliver(device, notificationPush(found.notification, device.language));
    },
    async [MESSAGE_PUSH_JOB](payload) {
      const conversationId = String(payload.conversationId);
      const recipientId = String(payload.recipientId);
      const state = await unreadState(db, conversationId, recipientId);
      if (!state || state.blocked || state.read_seq >= Number(payload.seq)) return 'skipped';
      const device = await findDeviceTakingPush(
        db,
        String(payload.subscriptionId),
        recipientId,
        'messages',
        clock.now(),
      );
      if (!device) return 'skipped';
      const unread = await unreadMessages(db, conversationId, state.sender_id, state.read_seq, 1);
      const latest = unread.contents.at(-1);
      if (unread.count === 0 || latest === undefined) return 'skipped';
      const message = unreadMessagesPush(
        {
          senderId: state.sender_id,
          senderName: state.sender_name,
          latest,
          unreadCount: unread.count,
        },
        device.language,
      );
      return deliver(device, message);
    },
  };
}
