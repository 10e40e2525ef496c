import type { CalendarBooking, CalendarDay, CourtCalendar } from '#contract/court-calendar';
import type { BookingUnit } from '#contract/court-units';
import type { Court } from '#contract/courts';
import { dayHours } from '#contract/free-slots';
import { addDays, timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { closureOccurrences } from '../court-closures/court-closures-repository';
import { firstFreeUnitSql } from './bookings-repository';

const unitJson = (alias: string) => `case when ${alias}.id is not null
  then json_build_object('id', ${alias}.id, 'position', ${alias}.position, 'name', ${alias}.name)
end`;

interface Row {
  id: string;
  status: CalendarBooking['status'];
  requester_id: string;
  requester_name: string;
  local_date: string;
  start_minute: number;
  duration_minutes: number;
  starts_at: Date;
  ends_at: Date;
  note: string | null;
  unit: BookingUnit | null;
  proposed_unit: BookingUnit | null;
}

/**
 * The court's accepted bookings and pending requests on the Sofia dates `from`–`to`, by start;
 * a pending one with the unit accepting it now would take. A booking lies within its date (it
 * ends by midnight), so its date alone places it, whatever the clocks do that day.
 */
async function calendarBookings(db: Queryable, courtId: string, from: string, to: string) {
  const rows = await db.query<Row>(
    `select b.id, b.status, b.requester_id, p.name as requester_name,
       b.local_date::text as local_date, b.start_minute, b.duration_minutes, b.starts_at,
       b.ends_at, b.note, ${unitJson('cu')} as unit,
       case when b.status = 'pending' then (
         select ${unitJson('pu')} from court_units pu
         where pu.id = ${firstFreeUnitSql('b.court_id', 'b.starts_at', 'b.ends_at')})
       end as proposed_unit
     from bookings b
     join profiles p on p.id = b.requester_id
     left join court_units cu on cu.id = b.unit_id
     where b.court_id = $1 and b.status in ('accepted', 'pending')
       and b.local_date between $2::date and $3::date
     order by b.starts_at, cu.position, b.created_at, b.id`,
    [courtId, from, to],
  );
  return rows.map(
    (row): CalendarBooking => ({
      id: row.id,
      status: row.status,
      requester: { id: row.requester_id, name: row.requester_name },
      date: row.local_date,
      startTime: timeOfMinutes(row.start_minute),
      endTime: timeOfMinutes(row.start_minute + row.duration_minutes),
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      note: row.note,
      unit: row.unit,
      fitsIfAccepted: row.status === 'pending' ? row.proposed_unit !== null : null,
      proposedUnit: row.proposed_unit,
    }),
  );
}

async function courtUnits(db: Queryable, courtId: string): Promise<BookingUnit[]> {
  return db.query<BookingUnit>(
    'select id, position, name from court_units where court_id = $1 order by position',
    [courtId],
  );
}

/** Each date's opening hours, as the court lists them for its weekday. */
function openingDays(court: Court, from: string, days: number): CalendarDay[] {
  return Array.from({ length: days }, (_, n) => {
    const date = addDays(from, n);
    const hours = dayHours(court.openingHours, date);
    return hours
      ? { date, open: timeOfMinutes(hours.open), close: timeOfMinutes(hours.close) }
      : { date, open: null, close: null };
  });
}

/** The owner's calendar of `court` for `days` days from `from`. */
export async function courtCalendar(
  db: Queryable,
  court: Court,
  from: string,
  days: number,
): Promise<CourtCalendar> {
  const to = addDays(from, days - 1);
  const [units, bookings, closures] = await Promise.all([
    courtUnits(db, court.id),
    calendarBookings(db, court.id, from, to),
    closureOccurrences(db, court.id, from, to),
  ]);
  return {
    court: { id: court.id, name: court.name, nameEn: court.nameEn },
    units,
    dates: openingDays(court, from, days),
    bookings,
    closures,
  };
}
