import type { Message } from '#contract/chat';
import type { ClientFrame, ServerFrame } from '#contract/realtime';
import { REALTIME_PATH } from '#contract/realtime-path';

/**
 * 'resuming': the server went away (a restart, a deploy) and the client is reconnecting
 * without telling the user; it becomes 'reconnecting' only if that reconnect fails.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'resuming' | 'reconnecting';

interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface RealtimeClientOptions {
  /** ws(s)://host/api/realtime; defaults to the page's own origin. */
  url?: string;
  getAccessToken(): string | null;
  /**
   * The server closed the socket because its token expired or its session ended (signed out,
   * a new password set on another device): the session should refresh, or sign out.
   */
  onSessionRefused?: () => void;
  createSocket?: (url: string) => SocketLike;
  /** Back-off after a dropped connection: base, doubled each try, capped. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often to check the connection, and how long a ping may go unanswered. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  /** A number in [0, 1): spreads the reconnects after a server restart (tests pass their own). */
  random?: () => number;
}

/**
 * A booking or match result of the user changed (`booking` / `match` frames), a notification
 * came or was read (`notification` / `notifications_read`), or `resync` after a reconnect,
 * when whatever changed meanwhile is unknown: reload.
 */
export type ActivityEvent =
  | Extract<
      ServerFrame,
      {
        type:
          | 'booking'
          | 'match'
          | 'notification'
          | 'notifications_read'
          | 'partner_requests'
          | 'open_matches';
      }
    >
  | { type: 'resync' };

interface ConversationSubscription {
  lastSeq: number;
  listeners: Set<(message: Message) => void>;
}

const OPEN = 1;
/** The server's close code for a token or session it does not accept (server CLOSE_CODES). */
const SESSION_REFUSED = 4001;
/**
 * The server is shutting down (a restart, a deploy): reconnect as after any drop, with nothing
 * said to the user ('resuming') unless that fails, each client after its own short random wait
 * so that they do not all arrive at the new server in the same instant.
 */
const GOING_AWAY = 1001;
const GOING_AWAY_SPREAD_MS = 2_000;

/**
 * The browser's one socket to the server. It authenticates with the current access token,
 * keeps every subscription across reconnects, and on each (re)subscribe says the last seq it
 * delivered, so the server sends exactly what was missed: no gap, no duplicate.
 */
export class RealtimeClient {
  private socket: SocketLike | undefined;
  private status: RealtimeStatus = 'idle';
  private retries = 0;
  /** Reconnecting after the server went away: not a drop worth telling the user about yet. */
  private resuming = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private wanted = false;
  private readonly conversations = new Map<string, ConversationSubscription>();
  private readonly inboxListeners = new Set<(conversationId: string) => void>();
  private readonly activityListeners = new Set<(event: ActivityEvent) => void>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly options: Required<Omit<RealtimeClientOptions, 'url'>> & { url: string };

  constructor(options: RealtimeClientOptions) {
    this.options = {
      url: options.url ?? RealtimeClient.defaultUrl(),
      getAccessToken: options.getAccessToken,
      onSessionRefused: options.onSessionRefused ?? (() => {}),
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      retryBaseMs: options.retryBaseMs ?? 500,
      retryMaxMs: options.retryMaxMs ?? 10_000,
      pingIntervalMs: options.pingIntervalMs ?? 20_000,
      pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
      random: options.random ?? Math.random,
    };
  }

  private static defaultUrl(): string {
    const { protocol, host } = window.location;
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
  }

  get currentStatus(): RealtimeStatus {
    return this.status;
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Live messages of one conversation after `afterSeq`, the missed ones first. */
  subscribe(conversationId: string, afterSeq: number, listener: (m: Message) => void): () => void {
    let subscription = this.conversations.get(conversationId);
    if (!subscription) {
      subscription = { lastSeq: afterSeq, listeners: new Set() };
      this.conversations.set(conversationId, subscription);
      this.sendIfReady({ type: 'subscribe', conversationId, afterSeq });
    }
    subscription.listeners.add(listener);
    this.start();
    return () => {
      subscription.listeners.delete(listener);
      if (subscription.listeners.size === 0) {
        this.conversations.delete(conversationId);
        this.sendIfReady({ type: 'unsubscribe', conversationId });
      }
    };
  }

  /** Tells when anything in the user's inbox changed. */
  subscribeInbox(listener: (conversationId: string) => void): () => void {
    const first = !this.wantsInbox();
    this.inboxListeners.add(listener);
    if (first) this.sendIfReady({ type: 'subscribe_inbox' });
    this.start();
    return () => this.inboxListeners.delete(listener);
  }

  /** Tells when a booking, match result or notification of the user changed (inbox sockets). */
  onActivity(listener: (event: ActivityEvent) => void): () => void {
    const first = !this.wantsInbox();
    this.activityListeners.add(listener);
    if (first) this.sendIfReady({ type: 'subscribe_inbox' });
    this.start();
    return () => this.activityListeners.delete(listener);
  }

  private wantsInbox(): boolean {
    return this.inboxListeners.size > 0 || this.activityListeners.size > 0;
  }

  /** A refreshed access token: sent on the open socket, no reconnect needed. */
  tokenChanged(): void {
    const token = this.options.getAccessToken();
    if (!token) this.stop();
    else if (this.socket?.readyState === OPEN) this.send({ type: 'auth', token });
    else if (this.wanted && !this.socket) this.connect();
  }

  stop(): void {
    this.wanted = false;
    this.resuming = false;
    clearTimeout(this.retryTimer);
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000);
    this.setStatus('idle');
  }

  private start(): void {
    this.wanted = true;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  private connect(): void {
    this.retryTimer = undefined;
    if (!this.wanted || !this.options.getAccessToken()) return;
    this.setStatus(this.resuming ? 'resuming' : this.retries === 0 ? 'connecting' : 'reconnecting');
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const token = this.options.getAccessToken();
      if (token) this.send({ type: 'auth', token });
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = (event) => {
      if (event.code === SESSION_REFUSED && this.socket === socket) {
        this.options.onSessionRefused();
      }
      const goingAway = event.code === GOING_AWAY && this.socket === socket;
      // Quiet only if the socket had been ready: a server that goes away again at once is down.
      this.resuming = goingAway && this.status === 'open';
      this.lost(socket, goingAway ? this.options.random() * GOING_AWAY_SPREAD_MS : 0);
    };
  }

  /** The socket is gone (closed, or silent for too long): reconnect unless stopped. */
  private lost(socket: SocketLike, spreadMs = 0): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    socket.onclose = null;
    socket.onmessage = null;
    this.clearHeartbeat();
    if (this.wanted) this.scheduleReconnect(spreadMs);
  }

  private scheduleReconnect(spreadMs: number): void {
    this.setStatus(this.resuming ? 'resuming' : 'reconnecting');
    const backOff = Math.min(this.options.retryBaseMs * 2 ** this.retries, this.options.retryMaxMs);
    const delay = backOff + spreadMs;
    this.retries += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private receive(text: string): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    clearTimeout(this.pongTimer);
    switch (frame.type) {
      case 'ready':
        this.onReady();
        return;
      case 'message': {
        const subscription = this.conversations.get(frame.message.conversationId);
        if (!subscription || frame.message.seq <= subscription.lastSeq) return;
        subscription.lastSeq = frame.message.seq;
        for (const listener of subscription.listeners) listener(frame.message);
        return;
      }
      case 'inbox':
        for (const listener of this.inboxListeners) listener(frame.conversationId);
        return;
      case 'booking':
      case 'match':
      case 'notification':
      case 'notifications_read':
      case 'partner_requests':
      case 'open_matches':
        for (const listener of this.activityListeners) listener(frame);
        return;
      default:
        return;
    }
  }

  private onReady(): void {
    const reconnected = this.retries > 0;
    this.retries = 0;
    this.resuming = false;
    this.setStatus('open');
    this.startHeartbeat();
    for (const [conversationId, subscription] of this.conversations) {
      this.send({ type: 'subscribe', conversationId, afterSeq: subscription.lastSeq });
    }
    if (this.wantsInbox()) {
      this.send({ type: 'subscribe_inbox' });
      // Whatever changed while the socket was down is unknown: let the listeners reload.
      if (reconnected) {
        for (const listener of this.inboxListeners) listener('*');
        for (const listener of this.activityListeners) listener({ type: 'resync' });
      }
    }
  }

  private startHeartbeat(): void {
    this.clearHeartbeat();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping' });
      clearTimeout(this.pongTimer);
      const socket = this.socket;
      this.pongTimer = setTimeout(() => {
        if (!socket) return;
        socket.close(4000);
        this.lost(socket);
      }, this.options.pongTimeoutMs);
    }, this.options.pingIntervalMs);
  }

  private clearHeartbeat(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }

  private sendIfReady(frame: ClientFrame): void {
    if (this.status === 'open') this.send(frame);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
