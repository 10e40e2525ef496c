import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { EVENTS_CHANNEL, type RealtimeEvent, type UserEvent } from './events';

/** What the hub needs of a connected socket. */
export interface HubClient {
  readonly userId: string | null;
  onMessageEvent(event: Extract<RealtimeEvent, { kind: 'message' }>): void;
  onInboxEvent(conversationId: string): void;
  onUserEvent(event: UserEvent): void;
  /** Something public changed that every signed-in socket may show (the partner board). */
  onPublicEvent(event: Extract<RealtimeEvent, { kind: 'partner_requests' }>): void;
  /** The event stream may have dropped events (the listener reconnected): check for gaps. */
  resync(): void;
}

/**
 * Per process: listens on the events channel and hands each event to the local sockets of the
 * users it concerns. Processes never talk to each other; PostgreSQL is the bus.
 */
export class RealtimeHub {
  private readonly clientsByUser = new Map<string, Set<HubClient>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.resyncAll(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
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
    } else if (event.kind === 'partner_requests') {
      for (const set of this.clientsByUser.values())
        for (const client of set) client.onPublicEvent(event);
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

  private resyncAll(): void {
    for (const set of this.clientsByUser.values()) for (const client of set) client.resync();
  }
}
