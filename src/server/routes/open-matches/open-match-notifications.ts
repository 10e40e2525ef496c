import type { BookingStatus } from '#contract/bookings';
import type { OpenMatchFacts, OpenMatchNotificationKind } from '#contract/notifications';
import type { OpenMatchFormat } from '#contract/open-matches';
import { timeOfMinutes } from '#contract/sofia-time';
import type { Db, Queryable } from '#server/db/db';
import type { Clock } from '#server/lib/clock';
import { notifyUser } from '#server/notifications/notify';
import { enqueueJob, type WakeWorkers } from '#server/outbox/outbox-repository';
import type { JobHandler } from '#server/outbox/outbox-worker';
import type { Announce } from '../conversations/group-conversations';
import { playerIdsOf } from './open-matches-repository';

/**
 * Who hears what of an open match (contract/notifications.ts), told in the transaction of the
 * change: the stored notifications and their queued mails and pushes commit with it.
 */

export const OPEN_MATCH_REMINDER_JOB = 'open_match_reminder';

interface FactsRow {
  organizer_id: string;
  date: string;
  start_minute: number;
  duration_minutes: number;
  format: OpenMatchFormat;
  district: OpenMatchFacts['district'];
  court_name: string | null;
  court_name_en: string | null;
}

/** The game's facts as its notifications carry them, and its organiser. */
export async function gameFacts(tx: Queryable, gameId: string) {
  const [row] = await tx.query<FactsRow>(
    `select m.organizer_id, to_char(m.date, 'YYYY-MM-DD') as date, m.start_minute,
       m.duration_minutes, m.format, m.district, c.name as court_name, c.name_en as court_name_en
     from open_matches m left join courts c on c.id = m.court_id where m.id = $1`,
    [gameId],
  );
  if (!row) throw new Error(`open match ${gameId} not found`);
  const facts: OpenMatchFacts = {
    date: row.date,
    startTime: timeOfMinutes(row.start_minute),
    endTime: timeOfMinutes(row.start_minute + row.duration_minutes),
    format: row.format,
    district: row.district,
    courtName: row.court_name,
    courtNameEn: row.court_name_en,
  };
  return { facts, organizerId: row.organizer_id };
}

/**
 * What a change's service sends once it committed: the live frames (`announce`) and the wake-up
 * of the outbox's workers for the mails and pushes it queued (`wake`).
 */
export interface AfterCommit {
  announce: Announce;
  wake: WakeWorkers;
}

interface Notice {
  kind: OpenMatchNotificationKind;
  gameId: string;
  actorId: string | null;
  data: OpenMatchFacts & { late?: boolean };
}

/** Tells each recipient once, in the given order, leaving out `except` (who acted). */
async function tell(
  tx: Queryable,
  recipients: string[],
  notice: Notice,
  now: Date,
  after: AfterCommit | undefined,
  except: (string | null)[] = [notice.actorId],
) {
  for (const recipientId of new Set(recipients)) {
    if (except.includes(recipientId)) continue;
    await notifyUser(
      tx,
      {
        recipientId,
        kind: notice.kind,
        actorId: notice.actorId,
        subjectId: notice.gameId,
        data: notice.data,
      },
      now,
      after?.announce,
      after?.wake,
    );
  }
}

/**
 * The notices of one game, for its service to send after a change to it (who holds a spot is
 * read then).
 */
export function openMatchNotices(
  tx: Queryable,
  gameId: string,
  now: Date,
  /** The service's: the bell's frames and the outbox's wake-up go out after the commit. */
  after?: AfterCommit,
) {
  /** The game's organiser, and a notice of it of `kind` by `actorId`. */
  async function game() {
    const { facts, organizerId } = await gameFacts(tx, gameId);
    const notice = (kind: OpenMatchNotificationKind, actorId: string): Notice => ({
      kind,
      gameId,
      actorId,
      data: facts,
    });
    return { organizerId, notice };
  }
  const players = () => playerIdsOf(tx, gameId);
  /**
   * Every player but the organiser hears of what the organiser did to the game, and so does
   * anyone invited to it: their answer depends on it.
   */
  async function fromOrganizer(kind: OpenMatchNotificationKind) {
    const { organizerId, notice } = await game();
    const told = await playerIdsOf(tx, gameId, { invited: true });
    await tell(tx, told, notice(kind, organizerId), now, after);
  }

  return {
    /** A player took a spot: the organiser hears; if it was the last, everyone in it does. */
    async joined(playerId: string, full: boolean) {
      const { organizerId, notice } = await game();
      if (full) await tell(tx, await players(), notice('open_match_full', playerId), now, after);
      else await tell(tx, [organizerId], notice('open_match_joined', playerId), now, after);
    },

    async asked(playerId: string) {
      const { organizerId, notice } = await game();
      await tell(tx, [organizerId], notice('open_match_asked', playerId), now, after);
    },

    /** The organiser hears; when it is late, so does everyone still in it. */
    async left(playerId: string, late: boolean) {
      const { organizerId, notice } = await game();
      const left = notice('open_match_left', playerId);
      const recipients = late ? [organizerId, ...(await players())] : [organizerId];
      await tell(tx, recipients, { ...left, data: { ...left.data, late } }, now, after);
    },

    cancelled: () => fromOrganizer('open_match_cancelled'),

    /** A new date, time, length, district or note: told with the game's new facts. */
    changed: () => fromOrganizer('open_match_changed'),

    /** The organiser answered an ask; an accepted one that filled the game tells the rest. */
    async answered(playerId: string, accepted: boolean, full: boolean) {
      const { organizerId, notice } = await game();
      const kind = accepted ? 'open_match_ask_accepted' : 'open_match_ask_declined';
      await tell(tx, [playerId], notice(kind, organizerId), now, after);
      if (full) {
        // The player let in took the last spot; they hear of it as their ask's acceptance.
        const last = notice('open_match_full', playerId);
        await tell(tx, await players(), last, now, after, [organizerId, playerId]);
      }
    },

    /** Each invitee hears of the organiser's invitation, in their own language. */
    async invited(playerIds: string[]) {
      const { organizerId, notice } = await game();
      await tell(tx, playerIds, notice('open_match_invited', organizerId), now, after);
    },

    /** An invitee said no: the organiser hears that the spot they held is free again. */
    async inviteDeclined(playerId: string) {
      const { organizerId, notice } = await game();
      await tell(tx, [organizerId], notice('open_match_invite_declined', playerId), now, after);
    },

    async removed(playerId: string) {
      const { organizerId, notice } = await game();
      await tell(tx, [playerId], notice('open_match_removed', organizerId), now, after);
    },
  };
}

/**
 * In the transaction that posts the game or moves its start: the reminder of its players, one
 * outbox job due `reminderMs` before the start (an instant, whatever Sofia's clock does
 * meanwhile); none when that time has already passed. The job carries the start it was made
 * for: once the game moves, the job of its old start finds another and sends nothing.
 */
export async function scheduleOpenMatchReminder(
  tx: Queryable,
  gameId: string,
  startsAt: Date,
  now: Date,
  reminderMs: number,
) {
  const dueAt = new Date(startsAt.getTime() - reminderMs);
  if (dueAt <= now) return;
  await enqueueJob(
    tx,
    {
      kind: OPEN_MATCH_REMINDER_JOB,
      payload: { gameId, startsAt: startsAt.toISOString() },
      dueAt,
    },
    now,
  );
}

/**
 * In the transaction that accepted or declined a booking: the players of the game it was sent
 * with hear the answer (its organiser, who sent it, hears it as `booking_*`).
 */
export async function notifyCourtAnswer(
  tx: Queryable,
  bookingId: string,
  status: BookingStatus,
  ownerId: string | null,
  now: Date,
) {
  if (status !== 'accepted' && status !== 'declined') return;
  const games = await tx.query<{ id: string; organizer_id: string }>(
    'select id, organizer_id from open_matches where booking_id = $1 and cancelled_at is null',
    [bookingId],
  );
  for (const game of games) {
    const { facts } = await gameFacts(tx, game.id);
    const kind = status === 'accepted' ? 'open_match_court_booked' : 'open_match_court_declined';
    await tell(
      tx,
      await playerIdsOf(tx, game.id),
      { kind, gameId: game.id, actorId: ownerId, data: facts },
      now,
      undefined,
      [ownerId, game.organizer_id],
    );
  }
}

/**
 * The outbox's reminder job: at its due time, every player holding a spot then hears that the
 * game is near. Nothing for a game cancelled or already started, nor for one moved since the job
 * was made (its new start has a job of its own; a job from before jobs carried their start is
 * sent as it was), and nothing twice: the game keeps when its players were reminded.
 */
export function openMatchDeliveries(deps: { db: Db; clock: Clock }): Record<string, JobHandler> {
  return {
    async [OPEN_MATCH_REMINDER_JOB](payload) {
      const gameId = String(payload.gameId);
      const startsAt = typeof payload.startsAt === 'string' ? payload.startsAt : null;
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const [game] = await tx.query<{ id: string }>(
          `update open_matches set reminded_at = $2
           where id = $1 and reminded_at is null and cancelled_at is null and starts_at > $2
             and ($3::timestamptz is null or starts_at = $3::timestamptz)
           returning id`,
          [gameId, now, startsAt],
        );
        if (!game) return 'skipped';
        const { facts } = await gameFacts(tx, gameId);
        const reminder: Notice = {
          kind: 'open_match_reminder',
          gameId,
          actorId: null,
          data: facts,
        };
        await tell(tx, await playerIdsOf(tx, gameId), reminder, now, undefined, []);
        return 'sent';
      });
    },
  };
}
