import WebSocket from 'ws';
import type { Message } from '#contract/chat';
import { REALTIME_PATH, type ServerFrame } from '#contract/realtime';

/**
 * A person's socket as the web app keeps it (realtime-client.ts): authenticates, subscribes to
 * one conversation from the last seq it has, and when the socket closes reconnects with
 * back-off and subscribes again from that seq, so it never misses or repeats a message.
 */
export class RealtimeWatcher {
  /** Every message frame received, in order, duplicates included (the test looks for them). */
  readonly received: Message[] = [];
  /** How many times a socket opened. */
  connections = 0;
  lastSeq = 0;
  private socket: WebSocket | undefined;
  private stopped = false;
  private retries = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    readonly conversationId: string,
  ) {}

  /** Resolves once the first subscription is caught up. */
  start(): Promise<void> {
    return new Promise((subscribed) => this.connect(subscribed));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close(1000);
  }

  has(clientId: string): boolean {
    return this.received.some((message) => message.clientId === clientId);
  }

  private connect(onSubscribed?: () => void): void {
    const socket = new WebSocket(`${this.baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`);
    this.socket = socket;
    socket.on('open', () => {
      this.connections += 1;
      socket.send(JSON.stringify({ type: 'auth', token: this.token }));
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (frame.type === 'ready') {
        this.retries = 0;
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            conversationId: this.conversationId,
            afterSeq: this.lastSeq,
          }),
        );
      } else if (frame.type === 'message') {
        this.received.push(frame.message);
        this.lastSeq = Math.max(this.lastSeq, frame.message.seq);
      } else if (frame.type === 'subscribed') {
        onSubscribed?.();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.stopped || this.socket !== socket) return;
      const delay = Math.min(250 * 2 ** this.retries, 4000);
      this.retries += 1;
      this.timer = setTimeout(() => this.connect(onSubscribed), delay);
    });
  }
}
