import type { Message } from '#contract/chat';
import type { ServerFrame } from '#contract/realtime';
import { RealtimeTestClient } from '#test/support/realtime-client';

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
  private client: RealtimeTestClient | undefined;
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
    return new Promise((subscribed) => void this.connect(subscribed));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.client?.close(1000);
  }

  has(clientId: string): boolean {
    return this.received.some((message) => message.clientId === clientId);
  }

  private reconnectLater(onSubscribed?: () => void): void {
    const delay = Math.min(250 * 2 ** this.retries, 4000);
    this.retries += 1;
    this.timer = setTimeout(() => void this.connect(onSubscribed), delay);
  }

  private async connect(onSubscribed?: () => void): Promise<void> {
    let client: RealtimeTestClient;
    try {
      // It keeps only the messages, not every frame: the test runs for minutes.
      client = await RealtimeTestClient.connect(this.baseUrl, { record: false });
    } catch {
      if (!this.stopped) this.reconnectLater(onSubscribed);
      return;
    }
    if (this.stopped) {
      client.close(1000);
      return;
    }
    this.client = client;
    this.connections += 1;
    client.onFrame((frame: ServerFrame) => {
      if (frame.type === 'ready') {
        this.retries = 0;
        client.send({
          type: 'subscribe',
          conversationId: this.conversationId,
          afterSeq: this.lastSeq,
        });
      } else if (frame.type === 'message') {
        this.received.push(frame.message);
        this.lastSeq = Math.max(this.lastSeq, frame.message.seq);
      } else if (frame.type === 'subscribed') {
        onSubscribed?.();
      }
    });
    client.onClose(() => {
      if (this.stopped || this.client !== client) return;
      this.reconnectLater(onSubscribed);
    });
    client.send({ type: 'auth', token: this.token });
  }
}
