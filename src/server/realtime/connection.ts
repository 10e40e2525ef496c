import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Message } from '#contract/chat';
import {
  type ClientFrame,
  clientFrameSchema,
  REALTIME_LIMITS,
  type ServerFrame,
} from '#contract/realtime';
import { databaseOutageOf } from '#server/db/database-errors';
import type { Db } from '#server/db/db';
import {
  findConversationFor,
  participantMessagesAfter,
} from '#server/routes/conversations/conversations-repository';
import type { UserEvent } from './events';
import type { HubClient, RealtimeHub } from './hub';
import { Subscription } from './subscription';

export interface ConnectionDeps {
  db: Db;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  verifyToken(token: string): Promise<{ userId: string } | undefined>;
}

/** How long a new socket has to send its `auth` frame. */
export const AUTH_TIMEOUT_MS = 10_000;
/**
 * Why the server closed a socket: the standard codes for a frame it cannot take (RFC 6455; a
 * frame over REALTIME_LIMITS.maxFrameBytes gets 1009 from ws itself), the private range for the
 * rest, so the client can tell why.
 */
export const CLOSE_CODES = {
  /** The server is shutting down (a restart, a deploy): the client reconnects. */
  goingAway: 1001,
  binaryFrame: 1003,
  notJson: 1007,
  badFrame: 1008,
  frameTooBig: 1009,
  unauthorized: 4001,
  tooManySockets: 4008,
  userChanged: 4003,
  /** The database is away: the client reconnects later and catches up (RFC 6455 1013). */
  tryAgainLater: 1013,
  /** Anything else that failed while handling a frame (RFC 6455 1011). */
  serverError: 1011,
} as const;

/** One browser socket: authenticates, subscribes to conversations and the inbox, relays events. */
export class RealtimeConnection implements HubClient {
  userId: string | null = null;
  private token: string | null = null;
  private inbox = false;
  private alive = true;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly authTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.authTimer = setTimeout(
      () => this.close(CLOSE_CODES.unauthorized, 'auth timeout'),
      AUTH_TIMEOUT_MS,
    );
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.refuse(CLOSE_CODES.binaryFrame, 'Frames must be JSON text');
      this.receive(data.toString()).catch((error: unknown) => this.failed(error));
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.dispose());
  }

  /**
   * Called by the heartbeat: ends a socket that stopped answering, pings the others. The token
   * to check (the heartbeat checks every socket's session in one query), if signed in.
   */
  heartbeat(): string | undefined {
    if (!this.alive) {
      this.socket.terminate();
      return undefined;
    }
    this.alive = false;
    this.socket.ping();
    return this.token ?? undefined;
  }

  /** The heartbeat found `token`'s session ended, or the token expired. */
  sessionEnded(token: string): void {
    // A new token may have arrived while this one was checked.
    if (this.token !== token) return;
    this.send({ type: 'error', code: 'invalid_token', message: 'The session has ended' });
    this.close(CLOSE_CODES.unauthorized, 'session ended');
  }

  /** The server is shutting down: the client reconnects, to this server's successor. */
  goAway(): void {
    this.close(CLOSE_CODES.goingAway, 'server restarting');
  }

  onSessionsEnded(): void {
    this.checkSession().catch((error: unknown) => this.sessionUnchecked(error));
  }

  /** The session could not be looked up: the socket stays; the next heartbeat asks again. */
  sessionUnchecked(error: unknown): void {
    if (databaseOutageOf(error)) this.deps.log.warn('socket session not checked: database away');
    else this.deps.log.error({ err: error }, 'checking a socket session failed');
  }

  /**
   * A frame could not be handled (the database is away while it authenticates or subscribes):
   * the socket closes with a code that says try again, and the client's reconnect subscribes
   * again from its last seq, so nothing is missed.
   */
  private failed(error: unknown): void {
    const outage = databaseOutageOf(error);
    if (outage) {
      this.deps.log.warn(`realtime frame not handled: ${outage}`);
      this.fail(outage, 'The database cannot be reached right now; reconnect shortly');
      this.close(CLOSE_CODES.tryAgainLater, outage);
      return;
    }
    this.deps.log.error({ err: error }, 'realtime frame failed');
    this.fail('internal', 'Something went wrong on our side');
    this.close(CLOSE_CODES.serverError, 'internal');
  }

  /** Closes the socket when its token expired or its session ended. */
  private async checkSession(): Promise<void> {
    const token = this.token;
    if (!token || (await this.deps.verifyToken(token))) return;
    this.sessionEnded(token);
  }

  onMessageEvent(event: { message: Message }): void {
    this.subscriptions.get(event.message.conversationId)?.deliver(event.message);
  }

  onMessageWritten(conversationId: string): void {
    void this.subscriptions.get(conversationId)?.catchUp();
  }

  onInboxEvent(conversationId: string): void {
    if (this.inbox) this.send({ type: 'inbox', conversationId });
  }

  onConversationLeft(conversationId: string): void {
    const subscription = this.subscriptions.get(conversationId);
    if (subscription) this.left(conversationId, subscription);
    this.onInboxEvent(conversationId);
  }

  /** The user no longer takes part: the subscription ends, as a stranger's would be refused. */
  private left(conversationId: string, subscription: Subscription): void {
    subscription.stop();
    if (this.subscriptions.get(conversationId) !== subscription) return;
    this.subscriptions.delete(conversationId);
    this.fail('not_found', 'No such conversation', conversationId);
  }

  /** Bookings, match results, notifications: for sockets that follow the inbox. */
  onUserEvent(event: UserEvent): void {
    if (this.inbox) this.send(userFrame(event));
  }

  onPublicEvent(event: { kind: 'partner_requests' | 'open_matches' }): void {
    if (this.inbox) this.send({ type: event.kind });
  }

  resync(): void {
    for (const subscription of this.subscriptions.values()) void subscription.catchUp();
  }

  subscribedConversations(): Iterable<string> {
    return this.subscriptions.keys();
  }

  catchUpBehind(lastSeqs: ReadonlyMap<string, number>): void {
    for (const [conversationId, subscription] of this.subscriptions) {
      if ((lastSeqs.get(conversationId) ?? 0) > subscription.lastSeq) void subscription.catchUp();
    }
  }

  private async receive(text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.refuse(CLOSE_CODES.notJson, 'Frames must be JSON');
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) return this.refuse(CLOSE_CODES.badFrame, 'Unknown or malformed frame');
    const frame: ClientFrame = parsed.data;
    if (frame.type === 'ping') return this.send({ type: 'pong' });
    if (frame.type === 'auth') return this.authenticate(frame.token);
    if (!this.userId) return this.fail('session_missing', 'Send an auth frame first');
    switch (frame.type) {
      case 'subscribe':
        return this.subscribe(frame.conversationId, frame.afterSeq);
      case 'unsubscribe':
        this.subscriptions.get(frame.conversationId)?.stop();
        this.subscriptions.delete(frame.conversationId);
        return;
      case 'subscribe_inbox':
        this.inbox = true;
        return;
    }
  }

  private async authenticate(token: string): Promise<void> {
    const claims = await this.deps.verifyToken(token);
    if (!claims) {
      this.send({ type: 'error', code: 'invalid_token', message: 'The session is not valid' });
      return this.close(CLOSE_CODES.unauthorized, 'invalid token');
    }
    if (this.userId && this.userId !== claims.userId) {
      return this.close(CLOSE_CODES.userChanged, 'a socket belongs to one user');
    }
    this.token = token;
    if (!this.userId) {
      if (this.deps.hub.socketsOf(claims.userId) >= REALTIME_LIMITS.maxSocketsPerUser) {
        this.send({
          type: 'error',
          code: 'too_many_sockets',
          message: 'Too many open connections',
        });
        return this.close(CLOSE_CODES.tooManySockets, 'too many sockets');
      }
      clearTimeout(this.authTimer);
      this.userId = claims.userId;
      this.deps.hub.add(claims.userId, this);
    }
    this.send({ type: 'ready', userId: claims.userId });
  }

  private async subscribe(conversationId: string, afterSeq: number): Promise<void> {
    const userId = this.userId as string;
    if (
      !this.subscriptions.has(conversationId) &&
      this.subscriptions.size >= REALTIME_LIMITS.maxSubscriptionsPerSocket
    ) {
      return this.fail('too_many_subscriptions', 'Too many subscriptions', conversationId);
    }
    const conversation = await findConversationFor(this.deps.db, conversationId, userId);
    if (!conversation) return this.fail('not_found', 'No such conversation', conversationId);
    const subscription = new Subscription(
      conversationId,
      // A client that claims more than exists (its data predates a reset) starts from the end.
      Math.min(afterSeq, conversation.last_seq),
      // Each catch-up checks that the user still takes part (a removal's event may be lost).
      (after) => participantMessagesAfter(this.deps.db, conversationId, userId, after),
      (message) => this.send({ type: 'message', message }),
      // A catch-up that failed leaves a gap only a resubscribe fills: the outage closes the
      // socket, and the client comes back from the last seq it has.
      (error) =>
        databaseOutageOf(error)
          ? this.failed(error)
          : this.deps.log.error({ err: error }, 'realtime delivery failed'),
      () => this.left(conversationId, subscription),
    );
    // Registered before the catch-up query, so nothing committed meanwhile is missed.
    this.subscriptions.set(conversationId, subscription);
    await subscription.catchUp();
    if (subscription.active && this.subscriptions.get(conversationId) === subscription) {
      this.send({ type: 'subscribed', conversationId, lastSeq: subscription.lastSeq });
    }
  }

  private fail(code: string, message: string, conversationId?: string): void {
    this.send({ type: 'error', code, message, ...(conversationId ? { conversationId } : {}) });
  }

  /**
   * A frame the app's client never sends: this socket ends (the user's other sockets stay), after
   * an error frame that says why.
   */
  private refuse(code: number, message: string): void {
    this.fail('bad_frame', message);
    this.close(code, message);
  }

  private send(frame: ServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private dispose(): void {
    clearTimeout(this.authTimer);
    for (const subscription of this.subscriptions.values()) subscription.stop();
    this.subscriptions.clear();
    if (this.userId) this.deps.hub.remove(this.userId, this);
  }
}

/** The frame a user event becomes on the sockets of the users it names. */
function userFrame(event: UserEvent): ServerFrame {
  switch (event.kind) {
    case 'booking':
      return { type: 'booking', bookingId: event.bookingId, status: event.status };
    case 'match':
      return { type: 'match', matchId: event.matchId, status: event.status };
    case 'notification':
      return { type: 'notification', notification: event.notification };
    case 'notifications_read':
      return { type: 'notifications_read' };
  }
}
