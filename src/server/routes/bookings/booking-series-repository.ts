import type { BookingSeries, SeriesDate } from '#contract/booking-series';
import type { BookingStatus } from '#contract/bookings';
import { addDays, timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { unitClosedSql } from '../court-closures/closure-sql';

export type SkipReason = NonNullable<SeriesDate['skipped']>;

/** A season as stored, with whose it is: its player and its court's owner. */
export interface SeriesRecord extends BookingSeries {
  ownerId: string | null;
  firstDate: string;
}

interface SeriesRow {
  id: string;
  court_id: string;
  requester_id: string;
  owner_id: string | null;
  first_date: string;
  start_minute: number;
  duration_minutes: number;
  weeks: number;
  skipped: Record<string, SkipReason>;
}

/** A date of a season as its answers and cancellations take it. */
export interface SeriesBookingRow {
  id: string;
  local_date: string;
  status: BookingStatus;
  starts_at: Date;
  ends_at: Date;
  free_cancel_until: Date;
}

export async function insertSeries(
  db: Queryable,
  s: {
    courtId: string;
    requesterId: string;
    firstDate: string;
    startMinute: number;
    durationMinutes: number;
    weeks: number;
  },
  now: Date,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into booking_series (court_id, requester_id, first_date, start_minute,
       duration_minutes, weeks, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [s.courtId, s.requesterId, s.firstDate, s.startMinute, s.durationMinutes, s.weeks, now],
  );
  if (!row) throw new Error('series insert returned no row');
  return row.id;
}

/** Keeps why the weeks left out were left out, for the season's later readers. */
export async function setSkipped(db: Queryable, id: string, skipped: Record<string, SkipReason>) {
  await db.query('update booking_series set skipped = $2 where id = $1', [
    id,
    JSON.stringify(skipped),
  ]);
}

/** The season with every week asked: each date's booking and status, or why it was skipped. */
export async function findSeries(db: Queryable, id: string): Promise<SeriesRecord | undefined> {
  const [row] = await db.query<SeriesRow>(
    `select s.id, s.court_id, s.requester_id, c.owner_id, s.first_date::text as first_date,
       s.start_minute, s.duration_minutes, s.weeks, s.skipped
     from booking_series s join courts c on c.id = s.court_id where s.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const bookings = await db.query<{ id: string; local_date: string; status: BookingStatus }>(
    `select id, local_date::text as local_date, status from bookings
     where series_id = $1 order by local_date, created_at`,
    [id],
  );
  const byDate = new Map(bookings.map((b) => [b.local_date, b]));
  const dates: SeriesDate[] = [];
  for (let week = 1; week <= row.weeks; week += 1) {
    const date = addDays(row.first_date, 7 * (week - 1));
    const booking = byDate.get(date);
    dates.push({
      week,
      date,
      bookingId: booking?.id ?? null,
      status: booking?.status ?? null,
      skipped: booking ? null : (row.skipped[date] ?? null),
    });
  }
  return {
    id: row.id,
    courtId: row.court_id,
    requesterId: row.requester_id,
    ownerId: row.owner_id,
    firstDate: row.first_date,
    weeks: row.weeks,
    startTime: timeOfMinutes(row.start_minute),
    endTime: timeOfMinutes(row.start_minute + row.duration_minutes),
    dates,
  };
}

/**
 * The season's dates in `statuses` still to come at `now` (from `fromDate` on, when given), by
 * date, their rows locked until the transaction ends.
 */
export async function lockSeriesBookings(
  db: Queryable,
  seriesId: string,
  statuses: readonly BookingStatus[],
  now: Date,
  fromDate?: string,
): Promise<SeriesBookingRow[]> {
  return db.query<SeriesBookingRow>(
    `select id, local_date::text as local_date, status, starts_at, ends_at, free_cancel_until
     from bookings
     where series_id = $1 and status = any($2::text[]) and starts_at > $3
       and ($4::date is null or local_date >= $4::date)
     order by local_date
     for update`,
    [seriesId, statuses, now, fromDate ?? null],
  );
}

/** The date of one of the season's bookings, if it is one of them. */
export async function seriesBookingDate(
  db: Queryable,
  seriesId: string,
  bookingId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ local_date: string }>(
    'select local_date::text as local_date from bookings where id = $1 and series_id = $2',
    [bookingId, seriesId],
  );
  return row?.local_date;
}

/** Whether every unit of the court is closed at some moment of the span (a closure covers it). */
export async function courtClosedThen(
  db: Queryable,
  courtId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const [row] = await db.query<{ closed: boolean }>(
    `select not exists (
       select 1 from court_units fu
       where fu.court_id = $1::uuid
         and not ${unitClosedSql('fu.court_id', 'fu.id', '$2::timestamptz', '$3::timestamptz')}
     ) as closed`,
    [courtId, startsAt, endsAt],
  );
  return Boolean(row?.closed);
}
