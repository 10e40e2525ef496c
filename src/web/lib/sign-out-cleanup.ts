import { turnOffPush } from './push-device';
import { forgetUnsentMessages } from './unsent-messages/unsent-keys';
import { forgetDrafts } from './unsent-messages/use-draft';

/**
 * What leaves this device with the user who signs out: their chat messages that never went out and their drafts,
 * and the device's notifications (while the server still takes calls as them). Loaded only on
 * signing out: the session's chunk is part of every first view.
 */
export async function cleanUpOnSignOut(userId: string | undefined): Promise<void> {
  if (userId) {
    forgetUnsentMessages(userId);
    forgetDrafts(userId);
  }
  await turnOffPush();
}
