import { freeCancelWallClock } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import type { Language } from '#contract/constants';
import { courtNameIn } from '#contract/court-name';
import { unitName } from '#contract/court-units';
import { formatEuro } from '#contract/i18n/format-money';
import {
  type BookingFacts,
  type BookingNotification,
  type BookingWordingVariant,
  bookingVariant,
  isBookingNotification,
  type MailCategory,
  type MatchFacts,
  type Notification,
  OPEN_MATCH_NOTIFICATION_KINDS,
  type OpenMatchFacts,
  type OpenMatchNotificationKind,
} from '#contract/notifications';
import { OPEN_MATCH_LATE_LEAVE_HOURS, OPEN_MATCH_REMINDER_HOURS } from '#contract/open-matches';
import { sofiaInstant } from '#contract/sofia-time';
import { type ServerT, serverTexts } from '#server/i18n/server-texts';
import { layoutMail, type MailContent } from './layout';
import { mailCategoryName } from './mail-categories';

/** Who the mail is for and the links every notification mail carries. */
export interface MailContext {
  language: Language;
  recipientName: string;
  /** Where the button leads: the place to act. */
  link: string;
  category: MailCategory;
  unsubscribeUrl: string;
  settingsUrl: string;
}

function formatDate(date: string, language: Language): string {
  return formatCalendarDate(date, language, 'long');
}

function courtName(facts: BookingFacts, language: Language) {
  return courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn });
}

/** The free cancellation's end as the mails say it: a day and time, or the start itself. */
function freeCancelText(facts: BookingFacts, until: string, language: Language): string {
  const t = serverTexts(language);
  const end = freeCancelWallClock(until, sofiaInstant(facts.date, facts.startTime));
  return end
    ? t('mail_free_cancel_until', { date: formatDate(end.date, language), time: end.time })
    : t('mail_free_cancel_until_start');
}

function bookingFacts(
  kind: BookingNotification['kind'],
  facts: BookingFacts,
  language: Language,
): [string, string][] {
  const t = serverTexts(language);
  const rows: [string, string][] = [
    [t('mail_fact_court'), courtName(facts, language)],
    [t('mail_fact_date'), formatDate(facts.date, language)],
    [
      t('mail_fact_time'),
      t('mail_fact_time_value', { start: facts.startTime, end: facts.endTime }),
    ],
    [t('mail_fact_price'), formatEuro(facts.price, language)],
  ];
  // The policy matters while the booking stands: to the owner asked, to the player accepted.
  const standing = kind === 'booking_requested' || kind === 'booking_accepted';
  if (standing && facts.freeCancelUntil) {
    rows.push([t('mail_fact_free_cancel'), freeCancelText(facts, facts.freeCancelUntil, language)]);
  }
  if (facts.note) rows.push([t('mail_fact_note'), facts.note]);
  if (facts.ownerNote) rows.push([t('mail_fact_owner_note'), facts.ownerNote]);
  return rows;
}

export interface KindWording {
  subject: string;
  lead: string;
  button: string;
}

/** A kind's three texts, `notification_<kind>_subject`, `_lead` and `_button`, filled in. */
function kindWording(
  t: ServerT,
  kind:
    | BookingNotification['kind']
    | BookingWordingVariant
    | 'match_recorded'
    | 'match_withdraw_requested'
    | ClaimKind
    | OpenMatchNotificationKind
    | 'open_match_left_late'
    | 'open_match_fits_more'
    | 'play_request',
  values: Record<string, unknown>,
): KindWording {
  return {
    subject: t(`notification_${kind}_subject`, values),
    lead: t(`notification_${kind}_lead`, values),
    button: t(`notification_${kind}_button`, values),
  };
}

type ClaimKind = 'court_claim_submitted' | 'court_claim_approved' | 'court_claim_rejected';

function bookingWording(
  kind: BookingNotification['kind'],
  actor: string,
  facts: BookingFacts,
  language: Language,
): KindWording {
  const t = serverTexts(language);
  return kindWording(t, bookingVariant(kind, facts), {
    ...(facts.series && {
      dates: facts.series.dates,
      weeks: facts.series.weeks,
      conflicts: facts.series.conflicts ?? 0,
      late: facts.series.late ?? 0,
    }),
    actor,
    court: courtName(facts, language),
    unit: facts.unit && unitName(facts.unit, (number) => t('mail_court_unit', { number })),
    date: formatDate(facts.date, language),
    time: facts.startTime,
    // A booking cancelled for a closure carries the closure's reason as the owner's note.
    reason: facts.ownerNote,
  });
}

function matchWording(
  kind: Notification['kind'],
  actor: string,
  facts: MatchFacts,
  language: Language,
): KindWording {
  const t = serverTexts(language);
  // Confirmed and disputed results are told as the recorded one is.
  return kindWording(t, kind === 'match_withdraw_requested' ? kind : 'match_recorded', {
    actor,
    date: formatDate(facts.playedOn, language),
    score: facts.sets.join(' '),
    outcome: t(facts.recipientWon ? 'notification_match_you_won' : 'notification_match_you_lost'),
  });
}

function claimWording(
  kind: ClaimKind,
  actor: string,
  facts: { courtName: string; courtNameEn: string | null },
  language: Language,
): KindWording {
  const court = courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn });
  return kindWording(serverTexts(language), kind, { actor, court });
}

function playWording(actor: string, language: Language): KindWording {
  return kindWording(serverTexts(language), 'play_request', { actor });
}

type OpenMatchNotification = Extract<Notification, { kind: OpenMatchNotificationKind }>;

function isOpenMatchNotification(
  notification: Notification,
): notification is OpenMatchNotification {
  return (OPEN_MATCH_NOTIFICATION_KINDS as readonly string[]).includes(notification.kind);
}

/** Where the game is played, as its texts name it: the court, else the district. */
function openMatchPlace(facts: OpenMatchFacts, language: Language): string {
  const t = serverTexts(language);
  return facts.courtName
    ? courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn })
    : t(`mail_district_${facts.district}`);
}

function openMatchWording(
  notification: OpenMatchNotification,
  actor: string,
  language: Language,
): KindWording {
  const facts = notification.data;
  const late = notification.kind === 'open_match_left' && notification.data.late;
  return kindWording(serverTexts(language), late ? 'open_match_left_late' : notification.kind, {
    actor,
    date: formatDate(facts.date, language),
    start: facts.startTime,
    end: facts.endTime,
    format: serverTexts(language)(`mail_format_${facts.format}`),
    place: openMatchPlace(facts, language),
    court: facts.courtName
      ? courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn })
      : '',
    hours: late ? OPEN_MATCH_LATE_LEAVE_HOURS : OPEN_MATCH_REMINDER_HOURS,
  });
}

function openMatchFacts(facts: OpenMatchFacts, language: Language): [string, string][] {
  const t = serverTexts(language);
  const rows: [string, string][] = [
    [t('mail_fact_date'), formatDate(facts.date, language)],
    [
      t('mail_fact_time'),
      t('mail_fact_time_value', { start: facts.startTime, end: facts.endTime }),
    ],
    [t('mail_fact_format'), t(`mail_format_${facts.format}`)],
    [t('mail_fact_district'), t(`mail_district_${facts.district}`)],
  ];
  if (facts.courtName) {
    rows.push([
      t('mail_fact_court'),
      courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn }),
    ]);
  }
  return rows;
}

export function mailFooter(context: MailContext) {
  const t = serverTexts(context.language);
  return [
    {
      text: t('mail_stop', { what: mailCategoryName(t, context.category) }),
      link: context.unsubscribeUrl,
    },
    { text: t('mail_settings'), link: context.settingsUrl },
  ];
}

/** What a notification says, in the recipient's language: its mail's words, and its push's. */
export function notificationWording(notification: Notification, language: Language): KindWording {
  const actor = notification.actor?.name ?? serverTexts(language)('mail_someone');
  switch (notification.kind) {
    case 'booking_requested':
    case 'booking_made':
    case 'booking_accepted':
    case 'booking_declined':
    case 'booking_cancelled':
    case 'booking_closed':
    case 'booking_no_show':
    case 'booking_series_cancelled':
      return bookingWording(notification.kind, actor, notification.data, language);
    case 'match_recorded':
    case 'match_confirmed':
    case 'match_disputed':
    case 'match_withdraw_requested':
      return matchWording(notification.kind, actor, notification.data, language);
    case 'court_claim_submitted':
    case 'court_claim_approved':
    case 'court_claim_rejected':
      return claimWording(notification.kind, actor, notification.data, language);
    // A reply to a partner request reaches its author as a chat message; its notification sends
    // neither a mail nor a push, and reads as the invitation to play it is.
    case 'play_request':
    case 'partner_request_reply':
      return playWording(actor, language);
    case 'open_match_fits_more':
      return kindWording(serverTexts(language), 'open_match_fits_more', {
        count: notification.data.count,
      });
    default:
      return openMatchWording(notification, actor, language);
  }
}

/** The mail of a notification, in the recipient's language, with the facts to act on. */
export function notificationMail(notification: Notification, context: MailContext): MailContent {
  const { language } = context;
  const wording = notificationWording(notification, language);
  const facts = isBookingNotification(notification)
    ? bookingFacts(notification.kind, notification.data, language)
    : isOpenMatchNotification(notification)
      ? openMatchFacts(notification.data, language)
      : undefined;
  return layoutMail({
    language,
    subject: wording.subject,
    greeting: serverTexts(language)('mail_greeting', { name: context.recipientName }),
    paragraphs: [wording.lead],
    facts,
    button: { label: wording.button, link: context.link },
    footer: mailFooter(context),
  });
}

/** "Emma sent you a message", "3 unread messages from Emma": the mail's subject, the push's title. */
export function unreadMessagesSubject(
  senderName: string,
  unreadCount: number,
  language: Language,
): string {
  return serverTexts(language)('unread_messages_subject', {
    sender: senderName,
    count: unreadCount,
  });
}

/** The mail about messages left unread: who wrote, what (the latest few), a link to reply. */
export function unreadMessagesMail(
  message: { senderName: string; contents: string[]; unreadCount: number },
  context: MailContext,
): MailContent {
  const { language } = context;
  const t = serverTexts(language);
  const { senderName, unreadCount } = message;
  return layoutMail({
    language,
    subject: unreadMessagesSubject(senderName, unreadCount, language),
    greeting: t('mail_greeting', { name: context.recipientName }),
    paragraphs: [t('unread_messages_lead', { sender: senderName })],
    quotes: message.contents,
    button: { label: t('unread_messages_button', { sender: senderName }), link: context.link },
    footer: mailFooter(context),
  });
}
