import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '#contract/realtime';
import { REALTIME_PATH } from '#contract/realtime';

/** A test's WebSocket client that records every frame it receives. */
export class RealtimeTestClient {
  readonly frames: ServerFrame[] = [];
  private readonly waiters = new Set<() => void>();
  closeCode: number | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()));
      for (const wake of this.waiters) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters) wake();
    });
  }

  static async connect(baseUrl: string): Promise<RealtimeTestClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new RealtimeTestClient(socket);
  }

  /** Connects and authenticates; resolves once the server said `ready`. */
  static async signedIn(baseUrl: string, token: string): Promise<RealtimeTestClient> {
    const client = await RealtimeTestClient.connect(baseUrl);
    client.send({ type: 'auth', token });
    await client.waitFor((f) => f.type === 'ready');
    return client;
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** Sends anything as it is: text that is not JSON, binary frames, frames over the limit. */
  sendRaw(data: string | Uint8Array): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(data);
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Subscribes and resolves once the catch-up is complete. */
  async subscribe(conversationId: string, afterSeq: number): Promise<void> {
    const before = this.frames.length;
    this.send({ type: 'subscribe', conversationId, afterSeq });
    await this.waitFor(
      (f) => (f.type === 'subscribed' || f.type === 'error') && f.conversationId === conversationId,
      before,
    );
  }

  /**
   * Follows the inbox and resolves once the server has taken the frame, which has no answer of
   * its own: frames are handled in order, so once it answers the ping sent after it. A request
   * through `app.inject` made at once could otherwise overtake the frame on its socket.
   */
  async followInbox(): Promise<void> {
    const before = this.frames.length;
    this.send({ type: 'subscribe_inbox' });
    this.send({ type: 'ping' });
    await this.waitFor((f) => f.type === 'pong', before);
  }

  /** The seqs of the message frames received for a conversation, in arrival order. */
  seqs(conversationId: string): number[] {
    return this.frames.flatMap((f) =>
      f.type === 'message' && f.message.conversationId === conversationId ? [f.message.seq] : [],
    );
  }

  /** Resolves with the first frame from index `from` on that matches; fails after 5 s. */
  waitFor(match: (frame: ServerFrame) => boolean, from = 0): Promise<ServerFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.frames.slice(from).find(match);
        if (found) {
          cleanup();
          resolve(found);
        } else if (this.closeCode !== undefined) {
          cleanup();
          reject(new Error(`socket closed (${this.closeCode}) while waiting`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching frame; got ${JSON.stringify(this.frames)}`));
      }, 5000);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  waitForClose(): Promise<number> {
    return new Promise((resolve) => {
      if (this.closeCode !== undefined) return resolve(this.closeCode);
      this.socket.once('close', (code) => resolve(code));
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** The sockets a test file opens, closed together when it ends. */
export class OpenSockets {
  private readonly opened: RealtimeTestClient[] = [];

  /** A socket signed in as `session` on the server at `baseUrl`. */
  async signedIn(baseUrl: string, session: { access_token: string }): Promise<RealtimeTestClient> {
    const client = await RealtimeTestClient.signedIn(baseUrl, session.access_token);
    this.opened.push(client);
    return client;
  }

  closeAll(): void {
    for (const client of this.opened) client.close();
  }
}
