import { Link } from 'wouter';
import { formatCalendarDate } from '#contract/calendar-date';
import type { CourtCalendar } from '#contract/court-calendar';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { cn } from '#web/lib/utils';
import { type CalendarEntry, entriesOn, entryKey, standsIn } from '../../calendar-view';
import { CalendarEmpty, calendarLanes } from './calendar-parts';

/**
 * A week: a row per unit (and one for the requests), a column per day, each cell its bookings,
 * requests and closures by time; a day's heading opens that day.
 */
export function CalendarWeek(props: { calendar: CourtCalendar; courtId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { calendar } = props;
  const rows = calendarLanes(calendar.units, t);
  const byDate = new Map(calendar.dates.map((day) => [day.date, entriesOn(calendar, day.date)]));
  return (
    <div className="space-y-3">
      {calendar.bookings.length === 0 && <CalendarEmpty text={t('calendar_empty_week')} />}
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[48rem] table-fixed border-collapse text-xs">
          <caption className="sr-only">
            {t('calendar_week_label', {
              date: formatCalendarDate(calendar.dates[0]?.date ?? '', language, 'long'),
            })}
          </caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="w-24 p-2 text-left">
                {t('calendar_unit')}
              </th>
              {calendar.dates.map((day) => (
                <th key={day.date} scope="col" className="p-2 text-left">
                  <Link
                    to={`/my/courts/${props.courtId}/calendar?date=${day.date}&view=day`}
                    className="hover:underline"
                  >
                    {formatCalendarDate(day.date, language)}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? 'requests'} className="border-t border-border align-top">
                <th scope="row" className="p-2 text-left">
                  {row.name}
                </th>
                {calendar.dates.map((day) => (
                  <td key={day.date} className={cn('p-1', !day.open && 'bg-muted/60')}>
                    <ul className="space-y-1">
                      {(byDate.get(day.date) ?? [])
                        .filter((entry) => standsIn(entry, row.id))
                        .map((entry) => (
                          <WeekEntry key={entryKey(entry)} entry={entry} />
                        ))}
                    </ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function WeekEntry({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'closure') {
    const { closure } = entry;
    return (
      <li className="rounded bg-muted px-1.5 py-1 text-muted-foreground">
        {closure.startTime}–{closure.endTime} {t('calendar_closed', { reason: closure.reason })}
      </li>
    );
  }
  const { booking } = entry;
  return (
    <li
      className={cn(
        'rounded px-1.5 py-1',
        booking.status === 'pending' ? 'bg-amber-500/15' : 'bg-primary/10',
      )}
    >
      {booking.startTime}–{booking.endTime} {booking.requester.name}
    </li>
  );
}
