import type { Message } from '#contract/chat';

/**
 * One socket's view of one conversation. Everything it sends goes through one queue, so the
 * catch-up and the live messages leave in seq order, each exactly once.
 */
export class Subscription {
  private lastSentSeq: number;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  /**
   * `fetchAfter` answers undefined when the socket's user no longer takes part: the
   * subscription stops, and `onLeft` is told.
   */
  constructor(
    readonly conversationId: string,
    afterSeq: number,
    private readonly fetchAfter: (afterSeq: number) => Promise<Message[] | undefined>,
    private readonly send: (message: Message) => void,
    private readonly onError: (error: unknown) => void,
    private readonly onLeft: () => void = () => {},
  ) {
    this.lastSentSeq = afterSeq;
  }

  /** Nothing more is sent, not even what a catch-up under way has read. */
  stop(): void {
    this.stopped = true;
  }

  get active(): boolean {
    return !this.stopped;
  }

  get lastSeq(): number {
    return this.lastSentSeq;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch(this.onError);
    return this.queue;
  }

  /** Sends everything after the last sent seq that the database has. */
  catchUp(): Promise<void> {
    return this.enqueue(() => this.fill());
  }

  /** A live message: sent if new, after filling any gap before it; ignored if already sent. */
  deliver(message: Message): Promise<void> {
    return this.enqueue(async () => {
      if (this.stopped || message.seq <= this.lastSentSeq) return;
      if (message.seq > this.lastSentSeq + 1) await this.fill();
      if (this.stopped || message.seq <= this.lastSentSeq) return;
      this.send(message);
      this.lastSentSeq = message.seq;
    });
  }

  private async fill(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const missed = await this.fetchAfter(this.lastSentSeq);
      if (this.stopped) return;
      if (!missed) {
        this.stop();
        this.onLeft();
        return;
      }
      for (const message of missed) {
        if (message.seq <= this.lastSentSeq) continue;
        this.send(message);
        this.lastSentSeq = message.seq;
      }
      if (missed.length === 0 || missed.length < 500) return;
    }
  }
}
