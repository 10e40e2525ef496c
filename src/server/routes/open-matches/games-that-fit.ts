import { GAMES_THAT_FIT_PER_DAY, MAIL_CATEGORY_OF, PUSH_KIND_OF } from '#contract/notifications';
import { sofiaDate, sofiaInstant } from '#contract/sofia-time';
import type { Db, Queryable } from '#server/db/db';
import type { Clock } from '#server/lib/clock';
import { insertNotificationForMany } from '#server/notifications/notifications-repository';
import { NOTIFICATION_MAIL_JOB } from '#server/notifications/notify';
import {
  enqueueJob,
  WAKE_WORKERS_NOTICE,
  type WakeWorkers,
} from '#server/outbox/outbox-repository';
import type { JobHandler } from '#server/outbox/outbox-worker';
import { NOTIFICATION_PUSH_JOB } from '#server/push/push-jobs';
import { publishCommitted, type RealtimeEvent } from '#server/realtime/events';
import { VISIBLE } from '../players/players-repository';
import { gameFacts } from './open-match-notifications';

/** The outbox job that tells the players a posted game fits: one per game, due at once. */
export const GAMES_THAT_FIT_JOB = 'open_match_fits';

/** Fan-outs run one at a time, so that a player's count of the day is read as it stands. */
const FAN_OUT_LOCK = 727_039;

/** SQL: whether the schedule window `w` holds the game `g` whole, on its weekday. */
export const WINDOW_HOLDS_GAME_SQL = `w.weekday = extract(isodow from g.date)
  and w.start_minute <= g.start_minute and w.end_minute >= g.start_minute + g.duration_minutes`;

/**
 * SQL: whether the game `g` (open_matches) fits the player of `s` (player_schedules) and `p`
 * (profiles), but for their windows (WINDOW_HOLDS_GAME_SQL): they are not paused that day,
 * they play its format, it is at a place they named (its district, or its court), and its
 * welcome takes them (their level among its levels, or their rating points in its range);
 * they are a visible player, not its organiser, not blocked either way with the organiser, and
 * not already in it (or asked, invited, declined, removed). Used both ways: the players a game
 * fits, and the games that fit a player.
 */
export const GAME_FITS_SQL = `
  (s.paused_until is null or s.paused_until < g.date)
  and g.format = any(s.formats)
  and (g.district = any(s.districts) or g.court_id = any(s.court_ids))
  and (case when g.levels is not null then p.skill_level = any(g.levels)
       else p.rating_points between g.rating_min and g.rating_max end)
  and s.user_id <> g.organizer_id
  and not exists (select 1 from blocks b
    where (b.blocker_id = s.user_id and b.blocked_id = g.organizer_id)
       or (b.blocker_id = g.organizer_id and b.blocked_id = s.user_id))
  and not exists (select 1 from open_match_players x
    where x.open_match_id = g.id and x.player_id = s.user_id)`;

/** Queues the fan-out of a game just posted, in the posting's transaction. */
export async function queueGamesThatFit(
  tx: Queryable,
  gameId: string,
  now: Date,
  wake: WakeWorkers,
): Promise<void> {
  // Before any mails due: a busy evening's thousands of mails must not hold up the next game's
  // players hearing of it.
  await enqueueJob(
    tx,
    { kind: GAMES_THAT_FIT_JOB, payload: { gameId }, dueAt: now, priority: 1 },
    now,
    wake,
  );
}

/**
 * The players a game fits who asked to hear of such games (`games_that_fit`), with how many
 * they were told of one by one today (from `dayStart`), in one statement: found from the
 * windows that hold the game (an index's range), a player's windows of a day never overlapping.
 */
async function playersToTell(tx: Queryable, gameId: string, dayStart: Date) {
  return tx.query<{ user_id: string; told: number }>(
    `select s.user_id,
       (select count(*)::int from notifications n
        where n.recipient_id = s.user_id and n.kind = 'open_match_fits'
          and n.created_at >= $2) as told
     from open_matches g
     join schedule_windows w on ${WINDOW_HOLDS_GAME_SQL}
     join player_schedules s on s.user_id = w.user_id
     join profiles p on p.id = s.user_id
     where g.id = $1 and s.games_that_fit and ${GAME_FITS_SQL} and ${VISIBLE}`,
    [gameId, dayStart],
  );
}

const deliveries = (kind: 'open_match_fits' | 'open_match_fits_more') => ({
  mail: { job: NOTIFICATION_MAIL_JOB, category: MAIL_CATEGORY_OF[kind] },
  push: { job: NOTIFICATION_PUSH_JOB, kind: PUSH_KIND_OF[kind] },
});
const SILENT = { mail: { job: '', category: null }, push: { job: '', kind: null } };

/**
 * Tells every player a posted game fits, once: the first GAMES_THAT_FIT_PER_DAY of a day one by
 * one (in the app, and by mail and push as they chose); the rest of that day in one
 * notification of how many, which each later one replaces with its count raised (mailed and
 * pushed only the first time). Nothing for a game called off, begun or full by then.
 */
export async function tellGameFits(db: Db, gameId: string, now: Date): Promise<number> {
  const events: RealtimeEvent[] = [];
  let jobs = 0;
  const told = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [FAN_OUT_LOCK]);
    const [game] = await tx.query<{ id: string }>(
      `select id from open_matches
       where id = $1 and cancelled_at is null and starts_at > $2 and players_count < spots`,
      [gameId, now],
    );
    if (!game) return 0;
    const { facts, organizerId } = await gameFacts(tx, gameId);
    const today = sofiaDate(now);
    const players = await playersToTell(tx, gameId, sofiaInstant(today, '00:00'));
    const oneByOne = players.filter((p) => p.told < GAMES_THAT_FIT_PER_DAY).map((p) => p.user_id);
    const grouped = players.filter((p) => p.told >= GAMES_THAT_FIT_PER_DAY).map((p) => p.user_id);

    const single = await insertNotificationForMany(
      tx,
      oneByOne,
      { kind: 'open_match_fits', actorId: organizerId, subjectId: gameId, data: facts },
      deliveries('open_match_fits'),
      now,
    );
    jobs += single.jobs;
    const stored = [...single.stored];

    // The day's grouped notification is written anew with its count, so that it comes first in
    // the bell again; only the first of the day is mailed and pushed.
    const earlier = await tx.query<{ recipient_id: string; count: number }>(
      `delete from notifications
       where kind = 'open_match_fits_more' and recipient_id = any($1::uuid[])
         and data ->> 'date' = $2
       returning recipient_id, (data ->> 'count')::int as count`,
      [grouped, today],
    );
    const counts = new Map(earlier.map((row) => [row.recipient_id, row.count]));
    const byCount = new Map<number, string[]>();
    for (const id of grouped) {
      const count = (counts.get(id) ?? 0) + 1;
      byCount.set(count, [...(byCount.get(count) ?? []), id]);
    }
    for (const [count, recipients] of byCount) {
      const more = await insertNotificationForMany(
        tx,
        recipients,
        {
          kind: 'open_match_fits_more',
          actorId: null,
          subjectId: gameId,
          data: { date: today, count },
        },
        count === 1 ? deliveries('open_match_fits_more') : SILENT,
        now,
      );
      jobs += more.jobs;
      stored.push(...more.stored);
    }
    for (const { recipientId, notification } of stored) {
      events.push({
        kind: 'notification',
        notification,
        userIds: [recipientId],
      });
    }
    return stored.length;
  });
  await publishCommitted(db, events, jobs > 0 ? [WAKE_WORKERS_NOTICE] : []);
  return told;
}

/** The outbox's fan-out job of a posted game. */
export function gamesThatFitDeliveries(deps: { db: Db; clock: Clock }): Record<string, JobHandler> {
  return {
    async [GAMES_THAT_FIT_JOB](payload) {
      const told = await tellGameFits(deps.db, String(payload.gameId), deps.clock.now());
      return told > 0 ? 'sent' : 'skipped';
    },
  };
}

/** How many games that fit a player's week their page and Monday mail show. */
export const GAMES_THAT_FIT_SHOWN = 10;

/**
 * The games with a spot left in the next `days` days that fit the player's week (their windows,
 * level, formats and places, as a posted game is told to them), soonest first.
 */
export async function gamesThatFitPlayer(
  db: Queryable,
  userId: string,
  now: Date,
  days: number,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select g.id from player_schedules s
     join profiles p on p.id = s.user_id
     join open_matches g on g.cancelled_at is null and g.players_count < g.spots
       and g.starts_at > $2 and g.starts_at < $3
     where s.user_id = $1 and ${GAME_FITS_SQL}
       and exists (select 1 from schedule_windows w
         where w.user_id = s.user_id and ${WINDOW_HOLDS_GAME_SQL})
     order by g.starts_at, g.id limit $4`,
    [userId, now, new Date(now.getTime() + days * 86_400_000), GAMES_THAT_FIT_SHOWN],
  );
  return rows.map((row) => row.id);
}
