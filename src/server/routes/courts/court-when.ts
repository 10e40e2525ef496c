import { bookingTimeProblem } from '#contract/bookings';
import type { OpeningHours } from '#contract/courts';
import { dayHours, SLOT_MINUTES } from '#contract/free-slots';
import { minutesOf, sofiaInstant, sofiaTime, timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';

/** A list's "when": the day, the start and the length asked (courtsQuerySchema). */
export interface WhenQuery {
  date: string;
  time: string;
  durationHours: number;
}

/** How far around the asked start other free starts are offered, and how many each side. */
const AROUND_MINUTES = 120;
const EACH_SIDE = 3;

/** A start the search tries: its wall clock time and its span as instants (ms). */
interface Start {
  time: string;
  minute: number;
  start: number;
  end: number;
}

/** An accepted booking's hold on a unit, as instants (ms): [start, end). */
export interface HeldSpan {
  start: number;
  end: number;
}

/** Each court's units that something holds in the span read, with what holds each. */
export type UnitsHeld = Map<string, Map<string, HeldSpan[]>>;

/** Refuses, as the booking form does, a start already begun or a date past the horizon. */
export function assertWhenBookable(when: WhenQuery, now: Date): void {
  const problem = bookingTimeProblem(when.date, when.time, now);
  if (!problem) return;
  const field = problem.field === 'startTime' ? 'time' : 'date';
  throw new ApiError(400, 'validation', 'Some fields are not valid', { [field]: problem.reason });
}

/**
 * The starts worth trying, the asked one first, then the others within AROUND_MINUTES in
 * order: on half hours, ending by midnight, not begun at `now`, and shown by Sofia's clocks
 * that day (the hour skipped when the clocks go forward in March is no start). A span is as
 * long in real time as a booking's (`ends_at` is its start plus its length), so on the days
 * the clocks change it is counted as bookings are.
 */
export function startsAround(when: WhenQuery, now: Date): Start[] {
  const asked = minutesOf(when.time);
  const length = when.durationHours * 60;
  const starts: Start[] = [];
  for (
    let minute = asked - AROUND_MINUTES;
    minute <= asked + AROUND_MINUTES;
    minute += SLOT_MINUTES
  ) {
    if (minute < 0 || minute + length > 24 * 60) continue;
    const time = timeOfMinutes(minute);
    const at = sofiaInstant(when.date, time);
    if (at.getTime() <= now.getTime() || sofiaTime(at) !== time) continue;
    starts.push({ time, minute, start: at.getTime(), end: at.getTime() + length * 60_000 });
  }
  return starts.sort((a, b) => Number(b.minute === asked) - Number(a.minute === asked));
}

/**
 * What holds each unit of every court in [from, to) (instants, ms) on `date`, by court and unit,
 * in one statement: accepted bookings, and closures (a whole-court one holds each of its units).
 * Pending requests hold nothing; a booking left without a unit (an overbooking from before
 * units, decision 045) holds none either. Every court's are read, not only the candidate
 * courts': naming a thousand courts in the statement cost as much as it saved. The day's
 * bookings are found in their own index (`bookings_held_by_day`, migration 0046), which holds
 * what is read of them.
 */
export async function unitsHeldOn(
  db: Queryable,
  date: string,
  from: number,
  to: number,
): Promise<UnitsHeld> {
  const rows = await db.query<{ court_id: string; unit_id: string; starts: number; ends: number }>(
    // date_part answers the epoch as a float8: extract's numeric took most of the statement's
    // time on a busy day's thousands of rows.
    `select court_id, unit_id, date_part('epoch', starts_at) * 1000 as starts,
       date_part('epoch', ends_at) * 1000 as ends
     from (
       select court_id, unit_id, starts_at, ends_at from bookings
       where local_date = $1 and status = 'accepted' and unit_id is not null
       union all
       select cc.court_id, u.id,
         ($1::date + make_interval(mins => cc.start_minute)) at time zone 'Europe/Sofia',
         ($1::date + make_interval(mins => cc.end_minute)) at time zone 'Europe/Sofia'
       from court_closures cc
       join court_units u on u.court_id = cc.court_id and (cc.unit_id is null or u.id = cc.unit_id)
       where cc.weekday = extract(isodow from $1::date) and cc.from_date <= $1::date
         and (cc.until_date is null or cc.until_date >= $1::date)
     ) held
     where starts_at < $3 and ends_at > $2`,
    [date, new Date(from), new Date(to)],
  );
  const held: UnitsHeld = new Map();
  for (const row of rows) holdUnit(held, row);
  return held;
}

/** Adds a row of what holds a unit (as `unitsHeldOn` reads them) to `held`. */
export function holdUnit(
  held: UnitsHeld,
  row: { court_id: string; unit_id: string; starts: number; ends: number },
): void {
  let units = held.get(row.court_id);
  if (!units) {
    units = new Map();
    held.set(row.court_id, units);
  }
  const spans = units.get(row.unit_id) ?? [];
  spans.push({ start: row.starts, end: row.ends });
  units.set(row.unit_id, spans);
}

const NONE_HELD: ReadonlyMap<string, readonly HeldSpan[]> = new Map();

/** A court's units that something holds in the span read, with what holds each. */
export const unitsOf = (held: UnitsHeld, courtId: string) => held.get(courtId) ?? NONE_HELD;

/** The instants (ms) from the first start to the last end of `starts`: what the holds are read for. */
export function spanOf(starts: readonly Start[]): { from: number; to: number } {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const start of starts) {
    from = Math.min(from, start.start);
    to = Math.max(to, start.end);
  }
  return { from, to };
}

/**
 * Whether a unit is busy at any moment of [start, end), given what holds it: the one place the
 * search by time decides it. What holds units is read in `unitsHeldOn`; anything else that takes
 * a unit out of play (a closure does) is read there as spans of each unit it takes, and would
 * come here if it needed another test than an overlap. A unit with nothing read is free (`hasFreeUnit`).
 */
export function unitBusy(spans: readonly HeldSpan[], start: number, end: number): boolean {
  return spans.some((span) => span.start < end && span.end > start);
}

/** Whether one of a court's `totalCourts` units is free for the whole span. */
export function hasFreeUnit(
  totalCourts: number,
  units: ReadonlyMap<string, readonly HeldSpan[]>,
  span: { start: number; end: number },
): boolean {
  // Units nothing holds that day (a court keeps exactly totalCourts of them) are free.
  if (units.size < totalCourts) return true;
  for (const spans of units.values()) {
    if (!unitBusy(spans, span.start, span.end)) return true;
  }
  return false;
}

/** Whether the court is open for the whole of a start's span that day. */
export function openFor(
  hours: OpeningHours,
  date: string,
  minute: number,
  length: number,
): boolean {
  const day = dayHours(hours, date);
  return day !== undefined && minute >= day.open && minute + length <= day.close;
}

/**
 * The starts (of `startsAround`) at which the court is open and has a unit free for the whole
 * span: the asked one first when free, then up to EACH_SIDE before and after it, nearest
 * kept, in order.
 */
export function freeStarts(
  court: { openingHours: OpeningHours; totalCourts: number },
  units: ReadonlyMap<string, readonly HeldSpan[]>,
  when: WhenQuery,
  starts: readonly Start[],
  onlyFirst = false,
): string[] {
  const length = when.durationHours * 60;
  const asked = minutesOf(when.time);
  const free: Start[] = [];
  for (const start of onlyFirst ? starts.slice(0, 1) : starts) {
    if (!openFor(court.openingHours, when.date, start.minute, length)) continue;
    if (hasFreeUnit(court.totalCourts, units, start)) free.push(start);
  }
  const first = free.filter((s) => s.minute === asked);
  const before = free.filter((s) => s.minute < asked).slice(-EACH_SIDE);
  const after = free.filter((s) => s.minute > asked).slice(0, EACH_SIDE);
  return [...first, ...before, ...after].map((s) => s.time);
}
