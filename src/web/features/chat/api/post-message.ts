import type { Message } from '#contract/chat';
import { apiFetch, jsonBody } from '#web/lib/api-client';
import type { UnsentMessage } from '#web/lib/unsent-messages/unsent-store';

/** Sends one message; its client id makes a repeat return the message the first send made. */
export function postMessage(conversationId: string, message: UnsentMessage) {
  return apiFetch<Message>(
    `/api/conversations/${conversationId}/messages`,
    jsonBody({
      content: message.content,
      clientId: message.clientId,
      partnerRequestId: message.partnerRequestId,
    }),
  );
}
