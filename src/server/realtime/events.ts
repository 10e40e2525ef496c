import type { BookingStatus } from '#contract/bookings';
import type { Message } from '#contract/chat';
import type { MatchStatus } from '#contract/matches';
import type { Notification } from '#contract/notifications';
import type { Queryable } from '#server/db/db';

/** The one NOTIFY channel through which every server process hears what any process wrote. */
export const EVENTS_CHANNEL = 'tennis_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (and the whole transaction with it). */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

export type RealtimeEvent =
  | { kind: 'message'; message: Message; recipientIds: string[] }
  /**
   * A message too large to carry in a payload (the contract keeps them under it; this is the
   * fallback): the sockets subscribed to its conversation read it from the database.
   */
  | { kind: 'message_written'; conversationId: string; seq: number; recipientIds: string[] }
  | { kind: 'inbox'; conversationId: string; userIds: string[] }
  /**
   * These users no longer take part in the conversation (group-conversations): their sockets
   * drop its subscription at once, and their inbox reloads.
   */
  | { kind: 'conversation_left'; conversationId: string; userIds: string[] }
  /** A booking request was made or changed state; its requester and owner hear it. */
  | { kind: 'booking'; bookingId: string; status: BookingStatus; userIds: string[] }
  /** A match result was recorded, confirmed or disputed; both players hear it. */
  | { kind: 'match'; matchId: string; status: MatchStatus; userIds: string[] }
  /** A new notification for its recipient (the bell). */
  | { kind: 'notification'; notification: Notification; userIds: string[] }
  /** The user marked notifications read: their other tabs and devices update the bell. */
  | { kind: 'notifications_read'; userIds: string[] }
  /** A partner request was posted or closed: every signed-in socket's board reloads. */
  | { kind: 'partner_requests' }
  /** An open match was posted, changed or called off: every signed-in socket's board reloads. */
  | { kind: 'open_matches' }
  /**
   * Sessions of these users ended (sign-out, password reset, suspension): each of their
   * sockets checks its own session and closes if it is one of them (auth/end-sessions.ts).
   */
  | { kind: 'sessions_ended'; userIds: string[] };

/** The events that become one frame on each socket of the users they name. */
export type UserEvent = Extract<
  RealtimeEvent,
  { kind: 'booking' | 'match' | 'notification' | 'notifications_read' }
>;

/**
 * Queues an event in the current transaction: PostgreSQL delivers it on commit, to every
 * listening process, in commit order; a rolled-back write announces nothing.
 */
export async function publishEvent(tx: Queryable, event: RealtimeEvent): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, eventPayload(event)]);
}

/**
 * Announces events of a transaction that has committed, in one statement of its own. Unlike
 * `publishEvent`, the writing transaction takes no NOTIFY lock: PostgreSQL holds that
 * cluster-wide lock from a notifying transaction's commit through its WAL flush, so every
 * transaction that notifies commits one after another. This one writes nothing worth a flush
 * (synchronous_commit off for it alone), so it holds the lock only for a moment.
 *
 * An announcement can be lost (the process ends between the commit and this statement, or the
 * database goes away in between): only for events the receivers can recover from the database.
 * A message is: the next message of its conversation makes each subscription fill the gap, and
 * the hub's periodic check catches up any subscription behind its conversation's last seq.
 */
export async function publishCommitted(
  db: Queryable,
  events: RealtimeEvent[],
  /** Other channels' notifications of the same commit, sent in the same statement. */
  alsoNotify: ChannelNotice[] = [],
): Promise<void> {
  const notices = [
    ...events.map((event) => ({ channel: EVENTS_CHANNEL, payload: eventPayload(event) })),
    ...alsoNotify,
  ];
  if (notices.length === 0) return;
  // From two arrays, in their order: one statement however many (a game that fits thousands of
  // players announces each one's notification), where a call each in the select list would
  // stop at PostgreSQL's 1,664 columns.
  await db.query(
    `select set_config('synchronous_commit', 'off', true),
       (select count(pg_notify(n.channel, n.payload))
        from unnest($1::text[], $2::text[]) as n (channel, payload))`,
    [notices.map((notice) => notice.channel), notices.map((notice) => notice.payload)],
  );
}

/** A NOTIFY on a channel other than the events'. */
export interface ChannelNotice {
  channel: string;
  payload: string;
}

/**
 * The event as a NOTIFY payload, always under NOTIFY_PAYLOAD_MAX_BYTES: a message that would
 * not fit goes out as its ids only. Nothing else can outgrow it (the contract bounds every text
 * an event carries); if something does, the write fails here with a reason, not in PostgreSQL.
 */
export function eventPayload(event: RealtimeEvent): string {
  const payload = JSON.stringify(event);
  const bytes = Buffer.byteLength(payload);
  if (bytes <= NOTIFY_PAYLOAD_MAX_BYTES) return payload;
  if (event.kind === 'message') {
    const { conversationId, seq } = event.message;
    const written: RealtimeEvent = {
      kind: 'message_written',
      conversationId,
      seq,
      recipientIds: event.recipientIds,
    };
    return JSON.stringify(written);
  }
  throw new Error(`a ${event.kind} event of ${bytes} bytes does not fit a NOTIFY payload`);
}
