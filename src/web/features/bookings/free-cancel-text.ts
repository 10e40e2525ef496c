import { freeCancelWallClock } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import type { TFunction } from '#web/lib/i18n/translate';

/**
 * "Free cancellation until Tue, 5 May 2026, 06:00", or "… until the start" for a court whose
 * window is 0 hours: the booking dialog, the bookings and the cancel confirmation say it so.
 */
export function freeCancelText(
  t: TFunction,
  language: string,
  until: Date | string,
  startsAt: Date | string,
): string {
  const end = freeCancelWallClock(until, startsAt);
  return end
    ? t('free_cancel_until', { date: formatCalendarDate(end.date, language), time: end.time })
    : t('free_cancel_until_start');
}

/** A court's window before any time is chosen: "until 12 hours before the start". */
export function freeCancelHoursText(t: TFunction, hours: number): string {
  return hours === 0 ? t('free_cancel_until_start') : t('free_cancel_hours', { count: hours });
}
