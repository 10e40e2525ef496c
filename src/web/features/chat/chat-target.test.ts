import { describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/chat';
import { chatKey, findConversation } from './chat-target';

const MARIA = '00000000-0000-0000-0000-000000000001';
const group = { id: '30000000-0000-0000-0000-000000000001' } as Conversation;

describe('chatKey', () => {
  it("keeps a pair's key the partner's id, so what waited before is still found", () => {
    expect(chatKey({ kind: 'pair', partnerId: MARIA })).toBe(MARIA);
  });

  it("gives a group a key of its own, apart from any player's", () => {
    expect(chatKey({ kind: 'group', conversation: group })).toBe(`group:${group.id}`);
  });
});

describe('findConversation', () => {
  it('asks the server nothing for a group: the page knows its conversation', async () => {
    expect(await findConversation({ kind: 'group', conversation: group })).toBe(group);
  });
});
