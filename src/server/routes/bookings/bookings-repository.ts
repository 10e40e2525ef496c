import {
  BOOKING_CURSOR_RANK,
  type Booking,
  type BookingStatus,
  type BookingsPage,
} from '#contract/bookings';
import { PAGE_SIZE } from '#contract/constants';
import { type Cursor, encodeCursor } from '#contract/cursor';
import { timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { SqlParams } from '#server/lib/sql-params';
import { unitClosedSql } from '../court-closures/closure-sql';

interface BookingRow {
  id: string;
  court_id: string;
  court_name: string;
  court_name_en: string | null;
  court_address: string;
  court_postcode: string;
  court_district: Booking['court']['district'];
  owner_id: string | null;
  price_per_hour: string | number;
  requester_id: string;
  requester_name: string;
  local_date: string;
  start_minute: number;
  duration_minutes: number;
  price_cents: number;
  starts_at: Date;
  ends_at: Date;
  note: string | null;
  status: BookingStatus;
  owner_note: string | null;
  created_at: Date;
  updated_at: Date;
  free_cancel_until: Date;
  cancelled_late: boolean;
  fits_if_accepted: boolean | null;
  unit: Booking['unit'];
  review_id: string | null;
  review_stars: number | null;
  review_comment: string | null;
  review_created_at: Date | null;
  no_show_marked_at: Date | null;
  no_show_reply: string | null;
  no_show_replied_at: Date | null;
  no_show_removed: boolean;
  series_id: string | null;
  series_week: number | null;
  series_weeks: number | null;
}

const COLUMNS = `
  b.id, b.court_id, c.name as court_name, c.name_en as court_name_en,
    c.address as court_address, c.postcode as court_postcode, c.district as court_district,
    c.owner_id, c.price_per_hour_cents / 100.0 as price_per_hour, b.requester_id, p.name as requester_name, b.local_date::text as local_date,
    b.start_minute, b.duration_minutes, b.price_cents, b.starts_at, b.ends_at, b.note, b.status,
    b.owner_note, b.created_at, b.updated_at, b.free_cancel_until, b.cancelled_late,
    case when b.status = 'pending'
      then exists (${freeUnitsSql('b.court_id', 'b.starts_at', 'b.ends_at')})
    end as fits_if_accepted,
    case when cu.id is not null
      then json_build_object('id', cu.id, 'position', cu.position, 'name', cu.name)
    end as unit,
    r.id as review_id, r.stars as review_stars, r.comment as review_comment,
    r.created_at as review_created_at, ns.marked_at as no_show_marked_at,
    ns.reply as no_show_reply, ns.replied_at as no_show_replied_at,
    ns.removed_at is not null as no_show_removed, b.series_id,
    (b.local_date - bs.first_date) / 7 + 1 as series_week, bs.weeks as series_weeks`;
const FROM = `
  from bookings b
  join courts c on c.id = b.court_id
  join profiles p on p.id = b.requester_id
  left join court_reviews r on r.booking_id = b.id
  left join no_shows ns on ns.booking_id = b.id
  left join court_units cu on cu.id = b.unit_id
  left join booking_series bs on bs.id = b.series_id`;
const SELECT = `select ${COLUMNS} ${FROM}`;

const iso = (value: Date) => new Date(value).toISOString();

function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    court: {
      id: row.court_id,
      name: row.court_name,
      nameEn: row.court_name_en,
      address: row.court_address,
      postcode: row.court_postcode,
      district: row.court_district,
      ownerId: row.owner_id,
      pricePerHour: Number(row.price_per_hour),
      currency: 'EUR',
    },
    requester: { id: row.requester_id, name: row.requester_name },
    date: row.local_date,
    startTime: timeOfMinutes(row.start_minute),
    endTime: timeOfMinutes(row.start_minute + row.duration_minutes),
    durationHours: row.duration_minutes / 60,
    totalPrice: row.price_cents / 100,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    note: row.note,
    status: row.status,
    ownerNote: row.owner_note,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    freeCancelUntil: iso(row.free_cancel_until),
    cancelledLate: row.cancelled_late,
    fitsIfAccepted: row.fits_if_accepted,
    unit: row.unit,
    review:
      row.review_id && row.review_stars !== null && row.review_created_at
        ? {
            id: row.review_id,
            stars: row.review_stars,
            comment: row.review_comment,
            createdAt: iso(row.review_created_at),
          }
        : null,
    noShow:
      row.no_show_marked_at && !row.no_show_removed
        ? {
            markedAt: iso(row.no_show_marked_at),
            reply: row.no_show_reply,
            repliedAt: row.no_show_replied_at && iso(row.no_show_replied_at),
          }
        : null,
    noShowRemoved: row.no_show_removed,
    series:
      row.series_id && row.series_week !== null && row.series_weeks !== null
        ? { id: row.series_id, week: Number(row.series_week), weeks: Number(row.series_weeks) }
        : null,
  };
}

export interface NewBooking {
  courtId: string;
  requesterId: string;
  date: string;
  startMinute: number;
  durationMinutes: number;
  /** What the request costs (bookingPrice), in cents. */
  priceCents: number;
  startsAt: Date;
  endsAt: Date;
  note: string | null;
  /** Accepted at once (an instant booking) on this unit; else pending, on none yet. */
  unitId: string | null;
  /** A date of a season (booking_series). */
  seriesId?: string;
}

/** Stores a request; its free_cancel_until comes from the court's window now, by a trigger. */
export async function insertBooking(db: Queryable, b: NewBooking, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
       price_cents, starts_at, ends_at, note, created_at, updated_at, unit_id, status, series_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11,
       case when $11::uuid is null then 'pending' else 'accepted' end, $12) returning id`,
    [
      b.courtId,
      b.requesterId,
      b.date,
      b.startMinute,
      b.durationMinutes,
      b.priceCents,
      b.startsAt,
      b.endsAt,
      b.note,
      now,
      b.unitId,
      b.seriesId ?? null,
    ],
  );
  if (!row) throw new Error('booking insert returned no row');
  return row.id;
}

/** The booking; `lock` holds its row until the transaction ends. */
export async function findBooking(
  db: Queryable,
  id: string,
  lock = false,
): Promise<Booking | undefined> {
  const [row] = await db.query<BookingRow>(
    `${SELECT} where b.id = $1${lock ? ' for update of b' : ''}`,
    [id],
  );
  return row && toBooking(row);
}

/**
 * Writes the new status: accepting puts the booking on `unitId`; `late` marks a cancellation
 * after the free cancellation ended.
 */
export async function setStatus(
  db: Queryable,
  id: string,
  status: BookingStatus,
  ownerNote: string | null,
  now: Date,
  change: { unitId?: string | undefined; late?: boolean } = {},
): Promise<void> {
  await db.query(
    `update bookings set status = $2, owner_note = coalesce($3, owner_note), updated_at = $4,
       unit_id = coalesce($5, unit_id), cancelled_late = $6
     where id = $1`,
    [id, status, ownerNote, now, change.unitId ?? null, change.late ?? false],
  );
}

/**
 * Locks the court row: the bookings accepted for one court take turns choosing a unit, so two
 * never pick the same one (the exclusion constraint would refuse the second anyway).
 */
export async function lockCourt(db: Queryable, courtId: string) {
  const [row] = await db.query<{ id: string }>('select id from courts where id = $1 for update', [
    courtId,
  ]);
  return row;
}

/**
 * SQL for the units of `court` that no accepted booking holds and no closure closes for any
 * moment of the span.
 */
export function freeUnitsSql(court: string, start: string, end: string): string {
  return `select fu.id from court_units fu
     where fu.court_id = ${court}
       and not exists (
         select 1 from bookings o
         where o.unit_id = fu.id and o.status = 'accepted'
           and o.starts_at < ${end} and o.ends_at > ${start})
       and not ${unitClosedSql('fu.court_id', 'fu.id', start, end)}`;
}

/** SQL for the first unit (by its number) of `court` free for the whole span, or null. */
export const firstFreeUnitSql = (court: string, start: string, end: string) =>
  `(${freeUnitsSql(court, start, end)} order by fu.position limit 1)`;

/**
 * The first unit (by its number) free for the whole span, or `unitId` when given and free;
 * null when there is none.
 */
export async function freeUnit(
  db: Queryable,
  courtId: string,
  startsAt: Date,
  endsAt: Date,
  unitId?: string,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `${freeUnitsSql('$1::uuid', '$2::timestamptz', '$3::timestamptz')}
       and ($4::uuid is null or fu.id = $4)
     order by fu.position limit 1`,
    [courtId, startsAt, endsAt, unitId ?? null],
  );
  return row?.id ?? null;
}

/** Whether `unitId` is one of the court's units. */
export async function isUnitOf(db: Queryable, courtId: string, unitId: string) {
  const rows = await db.query('select 1 from court_units where id = $1 and court_id = $2', [
    unitId,
    courtId,
  ]);
  return rows.length > 0;
}

/** Whether a closure closes unit `unitId` of the court at any moment of the span. */
export async function isUnitClosed(
  db: Queryable,
  courtId: string,
  unitId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const [row] = await db.query<{ closed: boolean }>(
    `select ${unitClosedSql('$1::uuid', '$2::uuid', '$3::timestamptz', '$4::timestamptz')} as closed`,
    [courtId, unitId, startsAt, endsAt],
  );
  return Boolean(row?.closed);
}

/** Puts an accepted booking on another unit; the exclusion constraint refuses an overlap. */
export async function moveToUnit(db: Queryable, id: string, unitId: string): Promise<void> {
  await db.query('update bookings set unit_id = $2 where id = $1', [id, unitId]);
}

/** Whether the requester already holds a pending or accepted request overlapping the span. */
export async function hasOverlappingRequest(
  db: Queryable,
  requesterId: string,
  courtId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from bookings
     where requester_id = $1 and court_id = $2 and status in ('pending', 'accepted')
       and starts_at < $4 and ends_at > $3
     limit 1`,
    [requesterId, courtId, startsAt, endsAt],
  );
  return rows.length > 0;
}

/** Whether pending or accepted bookings of the court are still to come. */
export async function hasActiveBookings(db: Queryable, courtId: string, now: Date) {
  const rows = await db.query(
    `select 1 from bookings where court_id = $1 and status in ('pending', 'accepted')
       and ends_at > $2 limit 1`,
    [courtId, now],
  );
  return rows.length > 0;
}

export interface BookingFilter {
  requesterId?: string;
  ownerId?: string;
  courtId?: string;
  status?: BookingStatus;
  cursor?: Cursor | undefined;
}

/**
 * One page of booking requests, newest first; for the owner (without a status filter) the
 * pending ones first, since they wait for an answer.
 */
export async function listBookings(db: Queryable, filter: BookingFilter): Promise<BookingsPage> {
  const params = new SqlParams();
  const where: string[] = [];
  if (filter.requesterId) where.push(`b.requester_id = ${params.add(filter.requesterId)}`);
  if (filter.ownerId) where.push(`c.owner_id = ${params.add(filter.ownerId)}`);
  if (filter.courtId) where.push(`b.court_id = ${params.add(filter.courtId)}`);
  if (filter.status) where.push(`b.status = ${params.add(filter.status)}`);
  const countWhere = where.join(' and ');
  const countParams = [...params.values];
  const rank =
    filter.ownerId && !filter.status
      ? "(case when b.status = 'pending' then 1 else 0 end)"
      : '0::int'; // an expression: a bare 0 in ORDER BY would name a column
  const after = filter.cursor;
  if (after) {
    const afterRank = Math.floor(after[0] / BOOKING_CURSOR_RANK);
    const afterTime = new Date(after[0] % BOOKING_CURSOR_RANK);
    where.push(
      `(${rank}, b.created_at, b.id) < (${params.add(afterRank)}::int, ${params.add(afterTime)}::timestamptz, ${params.add(after[1])}::uuid)`,
    );
  }
  const [rows, [count]] = await Promise.all([
    db.query<BookingRow & { rank: number }>(
      `select ${COLUMNS}, ${rank} as rank ${FROM}
       where ${where.join(' and ')}
       order by ${rank} desc, b.created_at desc, b.id desc limit ${PAGE_SIZE + 1}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from bookings b join courts c on c.id = b.court_id
       where ${countWhere}`,
      countParams,
    ),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toBooking),
    total: count?.total ?? 0,
    nextCursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor(
            Number(last.rank) * BOOKING_CURSOR_RANK + new Date(last.created_at).getTime(),
            last.id,
          )
        : null,
  };
}

/**
 * Accepted bookings still to come that hold no court unit: the move to units (migration 0041)
 * found no unit free for them, so the court was overbooked before; their owners resolve them.
 */
export async function unplacedBookingIds(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from bookings
     where status = 'accepted' and unit_id is null and ends_at > $1
     order by starts_at, id`,
    [now],
  );
  return rows.map((row) => row.id);
}
