import { z } from 'zod';
import { languageSchema } from './auth';
import { cursorSchema } from './cursor';
import { districtSchema, skillLevelSchema } from './enums';
import { currencySchema } from './money';
import type { OpenMatchFormat } from './open-matches';

/**
 * Notifications: what happened that a user should know or answer, in the app and by e-mail.
 *
 * | call                                      | who       | body / query         | success                |
 * |-------------------------------------------|-----------|----------------------|------------------------|
 * | GET  /api/notifications                   | signed in | NotificationsQuery   | 200 NotificationsPage  |
 * | POST /api/notifications/read              | signed in | MarkNotificationsRead| 200 UnreadCount        |
 * | GET  /api/settings/notifications          | signed in | –                    | 200 NotificationSettings |
 * | PUT  /api/settings/notifications          | signed in | NotificationSettingsUpdate | 200 NotificationSettings |
 * | PUT  /api/settings/language               | signed in | LanguageUpdate       | 204                    |
 * | POST /api/players/:id/play-request        | signed in | –                    | 200 PlayRequestResult  |
 * | GET  /api/notifications/unsubscribe       | anyone    | `?token=`            | 200 text/html page     |
 * | POST /api/notifications/unsubscribe       | anyone    | `?token=` (RFC 8058) | 200 text/html page     |
 *
 * - Who hears what: a new court claim → every administrator (`court_claim_submitted`, subject:
 *   the court, actor: the claimant); an administrator's answer to it → the claimant
 *   (`court_claim_approved` / `court_claim_rejected`, subject: the court); a booking request → the court's owner (`booking_requested`, or
 *   `booking_made` when the court took it at once as an instant booking); accepted,
 *   declined → the requester, cancelled → the owner (`booking_*`; `cancelledLate` in the data when
 *   it came after the court's free cancellation); an accepted booking the owner cancelled to
 *   close the court (court-closures.ts) → the requester (`booking_closed`, the closure's reason
 *   in `ownerNote`); a season (booking-series.ts) asked, answered or cancelled at once → once,
 *   as its first date with `series` in the data, and the owner cancelling the rest of a season
 *   → the requester (`booking_series_cancelled`); 'Connect & Play' → the
 *   player (`play_request`, at most one per pair in 24 hours: a second answers
 *   `already_sent`); a recorded result → the opponent (`match_recorded`); confirmed or
 *   disputed → the recorder; a message sent from a partner request's card → its author
 *   (`partner_request_reply`, once per request and sender); the court owner's no-show mark →
 *   the player (`booking_no_show`); one player's request to withdraw a confirmed result → the
 *   other (`match_withdraw_requested`).
 * - Open matches (subject: the game): to the organiser, a player joined (`open_match_joined`),
 *   asked to join (`open_match_asked`) or left (`open_match_left`, `late` when less than
 *   OPEN_MATCH_LATE_LEAVE_HOURS before the start: then to every player holding a spot, not just
 *   the organiser). To every player holding a spot but the one who acted: the last spot taken
 *   (`open_match_full`, actor: who took it; the organiser hears it instead of `_joined`, and a player whose
 *   accepted ask filled it hears `_ask_accepted`), the
 *   game cancelled (`open_match_cancelled`) or changed by the organiser (`open_match_changed`:
 *   a new date, time, length, district or note; the data are the new facts), its court's booking accepted or declined by the
 *   owner (`open_match_court_booked` / `_declined`; the organiser, who asked for it, hears
 *   `booking_*`). To the player concerned: their ask accepted or declined
 *   (`open_match_ask_accepted` / `_declined`), removed by the organiser (`open_match_removed`).
 *   Invitations: each player the organiser invited when posting hears `open_match_invited`
 *   (actor: the organiser); an invitee who declines is told to the organiser
 *   (`open_match_invite_declined`, actor: the invitee); one who accepts is told as a join
 *   (`open_match_joined`, or `open_match_full` for the last spot). An invitee who has not
 *   answered hears the game changed or cancelled as its players do; a withdrawn invitation is
 *   not told.
 * - A game posted with a spot left (subject: the game, actor: its organiser) → every player whose
 *   schedule it fits (a window holds it, their level is welcome, its format and its place are
 *   theirs, not paused, not blocked either way, not already in it) who keeps 'Tell me about
 *   games that fit' on: `open_match_fits`, once a game, GAMES_THAT_FIT_PER_DAY a Sofia day; the
 *   rest of that day as one `open_match_fits_more` (data: the date and how many), written anew
 *   with each (mailed and pushed the first time only). Sent from the outbox after the post.
 *   OPEN_MATCH_REMINDER_HOURS before the start, to whoever holds a spot then, unless the game
 *   was cancelled or posted later than that: `open_match_reminder` (no actor). Their data are
 *   the game's facts (OpenMatchFacts).
 * - Lists are newest first, NOTIFICATIONS_PAGE_SIZE a page (`nextCursor` → `cursor`), with
 *   the user's unread count. `read` marks the given ids, or every notification with `all`.
 * - Live: every new notification reaches the recipient's inbox sockets as
 *   `{ type: 'notification', notification }`, and marking read as `{ type: 'notifications_read' }`.
 * - E-mail: the MAIL_CATEGORIES each turn on or off in the settings; mails go out from the
 *   outbox in the recipient's language (set at sign-up, changed with PUT /api/settings/language).
 *   A chat message left unread MESSAGE_MAIL_DELAY_SECONDS is mailed, once per conversation
 *   until the recipient reads it. Every mail carries `List-Unsubscribe` (the unsubscribe URL
 *   with a signed token) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a POST turns
 *   that category off without signing in; a GET shows what the link does, with a button.
 * - Push: the PUSH_KINDS each turn on or off in the settings (`push`), for every device the user
 *   subscribed (contract/push.ts); they go out from the same outbox, in the same language.
 */

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const BOOKING_NOTIFICATION_KINDS = [
  'booking_requested',
  'booking_made',
  'booking_accepted',
  'booking_declined',
  'booking_cancelled',
  'booking_closed',
  'booking_no_show',
  'booking_series_cancelled',
] as const;
export const MATCH_NOTIFICATION_KINDS = [
  'match_recorded',
  'match_confirmed',
  'match_disputed',
  'match_withdraw_requested',
] as const;
export const CLAIM_NOTIFICATION_KINDS = [
  'court_claim_submitted',
  'court_claim_approved',
  'court_claim_rejected',
] as const;
export const OPEN_MATCH_NOTIFICATION_KINDS = [
  'open_match_joined',
  'open_match_asked',
  'open_match_left',
  'open_match_full',
  'open_match_cancelled',
  'open_match_court_booked',
  'open_match_court_declined',
  'open_match_ask_accepted',
  'open_match_ask_declined',
  'open_match_removed',
  'open_match_reminder',
  'open_match_changed',
  'open_match_invited',
  'open_match_invite_declined',
  'open_match_fits',
] as const;
export type OpenMatchNotificationKind = (typeof OPEN_MATCH_NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KINDS = [
  ...BOOKING_NOTIFICATION_KINDS,
  'play_request',
  ...MATCH_NOTIFICATION_KINDS,
  'partner_request_reply',
  ...CLAIM_NOTIFICATION_KINDS,
  ...OPEN_MATCH_NOTIFICATION_KINDS,
  'open_match_fits_more',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds of e-mail a user can turn off, one switch each. */
export const MAIL_CATEGORIES = [
  'booking_requests',
  'booking_updates',
  'messages',
  'play_requests',
  'match_results',
  'court_claims',
  'open_matches',
  'games_that_fit',
  /** The Monday mail of the week's partners and games: sent only to those who turn it on. */
  'weekly_partners',
] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
export const mailCategorySchema = z.enum(MAIL_CATEGORIES);

function openMatchKindsTo<T>(value: T): Record<OpenMatchNotificationKind, T> {
  return Object.fromEntries(OPEN_MATCH_NOTIFICATION_KINDS.map((kind) => [kind, value])) as Record<
    OpenMatchNotificationKind,
    T
  >;
}

/** The e-mail each notification kind sends, if any (the others live in the app only). */
export const MAIL_CATEGORY_OF: Record<NotificationKind, MailCategory | null> = {
  booking_requested: 'booking_requests',
  booking_made: 'booking_requests',
  booking_accepted: 'booking_updates',
  booking_declined: 'booking_updates',
  booking_cancelled: 'booking_updates',
  booking_closed: 'booking_updates',
  booking_no_show: 'booking_updates',
  booking_series_cancelled: 'booking_updates',
  play_request: 'play_requests',
  match_recorded: 'match_results',
  match_confirmed: null,
  match_disputed: null,
  match_withdraw_requested: null,
  // The author hears of the reply as a chat message, mailed when left unread.
  partner_request_reply: null,
  court_claim_submitted: 'court_claims',
  court_claim_approved: 'court_claims',
  court_claim_rejected: 'court_claims',
  ...openMatchKindsTo('open_matches'),
  open_match_fits: 'games_that_fit',
  open_match_fits_more: 'games_that_fit',
};

/** The kinds of push notification a user can turn off, one switch each (contract/push.ts). */
export const PUSH_KINDS = [
  'booking_requests',
  'booking_answers',
  'messages',
  'match_results',
  'open_matches',
  'games_that_fit',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const pushKindSchema = z.enum(PUSH_KINDS);

/**
 * The push each notification kind sends, if any: what asks for an answer soon. `messages` has no
 * notification kind: it is the chat message left unread, pushed with its mail.
 */
export const PUSH_KIND_OF: Record<NotificationKind, PushKind | null> = {
  booking_requested: 'booking_requests',
  booking_made: 'booking_requests',
  booking_accepted: 'booking_answers',
  booking_declined: 'booking_answers',
  booking_cancelled: null,
  booking_closed: 'booking_answers',
  booking_no_show: null,
  booking_series_cancelled: 'booking_answers',
  play_request: null,
  match_recorded: 'match_results',
  match_confirmed: null,
  match_disputed: null,
  match_withdraw_requested: null,
  partner_request_reply: null,
  court_claim_submitted: null,
  court_claim_approved: null,
  court_claim_rejected: null,
  // A game is at a set time, often soon: each change to it is pushed.
  ...openMatchKindsTo('open_matches'),
  open_match_fits: 'games_that_fit',
  open_match_fits_more: 'games_that_fit',
};

/** Kinds that ask the recipient to do something: the app raises a toast for them. */
export const NOTIFICATION_KINDS_TO_ANSWER: readonly NotificationKind[] = [
  'booking_requested',
  'match_recorded',
  'open_match_asked',
  'open_match_invited',
];

/** The facts of a booking at the moment of the notification (Sofia's wall clock). */
export const bookingFactsSchema = z.object({
  courtId: z.guid(),
  courtName: z.string(),
  courtNameEn: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The whole booking's price in euro (price per hour × hours). */
  price: z.number().nonnegative(),
  currency: currencySchema,
  note: z.string().nullable(),
  ownerNote: z.string().nullable(),
  /** The court unit an accepted booking holds (court-units.ts); absent in older notifications. */
  unit: z.object({ position: z.number().int(), name: z.string().nullable() }).nullable().optional(),
  /**
   * Until this instant the booking is cancelled for free (the court's window); absent from
   * notifications written before courts had one.
   */
  freeCancelUntil: z.string().optional(),
  /** `booking_cancelled`: after the free cancellation had ended, a late cancellation. */
  cancelledLate: z.boolean().optional(),
  /**
   * A season's (booking-series.ts) request, answer or cancellation told at once: the facts above
   * are its first date concerned; `dates` how many dates it concerns, `conflicts` the pending
   * dates accepting left (no unit free), `late` the dates cancelled late.
   */
  series: z
    .object({
      id: z.guid(),
      weeks: z.number().int(),
      dates: z.number().int().nonnegative(),
      conflicts: z.number().int().nonnegative().optional(),
      late: z.number().int().nonnegative().optional(),
    })
    .optional(),
});
export type BookingFacts = z.infer<typeof bookingFactsSchema>;

/** A match result as the recipient sees it: their games first. */
export const matchFactsSchema = z.object({
  playedOn: z.string(),
  sets: z.array(z.string()),
  recipientWon: z.boolean(),
});
export type MatchFacts = z.infer<typeof matchFactsSchema>;

export const partnerReplyFactsSchema = z.object({
  level: skillLevelSchema,
  district: districtSchema,
  preferredTime: z.string(),
});
export type PartnerReplyFacts = z.infer<typeof partnerReplyFactsSchema>;

export const claimFactsSchema = z.object({
  courtId: z.guid(),
  courtName: z.string(),
  courtNameEn: z.string().nullable(),
});
export type ClaimFacts = z.infer<typeof claimFactsSchema>;

/** A game as its notifications tell it (Sofia's wall clock), whoever acted. */
export const openMatchFactsSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  // Spelled out rather than imported: the bell's chunk need not load the open matches' schemas.
  format: z.enum(['singles', 'doubles'] as const satisfies readonly OpenMatchFormat[]),
  district: districtSchema,
  /** The court, when the game names one. */
  courtName: z.string().nullable(),
  courtNameEn: z.string().nullable(),
});
export type OpenMatchFacts = z.infer<typeof openMatchFactsSchema>;

/**
 * The games that fit a player's week told in one notification once GAMES_THAT_FIT_PER_DAY were
 * told that day (a Sofia date): how many so far; its subject is the latest.
 */
export const gamesFitFactsSchema = z.object({ date: z.string(), count: z.number().int() });
export type GamesFitFacts = z.infer<typeof gamesFitFactsSchema>;

/** How many games that fit a player hears of one by one in a day; the rest come grouped. */
export const GAMES_THAT_FIT_PER_DAY = 3;

/** A player left: `late` when less than OPEN_MATCH_LATE_LEAVE_HOURS before the start. */
export const openMatchLeftFactsSchema = openMatchFactsSchema.extend({ late: z.boolean() });
export type OpenMatchLeftFacts = z.infer<typeof openMatchLeftFactsSchema>;

const common = {
  id: z.guid(),
  /** Who did it; null once their account is gone. */
  actor: z.object({ id: z.guid(), name: z.string() }).nullable(),
  /** The booking, match, partner request, court, open match or (play requests) the actor. */
  subjectId: z.guid(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
};

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.enum(BOOKING_NOTIFICATION_KINDS), data: bookingFactsSchema }),
  z.object({ ...common, kind: z.literal('play_request'), data: z.object({}) }),
  z.object({ ...common, kind: z.enum(MATCH_NOTIFICATION_KINDS), data: matchFactsSchema }),
  z.object({
    ...common,
    kind: z.literal('partner_request_reply'),
    data: partnerReplyFactsSchema,
  }),
  z.object({ ...common, kind: z.enum(CLAIM_NOTIFICATION_KINDS), data: claimFactsSchema }),
  z.object({ ...common, kind: z.literal('open_match_left'), data: openMatchLeftFactsSchema }),
  z.object({ ...common, kind: z.literal('open_match_fits_more'), data: gamesFitFactsSchema }),
  z.object({
    ...common,
    kind: z.enum(OPEN_MATCH_NOTIFICATION_KINDS).exclude(['open_match_left']),
    data: openMatchFactsSchema,
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;

type BookingKind = (typeof BOOKING_NOTIFICATION_KINDS)[number];
export type BookingNotification = Extract<Notification, { kind: BookingKind }>;

/** A notification about a booking, whose data are the booking's facts. */
export function isBookingNotification(
  notification: Notification,
): notification is BookingNotification {
  return (BOOKING_NOTIFICATION_KINDS as readonly string[]).includes(notification.kind);
}

/** The wordings of a kind told differently: late, or of a whole season. */
export type BookingWordingVariant =
  | 'booking_cancelled_late'
  | 'booking_requested_season'
  | 'booking_accepted_season'
  | 'booking_accepted_season_partly'
  | 'booking_declined_season'
  | 'booking_cancelled_season'
  | 'booking_cancelled_season_late';

/** Which wording a booking's notification takes: its kind's, or a late or season variant. */
export function bookingVariant(
  kind: BookingNotification['kind'],
  facts: BookingFacts,
): BookingNotification['kind'] | BookingWordingVariant {
  const series = facts.series;
  if (series) {
    switch (kind) {
      case 'booking_requested':
        return 'booking_requested_season';
      case 'booking_accepted':
        return series.conflicts ? 'booking_accepted_season_partly' : 'booking_accepted_season';
      case 'booking_declined':
        return 'booking_declined_season';
      case 'booking_cancelled':
        return series.late ? 'booking_cancelled_season_late' : 'booking_cancelled_season';
      default:
        return kind;
    }
  }
  return kind === 'booking_cancelled' && facts.cancelledLate ? 'booking_cancelled_late' : kind;
}

export const notificationsQuerySchema = z.object({
  /** Keyset: seq (a bigint identity, so a safe integer from 1), and id. */
  cursor: cursorSchema(z.number().int().min(1)),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.guid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });

export const notificationSettingsSchema = z.object({
  /** The language of every mail. */
  language: languageSchema,
  /** How long a message waits unread before it is mailed (MESSAGE_MAIL_DELAY_SECONDS). */
  messageMailDelaySeconds: z.number().int().nonnegative(),
  /** Each category's e-mail on (true) or off. */
  email: z.object(
    Object.fromEntries(MAIL_CATEGORIES.map((category) => [category, z.boolean()])) as Record<
      MailCategory,
      z.ZodBoolean
    >,
  ),
  /** Each kind's push notification on (true) or off, on every device the user allowed it. */
  push: z.object(
    Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      PushKind,
      z.ZodBoolean
    >,
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Categories and kinds left out keep their setting. */
export const notificationSettingsUpdateSchema = z.object({
  email: notificationSettingsSchema.shape.email.partial().optional(),
  push: notificationSettingsSchema.shape.push.partial().optional(),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const languageUpdateSchema = z.object({ language: languageSchema });

export const playRequestResultSchema = z.object({
  /** `already_sent`: this player was told of a request from you in the last 24 hours. */
  status: z.enum(['sent', 'already_sent']),
});
export type PlayRequestResult = z.infer<typeof playRequestResultSchema>;
export const PLAY_REQUEST_INTERVAL_HOURS = 24;

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';
/** Where the settings live in the web app (mail footers and the unsubscribe page link here). */
export const NOTIFICATION_SETTINGS_PATH = '/profile#notifications';

/** The web page where a notification is acted on; mails link to the same place. */
export function notificationPath(notification: {
  kind: NotificationKind;
  subjectId: string;
  actorId: string | null;
}): string {
  const { kind, subjectId, actorId } = notification;
  switch (kind) {
    case 'booking_requested':
    case 'booking_made':
    case 'booking_cancelled':
      return `/my/courts#booking-${subjectId}`;
    case 'booking_accepted':
    case 'booking_declined':
    case 'booking_closed':
    case 'booking_no_show':
    case 'booking_series_cancelled':
      return `/my/bookings#booking-${subjectId}`;
    case 'match_recorded':
    case 'match_confirmed':
    case 'match_disputed':
    case 'match_withdraw_requested':
      return `/my/matches#match-${subjectId}`;
    case 'play_request':
    case 'partner_request_reply':
      return actorId ? chatPath(actorId) : '/messages';
    case 'court_claim_submitted':
      return '/admin/claims';
    case 'court_claim_approved':
      return '/my/courts';
    case 'court_claim_rejected':
      return `/courts/${subjectId}`;
    case 'open_match_joined':
    case 'open_match_asked':
    case 'open_match_left':
    case 'open_match_full':
    case 'open_match_cancelled':
    case 'open_match_court_booked':
    case 'open_match_court_declined':
    case 'open_match_ask_accepted':
    case 'open_match_ask_declined':
    case 'open_match_removed':
    case 'open_match_reminder':
    case 'open_match_changed':
    case 'open_match_invited':
    case 'open_match_invite_declined':
    case 'open_match_fits':
      return openMatchPath(subjectId);
    case 'open_match_fits_more':
      return '/partners#games';
  }
}

/** An open match's own page. */
export function openMatchPath(id: string): string {
  return `/open-matches/${id}`;
}

/** The conversation with a player, opened on the messages page. */
export function chatPath(userId: string): string {
  return `/messages?with=${userId}`;
}
