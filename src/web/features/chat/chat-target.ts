import type { Conversation } from '#contract/chat';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/**
 * Which chat a dialog shows: one with another player, found (or started) on the server when it
 * opens, or a group the page already knows (an open match's players). Everything else about a
 * chat (its messages, catch-up, read marks, what waits to be sent) is the same for both.
 */
export type ChatTarget =
  | {
      kind: 'pair';
      partnerId: string;
      /** The partner request the chat answers: each message written in it says so. */
      partnerRequestId?: string;
    }
  | { kind: 'group'; conversation: Conversation };

/**
 * The chat's name on this device, for what it keeps per user and chat (unsent messages, the
 * draft). A pair's is the partner's id, as it always was, so what waits from before stays found.
 */
export function chatKey(target: ChatTarget): string {
  return target.kind === 'pair' ? target.partnerId : `group:${target.conversation.id}`;
}

/** The chat's conversation: a pair's is found or started by the server; a group's is known. */
export async function findConversation(target: ChatTarget): Promise<Conversation> {
  if (target.kind === 'group') return target.conversation;
  return apiFetch<Conversation>('/api/conversations', jsonBody({ userId: target.partnerId }));
}
