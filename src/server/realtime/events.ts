import type { BookingStatus } from '../../contract/bookings';
import type { Message } from '../../contract/chat';
import type { MatchStatus } from '../../contract/matches';
import type { Notification } from '../../contract/notifications';
import type { Queryable } from '../db/db';

/** The one NOTIFY channel through which every server process hears what any process wrote. */
export const EVENTS_CHANNEL = 'tennis_events';

export type RealtimeEvent =
  | { kind: 'message'; message: Message; recipientIds: string[] }
  | { kind: 'inbox'; conversationId: string; userIds: string[] }
  /** A booking request was made or changed state; its requester and owner hear it. */
  | { kind: 'booking'; bookingId: string; status: BookingStatus; userIds: string[] }
  /** A match result was recorded, confirmed or disputed; both players hear it. */
  | { kind: 'match'; matchId: string; status: MatchStatus; userIds: string[] }
  /** A new notification for its recipient (the bell). */
  | { kind: 'notification'; notification: Notification; userIds: string[] }
  /** The user marked notifications read: their other tabs and devices update the bell. */
  | { kind: 'notifications_read'; userIds: string[] }
  /** A partner request was posted or closed: every signed-in socket's board reloads. */
  | { kind: 'partner_requests' };

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
  await tx.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
}
