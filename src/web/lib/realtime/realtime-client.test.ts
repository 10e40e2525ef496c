import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#contract/chat';
import { RealtimeClient } from './realtime-client';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const CONVERSATION = '20000000-0000-0000-0000-000000000001';
const USER = '00000000-0000-0000-0000-000000000001';
const message = (seq: number): Message => ({
  id: `30000000-0000-0000-0000-${String(seq).padStart(12, '0')}`,
  conversationId: CONVERSATION,
  seq,
  senderId: USER,
  content: `m${seq}`,
  createdAt: new Date(0).toISOString(),
  clientId: null,
});

let token: string | null;
function client() {
  return new RealtimeClient({
    url: 'ws://test/api/realtime',
    getAccessToken: () => token,
    createSocket: (url) => new FakeSocket(url),
    retryBaseMs: 500,
    pingIntervalMs: 20_000,
    pongTimeoutMs: 10_000,
  });
}
const last = () => FakeSocket.all.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  token = 'token-1';
});
afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('authenticates, subscribes once ready, and delivers each message once', () => {
    const realtime = client();
    const received: number[] = [];
    realtime.subscribe(CONVERSATION, 0, (m) => received.push(m.seq));
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    last().receive({ type: 'ready', userId: USER });
    expect(last().sent.at(-1)).toEqual({
      type: 'subscribe',
      conversationId: CONVERSATION,
      afterSeq: 0,
    });
    last().receive({ type: 'message', message: message(1) });
    last().receive({ type: 'message', message: message(1) });
    last().receive({ type: 'message', message: message(2) });
    expect(received).toEqual([1, 2]);
    expect(realtime.currentStatus).toBe('open');
  });

  it('reconnects with back-off and resubscribes from the last seq it delivered', () => {
    const realtime = client();
    const statuses: string[] = [];
    realtime.onStatus((s) => statuses.push(s));
    const received: number[] = [];
    realtime.subscribe(CONVERSATION, 4, (m) => received.push(m.seq));
    last().open();
    last().receive({ type: 'ready', userId: USER });
    last().receive({ type: 'message', message: message(5) });

    last().drop();
    expect(realtime.currentStatus).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    last().open();
    last().receive({ type: 'ready', userId: USER });
    expect(last().sent.at(-1)).toEqual({
      type: 'subscribe',
      conversationId: CONVERSATION,
      afterSeq: 5,
    });
    last().receive({ type: 'message', message: message(6) });
    expect(received).toEqual([5, 6]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('reconnects quietly when the server goes away (1001, a restart), after a random spread', () => {
    const onSessionRefused = vi.fn();
    const realtime = new RealtimeClient({
      url: 'ws://test/api/realtime',
      getAccessToken: () => token,
      onSessionRefused,
      createSocket: (url) => new FakeSocket(url),
      retryBaseMs: 500,
      random: () => 0.25,
    });
    const statuses: string[] = [];
    realtime.onStatus((s) => statuses.push(s));
    const received: number[] = [];
    const events: unknown[] = [];
    realtime.subscribe(CONVERSATION, 0, (m) => received.push(m.seq));
    realtime.onActivity((event) => events.push(event));
    last().open();
    last().receive({ type: 'ready', userId: USER });
    last().receive({ type: 'message', message: message(1) });

    last().drop(1001);
    expect(onSessionRefused).not.toHaveBeenCalled();
    // The back-off (500 ms) and a quarter of the 2 s spread.
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    last().receive({ type: 'ready', userId: USER });
    expect(last().sent).toContainEqual({
      type: 'subscribe',
      conversationId: CONVERSATION,
      afterSeq: 1,
    });
    last().receive({ type: 'message', message: message(2) });
    expect(received).toEqual([1, 2]);
    expect(events).toEqual([{ type: 'resync' }]);
    // Never 'reconnecting': the chat says nothing about a restart the user does not notice.
    expect(statuses).toEqual(['connecting', 'open', 'resuming', 'open']);
    realtime.stop();
  });

  it('says it is reconnecting once a reconnect after the server went away fails', () => {
    const realtime = new RealtimeClient({
      url: 'ws://test/api/realtime',
      getAccessToken: () => token,
      createSocket: (url) => new FakeSocket(url),
      retryBaseMs: 500,
      random: () => 0,
    });
    const statuses: string[] = [];
    realtime.onStatus((s) => statuses.push(s));
    realtime.subscribe(CONVERSATION, 0, () => {});
    last().open();
    last().receive({ type: 'ready', userId: USER });

    last().drop(1001);
    expect(realtime.currentStatus).toBe('resuming');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(2);
    expect(realtime.currentStatus).toBe('resuming');
    // Nothing answers: the server is down, not restarted elsewhere.
    last().drop(1006);
    expect(realtime.currentStatus).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    last().open();
    last().receive({ type: 'ready', userId: USER });
    expect(statuses).toEqual(['connecting', 'open', 'resuming', 'reconnecting', 'open']);

    // A server that goes away again before the socket was ready is down too.
    last().drop(1001);
    vi.advanceTimersByTime(500);
    last().drop(1001);
    expect(realtime.currentStatus).toBe('reconnecting');
    realtime.stop();
  });

  it('sends a refreshed token on the open socket instead of reconnecting', () => {
    const realtime = client();
    realtime.subscribeInbox(() => {});
    last().open();
    last().receive({ type: 'ready', userId: USER });
    token = 'token-2';
    realtime.tokenChanged();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
  });

  it('drops a socket that stops answering pings and reconnects', () => {
    const realtime = client();
    realtime.subscribeInbox(() => {});
    last().open();
    last().receive({ type: 'ready', userId: USER });
    vi.advanceTimersByTime(20_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(realtime.currentStatus).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('tells inbox listeners to reload after a reconnect', () => {
    const realtime = client();
    const changes: string[] = [];
    realtime.subscribeInbox((id) => changes.push(id));
    last().open();
    last().receive({ type: 'ready', userId: USER });
    last().receive({ type: 'inbox', conversationId: CONVERSATION });
    last().drop();
    vi.advanceTimersByTime(500);
    last().open();
    last().receive({ type: 'ready', userId: USER });
    expect(changes).toEqual([CONVERSATION, '*']);
  });

  it('passes booking and match frames to activity listeners, and a resync after a reconnect', () => {
    const realtime = client();
    const events: unknown[] = [];
    const stop = realtime.onActivity((event) => events.push(event));
    last().open();
    last().receive({ type: 'ready', userId: USER });
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe_inbox' });
    const booking = { type: 'booking', bookingId: CONVERSATION, status: 'accepted' };
    const match = { type: 'match', matchId: CONVERSATION, status: 'confirmed' };
    last().receive(booking);
    last().receive({ type: 'inbox', conversationId: CONVERSATION });
    last().receive(match);
    last().drop();
    vi.advanceTimersByTime(500);
    last().open();
    last().receive({ type: 'ready', userId: USER });
    expect(last().sent).toContainEqual({ type: 'subscribe_inbox' });
    expect(events).toEqual([booking, match, { type: 'resync' }]);
    stop();
    last().receive(booking);
    expect(events).toHaveLength(3);
  });

  it('stops when signed out', () => {
    const realtime = client();
    realtime.subscribeInbox(() => {});
    last().open();
    token = null;
    realtime.tokenChanged();
    expect(realtime.currentStatus).toBe('idle');
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('asks the session to check itself when the server refuses it, not on other drops', () => {
    const onSessionRefused = vi.fn();
    const realtime = new RealtimeClient({
      url: 'ws://test/api/realtime',
      getAccessToken: () => token,
      onSessionRefused,
      createSocket: (url) => new FakeSocket(url),
    });
    realtime.subscribeInbox(() => {});
    last().open();
    last().receive({ type: 'ready', userId: USER });
    last().drop(1006);
    expect(onSessionRefused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    last().open();
    last().receive({ type: 'error', code: 'invalid_token', message: 'The session has ended' });
    last().drop(4001);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
    realtime.stop();
  });
});
