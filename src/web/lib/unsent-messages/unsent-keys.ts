/**
 * Where a signed-in user's unsent chat messages are kept: one localStorage entry per user and
 * chat, `<prefix><userId>:<chat>` (the chat a partner's id, or `group:` and a group's id). Apart
 * from the store (unsent-store.ts) because signing out, part of every first view, needs only this.
 */
export const UNSENT_KEY_PREFIX = 'sofia-tennis.unsent:';

/**
 * Signing out: the user's unsent messages leave this device with them. (Where the browser
 * blocks localStorage they were kept in the page's memory, under the user's id, and go with it.)
 */
export function forgetUnsentMessages(userId: string): void {
  try {
    const prefix = `${UNSENT_KEY_PREFIX}${userId}:`;
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(prefix)) localStorage.removeItem(key);
    }
  } catch (error) {
    console.error('Could not forget the unsent messages', error);
  }
}
