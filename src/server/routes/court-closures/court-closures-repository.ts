import type { CalendarClosure } from '#contract/court-calendar';
import type { ClosureFields, CourtClosure, OverlappedBooking } from '#contract/court-closures';
import { WEEKDAYS } from '#contract/enum-values';
import type { ClosedSpan } from '#contract/free-slots';
import { minutesOf, timeOfMinutes, weekdayOf } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { closureCoversSql } from './closure-sql';

/** A closure as the table keeps it: once is a weekly closure of a single date. */
export interface ClosureRow {
  unitId: string | null;
  /** ISO weekday, 1 (Monday) … 7. */
  weekday: number;
  fromDate: string;
  untilDate: string | null;
  startMinute: number;
  endMinute: number;
}

export function closureRow(fields: ClosureFields): ClosureRow {
  const startMinute = minutesOf(fields.startTime);
  const endMinute = minutesOf(fields.endTime);
  if (fields.kind === 'once') {
    const weekday = WEEKDAYS.indexOf(weekdayOf(fields.date)) + 1;
    const date = fields.date;
    return {
      unitId: fields.unitId,
      weekday,
      fromDate: date,
      untilDate: date,
      startMinute,
      endMinute,
    };
  }
  return {
    unitId: fields.unitId,
    weekday: WEEKDAYS.indexOf(fields.weekday) + 1,
    fromDate: fields.fromDate,
    untilDate: fields.untilDate,
    startMinute,
    endMinute,
  };
}

/** The unit `cu` (court_units) as a booking shows it, or null. */
const UNIT_JSON = `case when cu.id is not null
  then json_build_object('id', cu.id, 'position', cu.position, 'name', cu.name)
end`;

const COLUMNS = `c.id, c.kind, c.reason, c.weekday, c.from_date::text as from_date,
  c.until_date::text as until_date, c.start_minute, c.end_minute, c.created_at,
  ${UNIT_JSON} as unit`;

interface Row {
  id: string;
  kind: CourtClosure['kind'];
  reason: string;
  weekday: number;
  from_date: string;
  until_date: string | null;
  start_minute: number;
  end_minute: number;
  created_at: Date;
  unit: CourtClosure['unit'];
}

function toClosure(row: Row): CourtClosure {
  const once = row.kind === 'once';
  return {
    id: row.id,
    unit: row.unit,
    kind: row.kind,
    reason: row.reason,
    date: once ? row.from_date : null,
    weekday: once ? null : (WEEKDAYS[row.weekday - 1] ?? null),
    fromDate: once ? null : row.from_date,
    untilDate: once ? null : row.until_date,
    startTime: timeOfMinutes(row.start_minute),
    endTime: timeOfMinutes(row.end_minute),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The court's closures that still apply on `today` or later, by date, then time. */
export async function listClosures(
  db: Queryable,
  courtId: string,
  today: string,
): Promise<CourtClosure[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from court_closures c
     left join court_units cu on cu.id = c.unit_id
     where c.court_id = $1 and (c.until_date is null or c.until_date >= $2)
     order by c.from_date, c.weekday, c.start_minute, c.id`,
    [courtId, today],
  );
  return rows.map(toClosure);
}

/** Every closure of the courts, past ones too (an owner's data export), by court. */
export async function closuresByCourt(
  db: Queryable,
  courtIds: string[],
): Promise<Map<string, CourtClosure[]>> {
  const rows = await db.query<Row & { court_id: string }>(
    `select c.court_id, ${COLUMNS} from court_closures c
     left join court_units cu on cu.id = c.unit_id
     where c.court_id = any($1::uuid[])
     order by c.from_date, c.weekday, c.start_minute, c.id`,
    [courtIds],
  );
  const byCourt = new Map<string, CourtClosure[]>();
  for (const row of rows) {
    const list = byCourt.get(row.court_id) ?? [];
    list.push(toClosure(row));
    byCourt.set(row.court_id, list);
  }
  return byCourt;
}

export async function insertClosure(
  db: Queryable,
  courtId: string,
  fields: ClosureFields,
  now: Date,
): Promise<CourtClosure> {
  const c = closureRow(fields);
  const [row] = await db.query<Row>(
    `with c as (
       insert into court_closures (court_id, unit_id, kind, reason, weekday, from_date, until_date,
         start_minute, end_minute, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *)
     select ${COLUMNS} from c left join court_units cu on cu.id = c.unit_id`,
    [
      courtId,
      c.unitId,
      fields.kind,
      fields.reason,
      c.weekday,
      c.fromDate,
      c.untilDate,
      c.startMinute,
      c.endMinute,
      now,
    ],
  );
  if (!row) throw new Error('closure insert returned no row');
  return toClosure(row);
}

/** Removes the court's closure; false when the court has no such closure. */
export async function deleteClosure(db: Queryable, courtId: string, closureId: string) {
  const rows = await db.query(
    'delete from court_closures where id = $1 and court_id = $2 returning id',
    [closureId, courtId],
  );
  return rows.length > 0;
}

/**
 * The accepted bookings not yet over that the closure would cover: on its unit (or any, for
 * the whole court) at a closed time. Those holding no unit count only for the whole court.
 */
export async function overlappedBookings(
  db: Queryable,
  courtId: string,
  closure: ClosureRow,
  now: Date,
): Promise<OverlappedBooking[]> {
  const rows = await db.query<{
    id: string;
    date: string;
    start_minute: number;
    duration_minutes: number;
    player_name: string;
    unit: OverlappedBooking['unit'];
  }>(
    `with c as (
       select $2::uuid as unit_id, $3::int as weekday, $4::date as from_date,
         $5::date as until_date, $6::int as start_minute, $7::int as end_minute)
     select b.id, b.local_date::text as date, b.start_minute, b.duration_minutes,
       p.name as player_name,
       ${UNIT_JSON} as unit
     from c, bookings b
     join profiles p on p.id = b.requester_id
     left join court_units cu on cu.id = b.unit_id
     where b.court_id = $1 and b.status = 'accepted' and b.ends_at > $8
       and (c.unit_id is null or b.unit_id = c.unit_id)
       and ${closureCoversSql('c', 'b.starts_at', 'b.ends_at')}
     order by b.starts_at, b.id`,
    [
      courtId,
      closure.unitId,
      closure.weekday,
      closure.fromDate,
      closure.untilDate,
      closure.startMinute,
      closure.endMinute,
      now,
    ],
  );
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    startTime: timeOfMinutes(row.start_minute),
    endTime: timeOfMinutes(row.start_minute + row.duration_minutes),
    playerName: row.player_name,
    unit: row.unit,
  }));
}

/**
 * Each time one of the court's closures closes on a date from `from` to `to` (Sofia's
 * calendar days: a weekly closure occurs on each of its weekdays), by date, then time.
 */
export async function closureOccurrences(
  db: Queryable,
  courtId: string,
  from: string,
  to: string,
): Promise<CalendarClosure[]> {
  const rows = await db.query<{
    id: string;
    date: string;
    start_minute: number;
    end_minute: number;
    reason: string;
    unit: CalendarClosure['unit'];
  }>(
    `select c.id, d::date::text as date, c.start_minute, c.end_minute, c.reason,
       ${UNIT_JSON} as unit
     from court_closures c
     cross join generate_series($2::date, $3::date, interval '1 day') d
     left join court_units cu on cu.id = c.unit_id
     where c.court_id = $1 and c.weekday = extract(isodow from d)
       and d::date >= c.from_date and (c.until_date is null or d::date <= c.until_date)
     order by d, c.start_minute, cu.position nulls first, c.id`,
    [courtId, from, to],
  );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: timeOfMinutes(r.start_minute),
    endTime: timeOfMinutes(r.end_minute),
    unit: r.unit,
    reason: r.reason,
  }));
}

/** The times the court's closures close, on each date from `from` to `to` (Sofia). */
export async function closedSpans(
  db: Queryable,
  courtId: string,
  from: string,
  to: string,
): Promise<ClosedSpan[]> {
  return (await closureOccurrences(db, courtId, from, to)).map((c) => ({
    date: c.date,
    startMinute: minutesOf(c.startTime),
    endMinute: minutesOf(c.endTime),
    unit: c.unit?.position ?? null,
  }));
}
