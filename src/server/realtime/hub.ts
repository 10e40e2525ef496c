import type { FastifyBaseLogger } from 'fastify';
import { databaseOutageOf } from '#server/db/database-errors';
import type { Db } from '#server/db/db';
import { conversationLastSeqs } from '#server/routes/conversations/conversations-repository';
import { EVENTS_CHANNEL, type RealtimeEvent, type UserEvent } from './events';

/** What the hub needs of a connected socket. */
export interface HubClient {
  readonly userId: string | null;
  onMessageEvent(event: Extract<RealtimeEvent, { kind: 'message' }>): void;
  /** A message was written that the event does not carry: read it from the database. */
  onMessageWritten(conversationId: string): void;
  onInboxEvent(conversationId: string): void;
  /** The user left the conversation: drop its subscription, nothing more of it is sent. */
  onConversationLeft(conversationId: string): void;
  onUserEvent(event: UserEvent): void;
  /** Something public changed that every signed-in socket may show (the partner board). */
  onPublicEvent(event: Extract<RealtimeEvent, { kind: 'partner_requests' | 'open_matches' }>): void;
  /** Some of the user's sessions ended: close if this socket's is one of them. */
  onSessionsEnded(): void;
  /** The event stream may have dropped events (the listener reconnected): check for gaps. */
  resync(): void;
  /** The conversations this socket is subscribed to. */
  subscribedConversations(): Iterable<string>;
  /** Catches up each subscription whose conversation has messages past the last it sent. */
  catchUpBehind(lastSeqs: ReadonlyMap<string, number>): void;
}

/**
 * How often the hub compares each subscription with its conversation's last seq. A message
 * whose announcement was lost (publishCommitted) reaches the open chats within two periods.
 */
export const DEFAULT_CATCH_UP_EVERY_MS = 2000;

/**
 * Per process: listens on the events channel and hands each event to the local sockets of the
 * users it concerns. Processes never talk to each other; PostgreSQL is the bus.
 */
export class RealtimeHub {
  private readonly clientsByUser = new Map<string, Set<HubClient>>();
  private unlisten: (() => Promise<void>) | undefined;
  private catchUpTimer: NodeJS.Timeout | undefined;
  private checking = false;
  /** Each followed conversation's last seq at the previous check. */
  private lastSeqsBefore: ReadonlyMap<string, number> = new Map();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly catchUpEveryMs = DEFAULT_CATCH_UP_EVERY_MS,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.resyncAll(),
    );
    this.catchUpTimer = setInterval(() => void this.catchUpBehind(), this.catchUpEveryMs);
    this.catchUpTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.catchUpTimer);
    await this.unlisten?.();
  }

  /**
   * One query for every conversation this process's sockets follow; only the subscriptions
   * behind where their conversation stood at the previous check read the messages they miss.
   * A message committed since may have its announcement on the way (under load, many are at
   * any moment): taken for lost at once, each would cost a read of its own, in bursts that
   * delayed every message (bench/RESULTS.md). One period later it is certainly lost.
   */
  async catchUpBehind(): Promise<void> {
    if (this.checking) return;
    const followed = new Set<string>();
    for (const set of this.clientsByUser.values()) {
      for (const client of set) for (const id of client.subscribedConversations()) followed.add(id);
    }
    if (followed.size === 0) return;
    this.checking = true;
    try {
      const lastSeqs = await conversationLastSeqs(this.db, [...followed]);
      const before = this.lastSeqsBefore;
      this.lastSeqsBefore = lastSeqs;
      for (const set of this.clientsByUser.values()) {
        for (const client of set) client.catchUpBehind(before);
      }
    } catch (error) {
      // The database is away: the next check, or the listener's reconnect, tries again.
      if (databaseOutageOf(error)) this.log.debug('realtime catch-up check: database away');
      else this.log.error({ err: error }, 'realtime catch-up check failed');
    } finally {
      this.checking = false;
    }
  }

  socketsOf(userId: string): number {
    return this.clientsByUser.get(userId)?.size ?? 0;
  }

  add(userId: string, client: HubClient): void {
    let set = this.clientsByUser.get(userId);
    if (!set) {
      set = new Set();
      this.clientsByUser.set(userId, set);
    }
    set.add(client);
  }

  remove(userId: string, client: HubClient): void {
    const set = this.clientsByUser.get(userId);
    set?.delete(client);
    if (set?.size === 0) this.clientsByUser.delete(userId);
  }

  private dispatch(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      this.log.warn('ignoring a malformed realtime event');
      return;
    }
    if (event.kind === 'message') {
      for (const userId of event.recipientIds) {
        for (const client of this.clientsByUser.get(userId) ?? []) client.onMessageEvent(event);
      }
    } else if (event.kind === 'message_written') {
      for (const userId of event.recipientIds) {
        for (const client of this.clientsByUser.get(userId) ?? []) {
          client.onMessageWritten(event.conversationId);
        }
      }
    } else if (event.kind === 'partner_requests' || event.kind === 'open_matches') {
      for (const set of this.clientsByUser.values())
        for (const client of set) client.onPublicEvent(event);
    } else if (event.kind === 'sessions_ended') {
      for (const userId of event.userIds) {
        for (const client of this.clientsByUser.get(userId) ?? []) client.onSessionsEnded();
      }
    } else if (event.kind === 'conversation_left') {
      for (const userId of event.userIds) {
        for (const client of this.clientsByUser.get(userId) ?? []) {
          client.onConversationLeft(event.conversationId);
        }
      }
    } else if (event.kind === 'inbox') {
      for (const userId of event.userIds) {
        for (const client of this.clientsByUser.get(userId) ?? []) {
          client.onInboxEvent(event.conversationId);
        }
      }
    } else {
      for (const userId of event.userIds) {
        for (const client of this.clientsByUser.get(userId) ?? []) client.onUserEvent(event);
      }
    }
  }

  /** Events may have been missed, a sessions_ended among them: every socket checks both. */
  private resyncAll(): void {
    for (const set of this.clientsByUser.values()) {
      for (const client of set) {
        client.resync();
        client.onSessionsEnded();
      }
    }
  }
}
