import { formatCalendarDate } from '#contract/calendar-date';
import type { CourtCalendar } from '#contract/court-calendar';
import { timeOfMinutes } from '#contract/sofia-time';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import {
  type CalendarEntry,
  covers,
  daySlots,
  entriesOn,
  entryKey,
  entryStart,
  standsIn,
} from '../../calendar-view';
import { type CalendarActions, CalendarEntryCard } from './calendar-entry-card';
import { CalendarEmpty, calendarLanes } from './calendar-parts';

interface DayProps {
  calendar: CourtCalendar;
  date: string;
  actions: CalendarActions;
  now: number;
}

/**
 * One day: from 768 px a table with a column per unit (and one for the requests) and a row per
 * half hour of the opening hours; on a phone a list by time, each card naming its unit.
 */
export function CalendarDay(props: DayProps) {
  const { t } = useTranslation();
  const entries = entriesOn(props.calendar, props.date);
  const hours = props.calendar.dates.find((day) => day.date === props.date);
  const bookings = entries.filter((entry) => entry.kind === 'booking');
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {hours?.open && hours.close
          ? t('calendar_hours', { open: hours.open, close: hours.close })
          : t('calendar_closed_day')}
      </p>
      {bookings.length === 0 && <CalendarEmpty text={t('calendar_empty_day')} />}
      <div className="hidden md:block">
        <DayGrid {...props} entries={entries} slots={daySlots(hours, entries)} />
      </div>
      <ul className="space-y-2 md:hidden" aria-label={t('calendar_list_label')}>
        {entries.map((entry) => (
          <li key={entryKey(entry)}>
            <CalendarEntryCard
              entry={entry}
              units={props.calendar.units}
              actions={props.actions}
              now={props.now}
              showUnit
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DayGrid(props: DayProps & { entries: CalendarEntry[]; slots: number[] }) {
  const { t, i18n } = useTranslation();
  const { calendar, entries, slots } = props;
  if (slots.length === 0) return null;
  const columns = calendarLanes(calendar.units, t);
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          {t('calendar_grid_label', {
            date: formatCalendarDate(props.date, currentLanguage(i18n), 'long'),
          })}
        </caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className="w-16 p-2 text-left">
              {t('calendar_time')}
            </th>
            {columns.map((column) => (
              <th key={column.id ?? 'requests'} scope="col" className="min-w-40 p-2 text-left">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot} className="border-t border-border align-top">
              <th scope="row" className="p-2 text-left font-normal text-muted-foreground">
                {timeOfMinutes(slot)}
              </th>
              {columns.map((column) => {
                const here = entries.filter(
                  (entry) => standsIn(entry, column.id) && covers(entry, slot),
                );
                // A card where its entry starts; the half hours after it are only shaded.
                const starting = here.filter((entry) => entryStart(entry) >= slot);
                return (
                  <td
                    key={column.id ?? 'requests'}
                    className={here.length > starting.length ? 'bg-muted/60 p-1' : 'p-1'}
                  >
                    <div className="space-y-1">
                      {starting.map((entry) => (
                        <CalendarEntryCard
                          key={entryKey(entry)}
                          entry={entry}
                          units={calendar.units}
                          actions={props.actions}
                          now={props.now}
                        />
                      ))}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
