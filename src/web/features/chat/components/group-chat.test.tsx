import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '#contract/chat';
import { renderWithApp, testI18n, testUser } from '#test/support/web/render-with-app';
import type { apiFetch } from '#web/lib/api-client';
import { unsentKey } from '#web/lib/unsent-messages/unsent-storage';
import { groupName } from '../member-names';
import GroupChat from './group-chat';

const me = testUser('me@example.com');
const MARIA = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';
const CONVERSATION = '33333333-3333-4333-8333-333333333333';

function message(
  seq: number,
  senderId: string | null,
  content: string,
  clientId?: string,
): Message {
  return {
    id: `44444444-4444-4444-8444-${String(seq).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    seq,
    senderId,
    content,
    createdAt: '2026-11-27T10:00:00.000Z',
    clientId: clientId ?? null,
  };
}

/** The server as the chat sees it: its messages, the posts it was sent, and whether it is reachable. */
const server = vi.hoisted(() => ({
  online: true,
  messages: [] as unknown[],
  posts: [] as { content: string; clientId: string }[],
}));

vi.mock('#web/lib/api-client', async (original) => {
  const actual = await original<typeof import('#web/lib/api-client')>();
  const fetchMock: typeof apiFetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!server.online) throw new actual.ApiRequestError(0, 'network', 'unreachable');
    if (url.endsWith('/messages') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { content: string; clientId: string };
      server.posts.push(body);
      const known = (server.messages as Message[]).find((m) => m.clientId === body.clientId);
      if (known) return known;
      const sent = message(server.messages.length + 1, me.id, body.content, body.clientId);
      server.messages.push(sent);
      return sent;
    }
    if (url.endsWith('/messages')) return { items: [...server.messages], hasOlder: false };
    return undefined;
  }) as typeof apiFetch;
  return { ...actual, apiFetch: fetchMock };
});
vi.mock('#web/lib/realtime/realtime', () => ({
  realtime: () => ({
    subscribe: () => () => {},
    onStatus: () => () => {},
    currentStatus: 'open',
  }),
}));

// jsdom lays nothing out: the chat's scroll to its newest message has nothing to do.
Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.online = true;
  server.posts = [];
  server.messages = [
    message(1, MARIA, 'Doubles on Saturday?'),
    message(2, me.id, 'Yes'),
    message(3, GONE, 'I am out'),
    message(4, null, 'Bye'),
  ];
});
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

const openChat = () =>
  renderWithApp(<GroupChat conversation={group} onOpenChange={() => {}} />, {
    session: { user: me, loading: false },
  });

/** What waits on this device for this group, as the store keeps it. */
const waiting = () =>
  JSON.parse(localStorage.getItem(unsentKey(me.id, `group:${CONVERSATION}`)) ?? '[]');

function write(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Enter' });
}

describe('GroupChat', () => {
  it("names the group's members, and each message from someone else by its sender", async () => {
    openChat();
    expect(screen.getByRole('dialog', { name: 'Group chat: Maria and Ivan' })).toBeTruthy();
    await screen.findByText('Doubles on Saturday?');
    const log = screen.getByRole('list', { name: 'Messages' });
    const items = [...log.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('Maria');
    expect(items[1]).not.toContain('Maria');
    expect(items[2]).toContain('Former member');
    expect(items[3]).toContain('Deleted user');
  });

  it('keeps a message written offline, shows it as not sent, and sends it once when the connection returns', async () => {
    openChat();
    await screen.findByText('Doubles on Saturday?');
    server.online = false;
    write('I bring balls');
    const item = await screen.findByText('I bring balls');
    await waitFor(() => expect(item.closest('li')?.textContent).toContain('Not sent yet'));
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(waiting()).toHaveLength(1);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');

    server.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(waiting()).toHaveLength(0));
    expect(screen.getAllByText('I bring balls')).toHaveLength(1);
    expect(screen.queryByText(/Not sent/)).toBeNull();
    expect(server.posts.map((p) => p.content)).toEqual(['I bring balls']);
  });

  it('keeps what could not go when the chat closes, and sends it once when it opens online', async () => {
    const first = openChat();
    await screen.findByText('Doubles on Saturday?');
    server.online = false;
    write('See you at six');
    await screen.findByText('See you at six');
    first.unmount();
    await waitFor(() => expect(waiting()).toHaveLength(1));

    server.online = true;
    openChat();
    await waitFor(() => expect(waiting()).toHaveLength(0));
    await screen.findByText('See you at six');
    expect(screen.getAllByText('See you at six')).toHaveLength(1);
    expect(server.messages.filter((m) => (m as Message).content === 'See you at six')).toHaveLength(
      1,
    );
  });

  it('opened without a connection, says so and loads when the connection returns', async () => {
    server.online = false;
    openChat();
    await screen.findByText('No connection. The conversation will load when it returns.');
    server.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText('Doubles on Saturday?');
  });
});

describe('groupName', () => {
  it('joins the names as the language does', () => {
    const members = ['Мария', 'Иван', 'Петър'].map((name, i) => ({ id: `${i}`, name }));
    expect(groupName(testI18n('bg').t, members, 'bg')).toBe('Мария, Иван и Петър');
    expect(groupName(testI18n('en').t, [], 'en')).toBe('only you');
  });
});
