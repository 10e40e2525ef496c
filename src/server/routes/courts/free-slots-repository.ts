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
  }>(
    `select local_date::text as date, start_minute, duration_minutes, status from bookings
     where court_id = $1 and local_date between $2 and $3 and status in ('pending', 'accepted')`,
    [courtId, from, to],
  );
  return rows.map((r) => ({
    date: r.date,
    startMinute: r.start_minute,
    durationMinutes: r.duration_minutes,
    status: r.status,
  }));
}
