import type { BookedSpan } from '#contract/free-slots';
import type { Queryable } from '#server/db/db';

/** The court's pending and accepted bookings from `from` to `to` (dates in Sofia). */
export async function bookedSpans(
  db: Queryable,
  courtId: string,
  from: string,
  to: string,
): Promise<BookedSpan[]> {
  const rows = await db.query<{
    date: string;
    start_minute: number;
    duration_minutes: number;
    status: 'pending' | 'accepted';
    unit: number | null;
  }>(
    `select b.local_date::text as date, b.start_minute, b.duration_minutes, b.status,
       cu.position as unit
     from bookings b left join court_units cu on cu.id = b.unit_id
     where b.court_id = $1 and b.local_date between $2 and $3
       and b.status in ('pending', 'accepted')`,
    [courtId, from, to],
  );
  return rows.map((r) => ({
    date: r.date,
    startMinute: r.start_minute,
    durationMinutes: r.duration_minutes,
    status: r.status,
    unit: r.unit,
  }));
}
