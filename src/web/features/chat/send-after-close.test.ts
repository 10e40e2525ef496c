import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#contract/chat';
import { ApiRequestError } from '#web/lib/api-client';
import {
  newClientId,
  type UnsentMessage,
  unsentMessages,
} from '#web/lib/unsent-messages/unsent-store';
import { sendAfterClose } from './send-after-close';

const GEORGI = '00000000-0000-0000-0000-000000000002';
const MARIA = '00000000-0000-0000-0000-000000000004';
const CONVERSATION = '20000000-0000-0000-0000-000000000001';

const offline = () => new ApiRequestError(0, 'network', 'The server could not be reached');

function written(...contents: string[]) {
  const store = unsentMessages(GEORGI, MARIA);
  for (const content of contents) store.add({ clientId: newClientId(), content, writtenAt: 0 });
  return store;
}

/** A server that keeps what it is sent, in the conversation it was sent to. */
function server() {
  const received: { conversationId: string; content: string }[] = [];
  const post = vi.fn(async (conversationId: string, message: UnsentMessage): Promise<Message> => {
    received.push({ conversationId, content: message.content });
    return {
      id: newClientId(),
      conversationId,
      seq: received.length,
      senderId: GEORGI,
      content: message.content,
      createdAt: new Date(0).toISOString(),
      clientId: message.clientId,
    };
  });
  return { received, post };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sendAfterClose', () => {
  it('finds the conversation and sends what waits, in order, once each', async () => {
    const store = written('Здрасти', 'Утре в 18?');
    const start = vi.fn(async () => CONVERSATION);
    const { received, post } = server();

    expect(await sendAfterClose(store, start, post)).toEqual({ kind: 'done' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(received).toEqual([
      { conversationId: CONVERSATION, content: 'Здрасти' },
      { conversationId: CONVERSATION, content: 'Утре в 18?' },
    ]);
    expect(store.list()).toEqual([]);
  });

  it('asks the server nothing when nothing waits, or only refused messages wait', async () => {
    const start = vi.fn(async () => CONVERSATION);
    const { post } = server();
    expect(await sendAfterClose(written(), start, post)).toBe('nothing');

    const store = written('Твърде дълго');
    const [refused] = store.list();
    store.setFailure(refused?.clientId ?? '', {
      status: 400,
      code: 'validation',
      message: 'Invalid body',
    });
    expect(await sendAfterClose(store, start, post)).toBe('nothing');
    expect(start).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(store.list()).toHaveLength(1);
  });

  it('keeps every message on the device when the server cannot be reached', async () => {
    const store = written('Здрасти');
    const { post } = server();
    const unreachable = vi.fn(async (): Promise<string> => {
      throw offline();
    });
    expect(await sendAfterClose(store, unreachable, post)).toEqual({ kind: 'offline' });

    const failingPost = vi.fn(async (): Promise<Message> => {
      throw offline();
    });
    expect(await sendAfterClose(store, async () => CONVERSATION, failingPost)).toEqual({
      kind: 'offline',
    });
    expect(store.list().map((m) => [m.content, m.failure])).toEqual([['Здрасти', undefined]]);
  });
});
