import { z } from 'zod';
import { bookingStatusSchema } from './bookings';
import { messageSchema } from './chat';
import { INT4_MAX } from './constants';
import { matchStatusSchema } from './matches';
import { notificationSchema } from './notifications';

export { REALTIME_PATH } from './realtime-path';
export const REALTIME_LIMITS = {
  maxFrameBytes: 16 * 1024,
  maxSubscriptionsPerSocket: 50,
  maxSocketsPerUser: 10,
  heartbeatIntervalMs: 25_000,
} as const;

/** What the browser sends. The first frame must be `auth`; it may be sent again after a refresh. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({
    type: z.literal('subscribe'),
    conversationId: z.guid(),
    /** The highest seq the client already shows; everything after it is sent first. */
    afterSeq: z.number().int().nonnegative().max(INT4_MAX),
  }),
  z.object({ type: z.literal('unsubscribe'), conversationId: z.guid() }),
  z.object({ type: z.literal('subscribe_inbox') }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.guid() }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  /** Catch-up for a subscription is complete; live messages follow. */
  z.object({ type: z.literal('subscribed'), conversationId: z.guid(), lastSeq: z.number() }),
  /** Something in the user's inbox changed: a new conversation, a message, read state. */
  z.object({ type: z.literal('inbox'), conversationId: z.guid() }),
  /**
   * A booking request of the user (as requester or as the court's owner) was made or changed
   * state; sent to sockets that sent `subscribe_inbox`. Refetch the booking lists.
   */
  z.object({ type: z.literal('booking'), bookingId: z.guid(), status: bookingStatusSchema }),
  /** A match result naming the user was recorded, confirmed or disputed (inbox sockets). */
  z.object({ type: z.literal('match'), matchId: z.guid(), status: matchStatusSchema }),
  /** A new notification for the user (inbox sockets): the bell's count and list update. */
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  /** The user marked notifications read on some device: reload the bell. */
  z.object({ type: z.literal('notifications_read') }),
  /** A partner request was posted or closed (inbox sockets, everyone's): reload the board. */
  z.object({ type: z.literal('partner_requests') }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    conversationId: z.guid().optional(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
