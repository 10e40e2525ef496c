import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#contract/chat';
import { ApiRequestError } from '#web/lib/api-client';
import {
  newClientId,
  type UnsentMessage,
  unsentMessages,
} from '#web/lib/unsent-messages/unsent-store';
import { sendUnsent } from './send-unsent';

const GEORGI = '00000000-0000-0000-0000-000000000002';
const MARIA = '00000000-0000-0000-0000-000000000004';

const offline = () => new ApiRequestError(0, 'network', 'The server could not be reached');

/** A server that keeps what it accepts, failing the sends `failures` names (by content). */
function server(failures: Record<string, () => Error> = {}) {
  const received: { content: string; clientId: string }[] = [];
  const post = vi.fn(async (message: UnsentMessage): Promise<Message> => {
    const failure = failures[message.content];
    if (failure) throw failure();
    received.push({ content: message.content, clientId: message.clientId });
    return {
      id: newClientId(),
      conversationId: '20000000-0000-0000-0000-000000000001',
      seq: received.length,
      senderId: GEORGI,
      content: message.content,
      createdAt: new Date(0).toISOString(),
      clientId: message.clientId,
    };
  });
  return { received, post };
}

function written(...contents: string[]) {
  const store = unsentMessages(GEORGI, MARIA);
  for (const content of contents) {
    store.add({ clientId: newClientId(), content, writtenAt: 0 });
  }
  return store;
}

function round(store: ReturnType<typeof written>, post: ReturnType<typeof server>['post']) {
  const sent: string[] = [];
  const progress: (string | null)[] = [];
  const outcome = sendUnsent({
    store,
    post,
    onSent: (message) => sent.push(message.content),
    onProgress: (id) => progress.push(id),
    shouldStop: () => false,
  });
  return { outcome, sent, progress };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sending the unsent messages', () => {
  it('sends them one at a time in the order written, each with its client id, once', async () => {
    const store = written('първо', 'второ', 'трето');
    const ids = store.list().map((m) => m.clientId);
    const { received, post } = server();
    const { outcome, sent } = round(store, post);
    expect(await outcome).toEqual({ kind: 'done' });
    expect(received).toEqual([
      { content: 'първо', clientId: ids[0] },
      { content: 'второ', clientId: ids[1] },
      { content: 'трето', clientId: ids[2] },
    ]);
    expect(sent).toEqual(['първо', 'второ', 'трето']);
    expect(store.list()).toEqual([]);
    expect(await round(store, post).outcome).toEqual({ kind: 'done' });
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('stops at a connection problem and keeps the rest, in order, for the next round', async () => {
    const store = written('първо', 'второ');
    const down = server({ първо: offline });
    const first = round(store, down.post);
    expect(await first.outcome).toEqual({ kind: 'offline' });
    expect(down.post).toHaveBeenCalledTimes(1);
    expect(store.list().map((m) => [m.content, m.failure])).toEqual([
      ['първо', undefined],
      ['второ', undefined],
    ]);
    expect(first.progress.at(-1)).toBeNull();

    const up = server();
    expect(await round(store, up.post).outcome).toEqual({ kind: 'done' });
    expect(up.received.map((m) => m.content)).toEqual(['първо', 'второ']);
  });

  it('takes a proxy’s 502–504 for a connection problem too', async () => {
    const store = written('първо');
    const { post } = server({ първо: () => new ApiRequestError(503, 'unavailable', 'HTTP 503') });
    expect(await round(store, post).outcome).toEqual({ kind: 'offline' });
    expect(store.list()[0]?.failure).toBeUndefined();
  });

  it('keeps a refused one with the reason, sends the others, and never retries it by itself', async () => {
    const store = written('първо', 'отказано', 'трето');
    const refused = () =>
      new ApiRequestError(400, 'validation', 'Invalid body', { content: 'too_long' });
    const { received, post } = server({ отказано: refused });
    expect(await round(store, post).outcome).toEqual({ kind: 'done' });
    expect(received.map((m) => m.content)).toEqual(['първо', 'трето']);
    expect(store.list()).toMatchObject([
      {
        content: 'отказано',
        failure: { status: 400, code: 'validation', fields: { content: 'too_long' } },
      },
    ]);
    expect(await round(store, post).outcome).toEqual({ kind: 'done' });
    expect(post).toHaveBeenCalledTimes(3);

    // The user sends it again by hand: the failure is cleared and it goes.
    const [kept] = store.list();
    store.setFailure(kept?.clientId ?? '', undefined);
    const fixed = server();
    await round(store, fixed.post).outcome;
    expect(fixed.received.map((m) => m.content)).toEqual(['отказано']);
  });

  it('waits as long as the server says when sending too fast', async () => {
    const store = written('първо');
    const { post } = server({
      първо: () => new ApiRequestError(429, 'rate_limited', 'Too fast', { retryAfter: '10' }),
    });
    expect(await round(store, post).outcome).toEqual({ kind: 'wait', ms: 10_000 });
    expect(store.list()[0]?.failure).toBeUndefined();
  });

  it('sends a message written during the round after the others', async () => {
    const store = written('първо');
    const { received, post } = server();
    post.mockImplementationOnce(async (message) => {
      store.add({ clientId: newClientId(), content: 'написано междувременно', writtenAt: 1 });
      received.push({ content: message.content, clientId: message.clientId });
      return { clientId: message.clientId } as Message;
    });
    await round(store, post).outcome;
    expect(received.map((m) => m.content)).toEqual(['първо', 'написано междувременно']);
  });

  it('stops when asked (the chat closed)', async () => {
    const store = written('първо');
    const { post } = server();
    const outcome = await sendUnsent({
      store,
      post,
      onSent: () => {},
      onProgress: () => {},
      shouldStop: () => true,
    });
    expect(outcome).toEqual({ kind: 'stopped' });
    expect(post).not.toHaveBeenCalled();
  });
});
