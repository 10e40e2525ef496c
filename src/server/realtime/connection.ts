import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Message } from '../../contract/chat';
import {
  type ClientFrame,
  clientFrameSchema,
  REALTIME_LIMITS,
  type ServerFrame,
} from '../../contract/realtime';
import type { Db } from '../db/db';
import {
  findConversationFor,
  messagesAfter,
} from '../routes/conversations/conversations-repository';
import type { UserEvent } from './events';
import type { HubClient, RealtimeHub } from './hub';
import { Subscription } from './subscription';

export interface ConnectionDeps {
  db: Db;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  verifyToken(token: string): Promise<{ userId: string } | undefined>;
}

const AUTH_TIMEOUT_MS = 10_000;
/** Close codes in the private range, so the client can tell why. */
export const CLOSE_CODES = { unauthorized: 4001, tooManySockets: 4008, userChanged: 4003 } as const;

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
      if (isBinary) return this.fail('bad_frame', 'Frames must be JSON text');
      void this.receive(data.toString());
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.dispose());
  }

  /** Called by the heartbeat: ends sockets that stopped answering, and expired sessions. */
  async heartbeat(): Promise<void> {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
    if (this.token && !(await this.deps.verifyToken(this.token))) {
      this.send({ type: 'error', code: 'invalid_token', message: 'The session has expired' });
      this.close(CLOSE_CODES.unauthorized, 'token expired');
    }
  }

  onMessageEvent(event: { message: Message }): void {
    this.subscriptions.get(event.message.conversationId)?.deliver(event.message);
  }

  onInboxEvent(conversationId: string): void {
    if (this.inbox) this.send({ type: 'inbox', conversationId });
  }

  /** Bookings, match results, notifications: for sockets that follow the inbox. */
  onUserEvent(event: UserEvent): void {
    if (this.inbox) this.send(userFrame(event));
  }

  onPublicEvent(event: { kind: 'partner_requests' }): void {
    if (this.inbox) this.send({ type: event.kind });
  }

  resync(): void {
    for (const subscription of this.subscriptions.values()) void subscription.catchUp();
  }

  private async receive(text: string): Promise<void> {
    let frame: ClientFrame;
    try {
      const parsed = clientFrameSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return this.fail('bad_frame', 'Unknown or malformed frame');
      frame = parsed.data;
    } catch {
      return this.fail('bad_frame', 'Frames must be JSON');
    }
    if (frame.type === 'ping') return this.send({ type: 'pong' });
    if (frame.type === 'auth') return this.authenticate(frame.token);
    if (!this.userId) return this.fail('session_missing', 'Send an auth frame first');
    switch (frame.type) {
      case 'subscribe':
        return this.subscribe(frame.conversationId, frame.afterSeq);
      case 'unsubscribe':
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
      (after) => messagesAfter(this.deps.db, conversationId, after),
      (message) => this.send({ type: 'message', message }),
      (error) => this.deps.log.error({ err: error }, 'realtime delivery failed'),
    );
    // Registered before the catch-up query, so nothing committed meanwhile is missed.
    this.subscriptions.set(conversationId, subscription);
    await subscription.catchUp();
    if (this.subscriptions.get(conversationId) === subscription) {
      this.send({ type: 'subscribed', conversationId, lastSeq: subscription.lastSeq });
    }
  }

  private fail(code: string, message: string, conversationId?: string): void {
    this.send({ type: 'error', code, message, ...(conversationId ? { conversationId } : {}) });
  }

  private send(frame: ServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private dispose(): void {
    clearTimeout(this.authTimer);
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
