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

/**
 * What the browser sends. The first frame must be `auth`; it may be sent again after a refresh.
 * The descriptions are the frames' documentation: the realtime AsyncAPI document carries them.
 */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('auth'), token: z.string().min(1).max(4096) })
    .describe(
      "Signs the socket in with a session's access token: the first frame, answered by `ready`. " +
        'Sent again with the refreshed token before the old one expires; the user must stay the same.',
    ),
  z
    .object({
      type: z.literal('subscribe'),
      conversationId: z.guid(),
      afterSeq: z
        .number()
        .int()
        .nonnegative()
        .max(INT4_MAX)
        .describe('The highest seq the client already shows; everything after it is sent first.'),
    })
    .describe(
      'Follows a conversation: its messages after `afterSeq` come as `message` frames, then ' +
        '`subscribed`, then live messages.',
    ),
  z
    .object({ type: z.literal('unsubscribe'), conversationId: z.guid() })
    .describe('Stops following a conversation.'),
  z
    .object({ type: z.literal('subscribe_inbox') })
    .describe(
      "Follows the user's inbox: `inbox`, `booking`, `match`, `notification`, " +
        '`notifications_read`, `partner_requests` and `open_matches` frames.',
    ),
  z
    .object({ type: z.literal('ping') })
    .describe(
      'Asks for a `pong`: a liveness check a browser can make (it cannot send pings itself).',
    ),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('ready'), userId: z.guid() })
    .describe("The `auth` frame's token is valid: the socket is signed in as this user."),
  z
    .object({ type: z.literal('message'), message: messageSchema })
    .describe('A message of a subscribed conversation, in seq order, each once.'),
  z
    .object({ type: z.literal('subscribed'), conversationId: z.guid(), lastSeq: z.number() })
    .describe('Catch-up for a subscription is complete; live messages follow.'),
  z
    .object({ type: z.literal('inbox'), conversationId: z.guid() })
    .describe("Something in the user's inbox changed: a new conversation, a message, read state."),
  z
    .object({ type: z.literal('booking'), bookingId: z.guid(), status: bookingStatusSchema })
    .describe(
      "A booking request of the user (as requester or as the court's owner) was made or changed " +
        'state; sent to sockets that sent `subscribe_inbox`. Refetch the booking lists.',
    ),
  z
    .object({ type: z.literal('match'), matchId: z.guid(), status: matchStatusSchema })
    .describe(
      'A match result naming the user was recorded, confirmed or disputed (inbox sockets).',
    ),
  z
    .object({ type: z.literal('notification'), notification: notificationSchema })
    .describe("A new notification for the user (inbox sockets): the bell's count and list update."),
  z
    .object({ type: z.literal('notifications_read') })
    .describe('The user marked notifications read on some device: reload the bell.'),
  z
    .object({ type: z.literal('partner_requests') })
    .describe(
      "A partner request was posted or closed (inbox sockets, everyone's): reload the board.",
    ),
  z
    .object({ type: z.literal('open_matches') })
    .describe(
      "An open match was posted, joined, left or called off (inbox sockets, everyone's): reload the board and the game's page.",
    ),
  z.object({ type: z.literal('pong') }).describe('The answer to `ping`.'),
  z
    .object({
      type: z.literal('error'),
      code: z.string(),
      message: z.string(),
      conversationId: z.guid().optional(),
    })
    .describe(
      'A frame was refused (`code` says why; `conversationId` names the subscription it was ' +
        "about). Some errors are followed by the socket's close.",
    ),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
