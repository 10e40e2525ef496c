import { describe, expect, it } from 'vitest';
import { chatBlockState } from './use-chat-block-state';

const partner = 'p';

describe('the block a chat shows', () => {
  it('follows my block list once it is in, whatever the conversation said when it opened', () => {
    expect(chatBlockState(partner, new Set([partner]), { blocked: null }, false)).toBe('by_me');
    // Unblocked in this chat: the composer is back at once.
    expect(chatBlockState(partner, new Set(), { blocked: 'by_me' }, false)).toBeNull();
    expect(chatBlockState(partner, undefined, { blocked: 'by_me' }, false)).toBe('by_me');
  });

  it('takes theirs from the conversation, or from a refusal to start one', () => {
    expect(chatBlockState(partner, new Set(), { blocked: 'by_them' }, false)).toBe('by_them');
    expect(chatBlockState(partner, new Set(), null, true)).toBe('by_them');
    expect(chatBlockState(partner, new Set([partner]), null, true)).toBe('by_me');
    expect(chatBlockState(partner, new Set(), null, false)).toBeNull();
  });
});
