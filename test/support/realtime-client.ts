import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '#contract/realtime';
import { REALTIME_PATH } from '#contract/realtime';

/** The socket's address on a server whose base URL is `baseUrl`. */
export function realtimeUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/** The HTTP status the socket's upgrade got with these headers: 101 when it opened. */
export function upgradeStatus(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(realtimeUrl(baseUrl), { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

export interface RealtimeClientOptions {
  /** Headers of the upgrade request (a bench user's X-Forwarded-For). */
  headers?: Record<string, string>;
  /** Take a self-signed certificate (wss:// to a local nginx). */
  selfSigned?: boolean;
  /** How long the upgrade (no limit by default) and each waitFor (5 s by default) may take. */
  timeoutMs?: number;
  /**
   * Keep every frame in `frames` (true by default). A load of thousands of sockets leaves it
   * off and reads the frames as they come through onFrame().
   */
  record?: boolean;
}

type FrameListener = (frame: ServerFrame, receivedAt: number) => void;

/**
 * A test's WebSocket client: API tests, fault tests and benches all speak to the server's
 * socket through it. It records every frame it receives (unless told not to) and hands each
 * to its listeners with the moment it arrived.
 */
export class RealtimeTestClient {
  readonly frames: ServerFrame[] = [];
  closeCode: number | undefined;
  /** Resolves with the close code and reason once the socket has closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Socket errors after it opened (a refused frame, a connection reset). */
  errors = 0;
  private readonly frameListeners = new Set<FrameListener>();
  private readonly closeListeners = new Set<(code: number) => void>();
  private readonly errorListeners = new Set<(error: Error) => void>();
  private readonly timeoutMs: number;
  private readonly record: boolean;

  private constructor(
    private readonly socket: WebSocket,
    options: RealtimeClientOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.record = options.record ?? true;
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('message', (data) => {
      const receivedAt = performance.now();
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (this.record) this.frames.push(frame);
      for (const listener of this.frameListeners) listener(frame, receivedAt);
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const listener of this.closeListeners) listener(code);
    });
    socket.on('error', (error) => {
      this.errors += 1;
      for (const listener of this.errorListeners) listener(error);
    });
  }

  static async connect(
    baseUrl: string,
    options: RealtimeClientOptions = {},
  ): Promise<RealtimeTestClient> {
    const socket = new WebSocket(realtimeUrl(baseUrl), {
      headers: options.headers,
      handshakeTimeout: options.timeoutMs,
      rejectUnauthorized: !options.selfSigned,
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    }).catch((error: unknown) => {
      // The socket may still report the failure again on its way out; nobody listens then.
      socket.on('error', () => {});
      throw error;
    });
    return new RealtimeTestClient(socket, options);
  }

  /** Connects and authenticates; resolves once the server said `ready`. */
  static async signedIn(
    baseUrl: string,
    token: string,
    options: RealtimeClientOptions = {},
  ): Promise<RealtimeTestClient> {
    const client = await RealtimeTestClient.connect(baseUrl, options);
    await client.authenticate(token);
    return client;
  }

  /** Sends the token and resolves once the server said `ready`; fails on an error frame. */
  async authenticate(token: string): Promise<void> {
    const before = this.frames.length;
    this.send({ type: 'auth', token });
    const frame = await this.waitFor((f) => f.type === 'ready' || f.type === 'error', before);
    if (frame.type === 'error') throw new Error(`server error frame: ${JSON.stringify(frame)}`);
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

  /** Calls `listener` with every frame from now on, as it arrives. */
  onFrame(listener: FrameListener): void {
    this.frameListeners.add(listener);
  }

  onClose(listener: (code: number) => void): void {
    this.closeListeners.add(listener);
  }

  onError(listener: (error: Error) => void): void {
    this.errorListeners.add(listener);
  }

  /** Subscribes and resolves once the catch-up is complete (or the server refused). */
  async subscribe(conversationId: string, afterSeq: number): Promise<ServerFrame> {
    const before = this.frames.length;
    this.send({ type: 'subscribe', conversationId, afterSeq });
    return this.waitFor(
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

  /**
   * Resolves with the first frame from index `from` of the recorded ones on (or, not recording,
   * from now on) that matches; fails when the socket closes first or after the timeout.
   */
  waitFor(match: (frame: ServerFrame) => boolean, from = 0): Promise<ServerFrame> {
    return new Promise((resolve, reject) => {
      const found = this.frames.slice(from).find(match);
      if (found) return resolve(found);
      if (this.closeCode !== undefined) {
        return reject(new Error(`socket closed (${this.closeCode}) while waiting`));
      }
      const onFrame = (frame: ServerFrame) => {
        if (!match(frame)) return;
        cleanup();
        resolve(frame);
      };
      const onClose = (code: number) => {
        cleanup();
        reject(new Error(`socket closed (${code}) while waiting`));
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `no matching frame in ${this.timeoutMs} ms; got ${JSON.stringify(this.frames)}`,
          ),
        );
      }, this.timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.frameListeners.delete(onFrame);
        this.closeListeners.delete(onClose);
      };
      this.frameListeners.add(onFrame);
      this.closeListeners.add(onClose);
    });
  }

  waitForClose(): Promise<number> {
    return new Promise((resolve) => {
      if (this.closeCode !== undefined) return resolve(this.closeCode);
      this.socket.once('close', (code) => resolve(code));
    });
  }

  close(code?: number): void {
    this.socket.close(code);
  }

  /** Cuts the connection as a lost network does, telling none of its listeners. */
  cut(): void {
    this.frameListeners.clear();
    this.closeListeners.clear();
    this.errorListeners.clear();
    this.socket.terminate();
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
