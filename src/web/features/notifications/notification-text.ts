import type { Language } from '#contract/constants';
import { courtNameIn } from '#contract/court-name';
import { bookingVariant, type Notification } from '#contract/notifications';
import { formatBookingDate } from '#web/features/bookings';
import { courtUnitName } from '#web/lib/court-unit-name';
import type { TFunction } from '#web/lib/i18n/translate';

/** What a notification says, in the reader's language, and the note that came with it. */
export function notificationText(
  notification: Notification,
  t: TFunction,
  language: Language,
): { text: string; note?: string } {
  const actor = notification.actor?.name ?? t('notification_someone');
  switch (notification.kind) {
    case 'booking_requested':
    case 'booking_made':
    case 'booking_accepted':
    case 'booking_declined':
    case 'booking_cancelled':
    case 'booking_closed':
    case 'booking_no_show':
    case 'booking_series_cancelled': {
      const facts = notification.data;
      const text = t(`notification_${bookingVariant(notification.kind, facts)}`, {
        actor,
        dates: facts.series?.dates ?? 0,
        weeks: facts.series?.weeks ?? 0,
        conflicts: facts.series?.conflicts ?? 0,
        late: facts.series?.late ?? 0,
        court: courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn }),
        unit: facts.unit && courtUnitName(facts.unit, t),
        date: formatBookingDate(facts.date, language),
        start: facts.startTime,
        end: facts.endTime,
        // A booking cancelled for a closure carries the closure's reason as the owner's note.
        reason: facts.ownerNote ?? '',
      });
      if (notification.kind === 'booking_closed') return { text };
      const note = notification.kind === 'booking_requested' ? facts.note : facts.ownerNote;
      return note ? { text, note: t('notification_owner_note', { note }) } : { text };
    }
    case 'match_recorded':
    case 'match_confirmed':
    case 'match_disputed':
    case 'match_withdraw_requested':
      return {
        text: t(`notification_${notification.kind}`, {
          actor,
          score: notification.data.sets.join(' '),
        }),
      };
    case 'partner_request_reply':
      return {
        text: t('notification_partner_request_reply', {
          actor,
          time: notification.data.preferredTime,
        }),
      };
    case 'play_request':
      return { text: t('notification_play_request', { actor }) };
    case 'court_claim_submitted':
    case 'court_claim_approved':
    case 'court_claim_rejected':
      return {
        text: t(`notification_${notification.kind}`, {
          actor,
          court: courtNameIn(language, {
            name: notification.data.courtName,
            nameEn: notification.data.courtNameEn,
          }),
        }),
      };
    case 'open_match_fits_more':
      return { text: t('notification_open_match_fits_more', { count: notification.data.count }) };
    default: {
      const facts = notification.data;
      const late = notification.kind === 'open_match_left' && notification.data.late;
      return {
        text: t(late ? 'notification_open_match_left_late' : `notification_${notification.kind}`, {
          actor,
          date: formatBookingDate(facts.date, language),
          start: facts.startTime,
          end: facts.endTime,
          court: facts.courtName
            ? courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn })
            : '',
        }),
      };
    }
  }
}
