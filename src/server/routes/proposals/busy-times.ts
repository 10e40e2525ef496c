import { PROPOSAL_MIN_MINUTES } from '#contract/proposals';
import { minutesOf, sofiaDate, sofiaTime } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import type { Moment } from './shared-moments';

/** Where a player is already expected: a Sofia date and minutes of that day, and the game's id. */
export type BusySpan = Moment & { gameId?: string };

/**
 * What each of `userIds` already has between `from` and `to`: games they hold a spot in or are
 * invited to (not called off), and court bookings they asked for that stand (pending or
 * accepted), as spans of Sofia's days.
 */
export async function busySpans(
  db: Queryable,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, BusySpan[]>> {
  const busy = new Map<string, BusySpan[]>();
  if (userIds.length === 0) return busy;
  const rows = await db.query<{
    user_id: string;
    game_id: string | null;
    starts_at: Date;
    ends_at: Date;
  }>(
    `select x.player_id as user_id, o.id as game_id, o.starts_at, o.ends_at
     from open_match_players x join open_matches o on o.id = x.open_match_id
     where x.player_id = any($1::uuid[]) and x.status in ('joined', 'invited')
       and o.cancelled_at is null and o.starts_at < $3 and o.ends_at > $2
     union all
     select b.requester_id, null, b.starts_at, b.ends_at from bookings b
     where b.requester_id = any($1::uuid[]) and b.status in ('pending', 'accepted')
       and b.starts_at < $3 and b.ends_at > $2`,
    [userIds, from, to],
  );
  for (const row of rows) {
    const starts = new Date(row.starts_at);
    const ends = new Date(row.ends_at);
    const date = sofiaDate(starts);
    // A span past midnight holds the rest of its first day (windows end by midnight).
    const end = sofiaDate(ends) === date ? minutesOf(sofiaTime(ends)) : 24 * 60;
    const spans = busy.get(row.user_id) ?? [];
    spans.push({
      date,
      start: minutesOf(sofiaTime(starts)),
      end,
      ...(row.game_id ? { gameId: row.game_id } : {}),
    });
    busy.set(row.user_id, spans);
  }
  return busy;
}

/**
 * The parts of `moments` (in order) that none of `busy` covers, each kept when still at least
 * PROPOSAL_MIN_MINUTES long.
 */
export function freeParts(moments: readonly Moment[], busy: readonly BusySpan[]): Moment[] {
  const free: Moment[] = [];
  for (const moment of moments) {
    let parts = [moment];
    for (const span of busy) {
      if (span.date !== moment.date) continue;
      parts = parts.flatMap((part) =>
        span.end <= part.start || span.start >= part.end
          ? [part]
          : [
              { ...part, end: span.start },
              { ...part, start: span.end },
            ].filter((piece) => piece.end - piece.start > 0),
      );
    }
    free.push(...parts.filter((part) => part.end - part.start >= PROPOSAL_MIN_MINUTES));
  }
  return free;
}
