import type { UnsentMessages } from '#web/lib/unsent-messages/unsent-store';
import { postMessage } from './api/post-message';
import { type SendOutcome, sendUnsent } from './send-unsent';

/**
 * A chat closed while its messages were still going out (written as it opened, or offline): they
 * go anyway, in order. The conversation is found (or started) again by `findConversationId`, since
 * the chat may have closed before it knew it. A repeat of a send the chat itself had under way is
 * a no-op on the server (same client id); what cannot go now stays on the device and is shown
 * when the chat opens.
 */
export async function sendAfterClose(
  store: UnsentMessages,
  findConversationId: () => Promise<string>,
  post = postMessage,
): Promise<SendOutcome | 'nothing'> {
  if (!store.list().some((message) => !message.failure)) return 'nothing';
  let conversationId: string;
  try {
    conversationId = await findConversationId();
  } catch (error) {
    console.error('Could not open the conversation to send what waits', error);
    return { kind: 'offline' };
  }
  return sendUnsent({
    store,
    post: (message) => post(conversationId, message),
    onSent: () => {},
    onProgress: () => {},
    shouldStop: () => false,
  });
}
