import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '#contract/chat';
import { renderWithApp, testI18n, testUser } from '#test/support/web/render-with-app';
import { groupName } from '../member-names';
import GroupChat from './group-chat';

const me = testUser('me@example.com');
const MARIA = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';
const CONVERSATION = '33333333-3333-4333-8333-333333333333';

function message(seq: number, senderId: string | null, content: string): Message {
  return {
    id: `44444444-4444-4444-8444-44444444444${seq}`,
    conversationId: CONVERSATION,
    seq,
    senderId,
    content,
    createdAt: '2026-11-27T10:00:00.000Z',
    clientId: null,
  };
}

vi.mock('#web/lib/api-client', async (original) => ({
  ...(await original<typeof import('#web/lib/api-client')>()),
  apiFetch: vi.fn(async (url: string) =>
    url.endsWith('/messages')
      ? {
          items: [
            message(1, MARIA, 'Doubles on Saturday?'),
            message(2, me.id, 'Yes'),
            message(3, GONE, 'I am out'),
            message(4, null, 'Bye'),
          ],
          hasOlder: false,
        }
      : undefined,
  ),
}));
vi.mock('#web/lib/realtime/realtime', () => ({ realtime: () => ({ subscribe: () => () => {} }) }));

afterEach(cleanup);

const group: Conversation = {
  id: CONVERSATION,
  kind: 'group',
  other: { id: MARIA, name: 'Maria' },
  members: [
    { id: MARIA, name: 'Maria' },
    { id: '55555555-5555-4555-8555-555555555555', name: 'Ivan' },
  ],
  lastSeq: 4,
  lastMessage: null,
  unreadCount: 0,
  blocked: null,
};

describe('GroupChat', () => {
  it("names the group's members, and each message from someone else by its sender", async () => {
    renderWithApp(<GroupChat conversation={group} onOpenChange={() => {}} />, {
      session: { user: me, loading: false },
    });
    expect(screen.getByRole('dialog', { name: 'Group chat: Maria and Ivan' })).toBeTruthy();
    await screen.findByText('Doubles on Saturday?');
    const log = screen.getByRole('list', { name: 'Messages' });
    const items = [...log.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('Maria');
    expect(items[1]).not.toContain('Maria');
    expect(items[2]).toContain('Former member');
    expect(items[3]).toContain('Deleted user');
  });
});

describe('groupName', () => {
  it('joins the names as the language does', () => {
    const members = ['Мария', 'Иван', 'Петър'].map((name, i) => ({ id: `${i}`, name }));
    expect(groupName(testI18n('bg').t, members, 'bg')).toBe('Мария, Иван и Петър');
    expect(groupName(testI18n('en').t, [], 'en')).toBe('only you');
  });
});
