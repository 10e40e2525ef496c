import type { CalendarBooking, CalendarClosure, CourtCalendar } from '#contract/court-calendar';
import { addDays, isCalendarDate, minutesOf, weekStartOf } from '#contract/sofia-time';

/** What the calendar shows: a day, or the week (Monday to Sunday) holding `date`. */
export type CalendarViewKind = 'day' | 'week';

export interface CalendarView {
  date: string;
  view: CalendarViewKind;
}

/** The view the URL asks for (`?date=YYYY-MM-DD&view=day|week`): today's day by default. */
export function calendarViewOf(params: URLSearchParams, today: string): CalendarView {
  const date = params.get('date') ?? '';
  return {
    date: isCalendarDate(date) ? date : today,
    view: params.get('view') === 'week' ? 'week' : 'day',
  };
}

/** The days the view asks the API for. */
export function calendarRange({ date, view }: CalendarView): { from: string; days: number } {
  return view === 'week' ? { from: weekStartOf(date), days: 7 } : { from: date, days: 1 };
}

/** The date a step back (-1) or on (1) shows: a day, or a week. */
export const stepDate = ({ date, view }: CalendarView, step: -1 | 1) =>
  addDays(date, step * (view === 'week' ? 7 : 1));

export const SLOT_MINUTES = 30;

/** One thing in the calendar: an accepted booking, a request, or a closure. */
export type CalendarEntry =
  | { kind: 'booking'; booking: CalendarBooking }
  | { kind: 'closure'; closure: CalendarClosure };

export const entryStart = (entry: CalendarEntry) =>
  minutesOf(entry.kind === 'booking' ? entry.booking.startTime : entry.closure.startTime);
export const entryEnd = (entry: CalendarEntry) =>
  minutesOf(entry.kind === 'booking' ? entry.booking.endTime : entry.closure.endTime);

/** A date's bookings, requests and closures, by start. */
export function entriesOn(calendar: CourtCalendar, date: string): CalendarEntry[] {
  const entries: CalendarEntry[] = [
    ...calendar.bookings
      .filter((booking) => booking.date === date)
      .map((booking) => ({ kind: 'booking' as const, booking })),
    ...calendar.closures
      .filter((closure) => closure.date === date)
      .map((closure) => ({ kind: 'closure' as const, closure })),
  ];
  return entries.sort((a, b) => entryStart(a) - entryStart(b));
}

/**
 * The column an entry stands in: its unit's id; `null` for a pending request (the requests'
 * column); `all` for a closure of the whole court.
 */
export function entryColumn(entry: CalendarEntry): string | null | 'all' {
  if (entry.kind === 'closure') return entry.closure.unit?.id ?? 'all';
  return entry.booking.status === 'pending' ? null : (entry.booking.unit?.id ?? null);
}

/** Whether the entry stands in a unit's column (`null`: the requests'); whole-court closures in each. */
export function standsIn(entry: CalendarEntry, column: string | null): boolean {
  const at = entryColumn(entry);
  return at === column || (at === 'all' && column !== null);
}

/** A key for the entry, unique in a calendar (a weekly closure occurs on several dates). */
export const entryKey = (entry: CalendarEntry) =>
  entry.kind === 'booking' ? entry.booking.id : `${entry.closure.id}-${entry.closure.date}`;

/**
 * The half hours of a day's grid: its opening hours, widened to hold any entry outside them;
 * none on a closed day with nothing in it.
 */
export function daySlots(
  hours: { open: string | null; close: string | null } | undefined,
  entries: CalendarEntry[],
): number[] {
  const starts = entries.map(entryStart);
  const ends = entries.map(entryEnd);
  if (hours?.open && hours.close) {
    starts.push(minutesOf(hours.open));
    ends.push(minutesOf(hours.close));
  }
  if (starts.length === 0) return [];
  const first = Math.floor(Math.min(...starts) / SLOT_MINUTES) * SLOT_MINUTES;
  const last = Math.max(...ends);
  const slots: number[] = [];
  for (let minute = first; minute < last; minute += SLOT_MINUTES) slots.push(minute);
  return slots;
}

/** Whether the entry takes any moment of the half hour from `slot`. */
export const covers = (entry: CalendarEntry, slot: number) =>
  entryStart(entry) < slot + SLOT_MINUTES && entryEnd(entry) > slot;
