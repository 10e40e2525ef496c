import type { PlayerNoShow } from '#contract/no-shows';
import type { Queryable } from '#server/db/db';

const iso = (value: Date) => new Date(value).toISOString();

/** The booking's mark, standing or removed, locked until the transaction ends. */
export async function lockNoShow(db: Queryable, bookingId: string) {
  const [row] = await db.query<{ reply: string | null; removed_at: Date | null }>(
    'select reply, removed_at from no_shows where booking_id = $1 for update',
    [bookingId],
  );
  return row;
}

export async function insertNoShow(db: Queryable, bookingId: string, playerId: string, now: Date) {
  await db.query('insert into no_shows (booking_id, player_id, marked_at) values ($1, $2, $3)', [
    bookingId,
    playerId,
    now,
  ]);
}

export async function setReply(db: Queryable, bookingId: string, reply: string, now: Date) {
  await db.query('update no_shows set reply = $2, replied_at = $3 where booking_id = $1', [
    bookingId,
    reply,
    now,
  ]);
}

/** Removes a standing mark; false when there was none. */
export async function removeNoShow(db: Queryable, bookingId: string, adminId: string, now: Date) {
  const rows = await db.query(
    `update no_shows set removed_at = $3, removed_by = $2
     where booking_id = $1 and removed_at is null returning booking_id`,
    [bookingId, adminId, now],
  );
  return rows.length > 0;
}

/**
 * The player's events (accepted bookings that have ended, confirmed match results, open matches
 * they left less than six hours before the start, accepted bookings cancelled after the court's
 * free cancellation), their standing no-show marks and those two kinds of late cancellation.
 */
export async function showUpCounts(db: Queryable, playerId: string, now: Date) {
  const [row] = await db.query<{
    events: number;
    no_shows: number;
    late: number;
    late_bookings: number;
  }>(
    `select
       (select count(*) from bookings
        where requester_id = $1 and status = 'accepted' and ends_at <= $2)::int
       + (select count(*) from matches
          where reporter_id = $1 and status = 'confirmed')::int
       + (select count(*) from matches
          where opponent_id = $1 and status = 'confirmed')::int
       + (select count(*) from open_match_players where player_id = $1 and left_late)::int
       + (select count(*) from bookings where requester_id = $1 and cancelled_late)::int
         as events,
       (select count(*) from no_shows where player_id = $1 and removed_at is null)::int
         as no_shows,
       (select count(*) from open_match_players where player_id = $1 and left_late)::int as late,
       (select count(*) from bookings where requester_id = $1 and cancelled_late)::int
         as late_bookings`,
    [playerId, now],
  );
  return {
    events: row?.events ?? 0,
    noShows: row?.no_shows ?? 0,
    late: row?.late ?? 0,
    lateBookings: row?.late_bookings ?? 0,
  };
}

/**
 * `showUpCounts` of each of `playerIds` in one statement (a page of proposals reads a few dozen
 * players' records at once), by player id.
 */
export async function showUpCountsOf(db: Queryable, playerIds: readonly string[], now: Date) {
  if (playerIds.length === 0) return new Map<string, Awaited<ReturnType<typeof showUpCounts>>>();
  const rows = await db.query<{
    id: string;
    events: number;
    no_shows: number;
    late: number;
    late_bookings: number;
  }>(
    `select o.id, c.ended + c.as_reporter + c.as_opponent + c.late + c.late_bookings as events,
       c.no_shows, c.late, c.late_bookings
     from unnest($1::uuid[]) as o (id)
     cross join lateral (select
       (select count(*) from bookings
        where requester_id = o.id and status = 'accepted' and ends_at <= $2)::int as ended,
       (select count(*) from matches where reporter_id = o.id and status = 'confirmed')::int
         as as_reporter,
       (select count(*) from matches where opponent_id = o.id and status = 'confirmed')::int
         as as_opponent,
       (select count(*) from no_shows where player_id = o.id and removed_at is null)::int
         as no_shows,
       (select count(*) from open_match_players where player_id = o.id and left_late)::int
         as late,
       (select count(*) from bookings where requester_id = o.id and cancelled_late)::int
         as late_bookings) c`,
    [playerIds, now],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        events: row.events,
        noShows: row.no_shows,
        late: row.late,
        lateBookings: row.late_bookings,
      },
    ]),
  );
}

/** The player's standing marks, newest first. */
export async function listNoShows(db: Queryable, playerId: string): Promise<PlayerNoShow[]> {
  const rows = await db.query<{
    booking_id: string;
    court_id: string;
    court_name: string;
    court_name_en: string | null;
    local_date: string;
    marked_at: Date;
    reply: string | null;
    replied_at: Date | null;
  }>(
    `select ns.booking_id, c.id as court_id, c.name as court_name, c.name_en as court_name_en,
       b.local_date::text as local_date, ns.marked_at, ns.reply, ns.replied_at
     from no_shows ns
     join bookings b on b.id = ns.booking_id
     join courts c on c.id = b.court_id
     where ns.player_id = $1 and ns.removed_at is null
     order by ns.marked_at desc, ns.booking_id desc`,
    [playerId],
  );
  return rows.map((row) => ({
    bookingId: row.booking_id,
    court: { id: row.court_id, name: row.court_name, nameEn: row.court_name_en },
    date: row.local_date,
    markedAt: iso(row.marked_at),
    reply: row.reply,
    repliedAt: row.replied_at && iso(row.replied_at),
  }));
}
