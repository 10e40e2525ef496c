import {
  Banknote,
  CalendarDays,
  CalendarX,
  CircleAlert,
  CircleCheck,
  Download,
  LandPlot,
  MapPinned,
  Repeat,
  Star,
  User,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking, BookingStatus } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import { courtNameIn } from '#contract/court-name';
import { formatEuro } from '#contract/i18n/format-money';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { courtUnitName } from '#web/lib/court-unit-name';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { downloadBookingCalendar } from '../api/bookings-api';
import { freeCancelText } from '../free-cancel-text';

const TONES: Record<BookingStatus, 'accent' | 'primary' | 'outline'> = {
  pending: 'accent',
  accepted: 'primary',
  declined: 'outline',
  cancelled: 'outline',
};

/** A booking day as the reader's language writes it, e.g. "пт, 27 ноември 2026 г.". */
export function formatBookingDate(date: string, language: string): string {
  return formatCalendarDate(date, language);
}

/**
 * One booking request: court, day and time, who asked (for the owner), status, notes, the
 * calendar file, and whatever actions the page adds.
 */
export function BookingItem(props: {
  booking: Booking;
  showRequester?: boolean;
  actions?: ReactNode;
  /** 2 where the list sits right under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
}) {
  const { booking } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const courtName = courtNameIn(currentLanguage(i18n), booking.court);
  const when = `${formatBookingDate(booking.date, language)}, ${booking.startTime}–${booking.endTime}`;
  return (
    <article
      id={`booking-${booking.id}`}
      tabIndex={-1}
      aria-label={t('booking_item_label', { courtName, when })}
      className="scroll-mt-20 space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm focus:outline-none focus:ring-2 focus:ring-primary"
    >
      {/* The status stays at the top right, however long the court's name and address. */}
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <Heading className="font-semibold">{courtName}</Heading>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinned aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t(`district_${booking.court.district}`)}, {booking.court.address}
          </p>
        </div>
        <Badge tone={TONES[booking.status]} className="shrink-0">
          {t(`booking_status_${booking.status}`)}
        </Badge>
      </header>
      <ul className="space-y-1 text-sm">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {when} ({t('hours_count', { count: booking.durationHours })})
        </li>
        {booking.series && (
          <li className="flex items-center gap-2 font-medium">
            <Repeat aria-hidden="true" className="size-4 text-primary" />
            {t('booking_season_week', { week: booking.series.week, weeks: booking.series.weeks })}
          </li>
        )}
        {booking.unit && (booking.status === 'accepted' || props.showRequester) && (
          <li className="flex items-center gap-2">
            <LandPlot aria-hidden="true" className="size-4 text-primary" />
            {t('booking_unit', { unit: courtUnitName(booking.unit, t) })}
          </li>
        )}
        <li className="flex items-center gap-2">
          <Banknote aria-hidden="true" className="size-4 text-primary" />
          {t('booking_price', { price: formatEuro(booking.totalPrice, language) })}
        </li>
        {props.showRequester && (
          <li className="flex items-center gap-2">
            <User aria-hidden="true" className="size-4 text-primary" />
            {/* An accepted booking may never have been a request (instant booking). */}
            {t(booking.status === 'accepted' ? 'booking_booked_by' : 'booking_requested_by', {
              name: booking.requester.name,
            })}
          </li>
        )}
        {props.showRequester && booking.fitsIfAccepted !== null && (
          <li
            className={`flex items-center gap-2 ${booking.fitsIfAccepted ? '' : 'font-medium text-destructive'}`}
          >
            {booking.fitsIfAccepted ? (
              <CircleCheck aria-hidden="true" className="size-4 text-primary" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-4" />
            )}
            {booking.fitsIfAccepted ? t('booking_fits') : t('booking_does_not_fit')}
          </li>
        )}
        {(booking.status === 'pending' || booking.status === 'accepted') &&
          new Date(booking.startsAt) > new Date() && (
            <li className="flex items-center gap-2">
              <CalendarX aria-hidden="true" className="size-4 text-primary" />
              {freeCancelText(t, language, booking.freeCancelUntil, booking.startsAt)}
            </li>
          )}
        {booking.cancelledLate && (
          <li className="flex items-center gap-2 font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="size-4" />
            {t('booking_cancelled_late_label')}
          </li>
        )}
      </ul>
      {booking.note && (
        <p className="text-sm">
          <span className="font-medium">{t('booking_note_label')}: </span>
          {booking.note}
        </p>
      )}
      {booking.ownerNote && (
        <p className="text-sm">
          <span className="font-medium">{t('booking_owner_note_label')}: </span>
          {booking.ownerNote}
        </p>
      )}
      {booking.review && !props.showRequester && (
        <p className="flex items-center gap-1.5 text-sm">
          <Star aria-hidden="true" className="size-4 fill-current text-amber-600" />
          {t('review_yours', { stars: booking.review.stars })}
        </p>
      )}
      {booking.noShow && (
        <div className="space-y-1 rounded-md border border-destructive/40 p-3 text-sm">
          <p className="font-medium text-destructive">{t('no_show_label')}</p>
          {booking.noShow.reply && (
            <p>
              <span className="font-medium">{t('no_show_reply_heading')}: </span>
              <span className="whitespace-pre-line">{booking.noShow.reply}</span>
            </p>
          )}
        </div>
      )}
      {booking.noShowRemoved && props.showRequester && (
        <p className="text-sm text-muted-foreground">{t('no_show_removed_by_admin')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {props.actions}
        {(booking.status === 'pending' || booking.status === 'accepted') &&
          new Date(booking.endsAt) > new Date() && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                void downloadBookingCalendar(booking).catch((error) => showApiErrorToast(t, error))
              }
            >
              <Download aria-hidden="true" />
              {t('booking_calendar')}
            </Button>
          )}
      </div>
    </article>
  );
}
