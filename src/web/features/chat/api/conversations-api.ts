import type { Conversation } from '#contract/chat';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/** POST /api/conversations: the conversation with a player, started if there was none. */
export function startConversation(userId: string): Promise<Conversation> {
  return apiFetch<Conversation>('/api/conversations', jsonBody({ userId }));
}
