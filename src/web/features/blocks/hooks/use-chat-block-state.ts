import type { BlockState } from '#contract/blocks';
import { useBlockedIds } from '../api/blocks-api';

/**
 * The block between me and a chat's partner: mine from my block list (it follows a block or an
 * unblock at once; the conversation's word until the list is in), theirs from what the server
 * said when the chat opened — the conversation's `blocked`, or its refusal to start one (403
 * `blocked`) when I did not block them.
 */
export function chatBlockState(
  partnerId: string,
  blockedIds: Set<string> | undefined,
  conversation: { blocked: BlockState } | null,
  refusedByBlock: boolean,
): BlockState {
  const byMe = blockedIds ? blockedIds.has(partnerId) : conversation?.blocked === 'by_me';
  if (byMe) return 'by_me';
  if (conversation?.blocked === 'by_them' || refusedByBlock) return 'by_them';
  return null;
}

export function useChatBlockState(
  partnerId: string,
  conversation: { blocked: BlockState } | null,
  refusedByBlock: boolean,
): BlockState {
  return chatBlockState(partnerId, useBlockedIds(), conversation, refusedByBlock);
}
