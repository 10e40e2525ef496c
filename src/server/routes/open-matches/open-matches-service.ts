import {
  levelsAround,
  OPEN_MATCH_LATE_LEAVE_HOURS,
  OPEN_MATCH_REMINDER_HOURS,
  type OpenMatch,
  type OpenMatchChanges,
  type OpenMatchFields,
  openMatchTimeProblem,
  SPOTS_OF,
} from '#contract/open-matches';
import { minutesOf, sofiaInstant } from '#contract/sofia-time';
import type { Db, Queryable, TransactionOptions } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { Clock } from '#server/lib/clock';
import { WAKE_WORKERS_NOTICE } from '#server/outbox/outbox-repository';
import { publishCommitted, type RealtimeEvent } from '#server/realtime/events';
import { refuseBlockState } from '../blocks/block-state';
import { createBookingsService } from '../bookings/bookings-service';
import {
  type Announce,
  addConversationParticipant,
  createGroupConversation,
  removeConversationParticipant,
} from '../conversations/group-conversations';
import { queueGamesThatFit } from './games-that-fit';
import { editOpenMatch } from './open-match-edit';
import { refuseUninvitable } from './open-match-invitations';
import {
  type AfterCommit,
  openMatchNotices,
  scheduleOpenMatchReminder,
} from './open-match-notifications';
import {
  invalid,
  matchOverlap,
  openMatchNotFound,
  organizerOnly,
  refuseClosed,
} from './open-match-refusals';
import {
  cancelOpenMatch,
  findOpenMatch,
  insertOpenMatch,
  type JoinFacts,
  joinFacts,
  type LockedOpenMatch,
  lockOpenMatch,
  playersBusy,
  queueForPlayer,
  setPlayerStatus,
} from './open-matches-repository';

/** A booking's refusals that are about a field of the game's form: 400 with that field. */
const BOOKING_FIELD_REFUSALS: Record<string, [field: string, reason: string]> = {
  court_not_found: ['courtId', 'court_not_found'],
  court_not_bookable: ['courtId', 'court_not_bookable'],
  own_court: ['courtId', 'own_court'],
  outside_opening_hours: ['startTime', 'outside_opening_hours'],
};

/**
 * Runs `work` in a transaction and announces what it collected once it committed: every open
 * board reloads (a spot taken or freed, a game posted or called off), the game's chat follows
 * its players, and the outbox's workers wake for the mails and pushes it queued. After the
 * commit, so that joins at a busy moment do not queue on PostgreSQL's NOTIFY lock through each
 * other's commits (publishCommitted); a lost announcement is recovered from the database (a
 * board reloads on reconnect, a chat's catch-up checks who takes part, the workers' poll finds
 * every due job).
 */
async function committedThenAnnounced<T>(
  db: Db,
  warn: (error: unknown) => void,
  work: (tx: Queryable, after: AfterCommit) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const events: RealtimeEvent[] = [];
  let jobsQueued = false;
  const after: AfterCommit = {
    announce: async (event) => {
      events.push(event);
    },
    wake: async () => {
      jobsQueued = true;
    },
  };
  const result = await db.transaction((tx) => work(tx, after), options);
  await publishCommitted(
    db,
    [...events, { kind: 'open_matches' }],
    jobsQueued ? [WAKE_WORKERS_NOTICE] : [],
  ).catch(warn);
  return result;
}

export function createOpenMatchesService(
  db: Db,
  clock: Clock,
  warn: (error: unknown) => void = () => {},
  reminderMs = OPEN_MATCH_REMINDER_HOURS * 3_600_000,
) {
  const bookings = createBookingsService(db, clock);

  /** Locks the game, runs `work` on it, and answers the game as `userId` sees it. */
  async function change(
    id: string,
    userId: string,
    work: (tx: Queryable, game: LockedOpenMatch, now: Date, after: AfterCommit) => Promise<void>,
  ): Promise<OpenMatch> {
    const now = clock.now();
    return committedThenAnnounced(
      db,
      warn,
      async (tx, after) => {
        const game = await lockOpenMatch(tx, id);
        if (!game) throw openMatchNotFound();
        await work(tx, game, now, after);
        const updated = await findOpenMatch(tx, id, userId, now);
        if (!updated) throw openMatchNotFound();
        return updated;
      },
      // A change reads and writes one game, its players and its notices by their keys: each
      // statement's plan is kept, as planning them took longer than running them.
      { plans: 'generic' },
    );
  }

  /**
   * What decides whether `playerId` may take a spot in the game, read once the player's other
   * joins are queued behind this one: two overlapping games cannot both take them at once.
   */
  async function queuedJoinFacts(tx: Queryable, game: LockedOpenMatch, playerId: string) {
    await queueForPlayer(tx, playerId);
    return joinFacts(tx, game, playerId);
  }

  /**
   * Takes a spot for `playerId` if one is left and nothing stands in the way (`facts`, from
   * queuedJoinFacts); true when it was the last.
   */
  async function takeSpot(
    tx: Queryable,
    game: LockedOpenMatch,
    playerId: string,
    facts: JoinFacts,
    now: Date,
    announce: Announce,
  ): Promise<boolean> {
    if (facts.status === 'joined') {
      throw new ApiError(409, 'already_in_match', 'You are already in this game');
    }
    refuseBlockState(facts.blocked);
    // An invitee's spot is held for them already; anyone else needs one left.
    const invited = facts.status === 'invited';
    if (!invited && game.players_count >= game.spots) {
      throw new ApiError(409, 'match_full', 'Every spot in this game is taken');
    }
    if (facts.overlaps) throw matchOverlap();
    await setPlayerStatus(tx, game.id, playerId, 'joined', now);
    if (game.conversation_id) {
      await addConversationParticipant(tx, game.conversation_id, playerId, announce);
    }
    // Full once every spot is taken, not just held: other invitations may still be waiting.
    const held = invited ? game.players_count : game.players_count + 1;
    return held >= game.spots && facts.invited_others === 0;
  }

  /** Gives up a player's spot (or ask, or invitation); out of the game's chat. */
  async function freeSpot(
    tx: Queryable,
    game: LockedOpenMatch,
    playerId: string,
    status: 'left' | 'removed',
    now: Date,
    announce: Announce,
    late = false,
  ) {
    await setPlayerStatus(tx, game.id, playerId, status, now, late);
    if (game.conversation_id) {
      await removeConversationParticipant(tx, game.conversation_id, playerId, announce);
    }
  }

  return {
    async create(organizerId: string, fields: OpenMatchFields): Promise<OpenMatch> {
      const now = clock.now();
      const problem = openMatchTimeProblem(fields.date, fields.startTime, now);
      if (problem) throw invalid(problem.field, problem.reason);
      const startMinute = minutesOf(fields.startTime);
      const durationMinutes = Math.round(fields.durationHours * 60);
      const startsAt = sofiaInstant(fields.date, fields.startTime);
      const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
      const id = await committedThenAnnounced(db, warn, async (tx, after) => {
        const { announce } = after;
        // The organiser's posts and joins queue, so two at once cannot overlap.
        await queueForPlayer(tx, organizerId);
        const [organizer] = await tx.query<{ skill_level: OpenMatch['players'][0]['level'] }>(
          'select skill_level from profiles where id = $1',
          [organizerId],
        );
        if (!organizer) throw new ApiError(401, 'invalid_token', 'This account no longer exists');
        const inviteIds = fields.inviteIds ?? [];
        await refuseUninvitable(tx, organizerId, inviteIds);
        let bookingId: string | null = null;
        if (fields.courtId) {
          try {
            const booking = await bookings.create(
              organizerId,
              {
                courtId: fields.courtId,
                date: fields.date,
                startTime: fields.startTime,
                durationHours: fields.durationHours,
                note: fields.note,
              },
              tx,
            );
            bookingId = booking.id;
          } catch (error) {
            const refusal = error instanceof ApiError && BOOKING_FIELD_REFUSALS[error.code];
            if (refusal) throw invalid(...refusal);
            throw error;
          }
        }
        // After the court's refusals, which are about the form's fields.
        if (await playersBusy(tx, [organizerId], null, startsAt, endsAt)) throw matchOverlap();
        const ratingRange = fields.ratingMin !== undefined && fields.ratingMax !== undefined;
        const gameId = await insertOpenMatch(
          tx,
          {
            organizerId,
            format: fields.format,
            spots: SPOTS_OF[fields.format],
            date: fields.date,
            startMinute,
            durationMinutes,
            startsAt,
            endsAt,
            district: fields.district,
            courtId: fields.courtId ?? null,
            bookingId,
            levels: ratingRange ? null : (fields.levels ?? levelsAround(organizer.skill_level)),
            ratingMin: ratingRange ? (fields.ratingMin ?? null) : null,
            ratingMax: ratingRange ? (fields.ratingMax ?? null) : null,
            note: fields.note,
            sharePrice: fields.sharePrice,
            conversationId: await createGroupConversation(tx, [organizerId], announce),
          },
          now,
        );
        await scheduleOpenMatchReminder(tx, gameId, startsAt, now, reminderMs);
        // Each invitee's spot is held from the start; whether they are free then is asked
        // when they accept.
        for (const playerId of inviteIds) {
          await setPlayerStatus(tx, gameId, playerId, 'invited', now);
        }
        if (inviteIds.length > 0) {
          await openMatchNotices(tx, gameId, now, after).invited(inviteIds);
        }
        // Those whose week it fits hear of it from the outbox: the post answers at once.
        await queueGamesThatFit(tx, gameId, now, after.wake);
        return gameId;
      });
      const created = await findOpenMatch(db, id, organizerId, now);
      if (!created) throw openMatchNotFound();
      return created;
    },

    /** Takes a spot (`joined`), or asks the organiser for one when the player does not fit. */
    async join(id: string, playerId: string): Promise<{ game: OpenMatch; asked: boolean }> {
      let asked = false;
      const game = await change(id, playerId, async (tx, locked, now, after) => {
        refuseClosed(locked, now);
        const facts = await queuedJoinFacts(tx, locked, playerId);
        if (facts.status === 'removed') {
          throw new ApiError(409, 'removed_from_match', 'The organiser removed you from this game');
        }
        if (facts.status === 'declined') {
          throw new ApiError(409, 'ask_declined', 'The organiser declined your request to join');
        }
        // An invitation lets the invitee in whatever the welcome.
        if (facts.fits || facts.status === 'joined' || facts.status === 'invited') {
          const full = await takeSpot(tx, locked, playerId, facts, now, after.announce);
          await openMatchNotices(tx, locked.id, now, after).joined(playerId, full);
          return;
        }
        refuseBlockState(facts.blocked);
        if (facts.status === 'asked') return;
        if (locked.players_count >= locked.spots) {
          throw new ApiError(409, 'match_full', 'Every spot in this game is taken');
        }
        await setPlayerStatus(tx, locked.id, playerId, 'asked', now);
        await openMatchNotices(tx, locked.id, now, after).asked(playerId);
        asked = true;
      });
      return { game, asked: asked || game.me?.role === 'asked' };
    },

    leave(id: string, playerId: string) {
      return change(id, playerId, async (tx, game, now, after) => {
        if (game.organizer_id === playerId) {
          throw new ApiError(
            409,
            'organizer_cannot_leave',
            'The organiser cancels the game instead of leaving it',
          );
        }
        refuseClosed(game, now);
        const facts = await joinFacts(tx, game, playerId);
        if (facts.status !== 'joined' && facts.status !== 'asked' && facts.status !== 'invited') {
          throw openMatchNotFound();
        }
        const late =
          facts.status === 'joined' &&
          new Date(game.starts_at).getTime() - now.getTime() <
            OPEN_MATCH_LATE_LEAVE_HOURS * 3_600_000;
        await freeSpot(tx, game, playerId, 'left', now, after.announce, late);
        // A withdrawn ask held no spot: nobody needs telling. A declined invitation frees the
        // spot held for it, which the organiser hears.
        if (facts.status === 'joined') {
          await openMatchNotices(tx, game.id, now, after).left(playerId, late);
        } else if (facts.status === 'invited') {
          await openMatchNotices(tx, game.id, now, after).inviteDeclined(playerId);
        }
      });
    },

    /** The organiser's change to the game (open-match-edit.ts). */
    edit(id: string, organizerId: string, changes: OpenMatchChanges) {
      return change(id, organizerId, async (tx, game, now, after) => {
        organizerOnly(game, organizerId);
        refuseClosed(game, now);
        await editOpenMatch(tx, game, changes, now, after, reminderMs);
      });
    },

    cancel(id: string, organizerId: string) {
      return change(id, organizerId, async (tx, game, now, after) => {
        organizerOnly(game, organizerId);
        refuseClosed(game, now);
        await cancelOpenMatch(tx, game.id, now);
        await openMatchNotices(tx, game.id, now, after).cancelled();
      });
    },

    answerAsk(id: string, organizerId: string, playerId: string, accept: boolean) {
      return change(id, organizerId, async (tx, game, now, after) => {
        organizerOnly(game, organizerId);
        refuseClosed(game, now);
        const facts = await queuedJoinFacts(tx, game, playerId);
        if (facts.status !== 'asked') {
          throw new ApiError(404, 'ask_not_found', 'This player has not asked to join');
        }
        let full = false;
        if (accept) full = await takeSpot(tx, game, playerId, facts, now, after.announce);
        else await setPlayerStatus(tx, game.id, playerId, 'declined', now);
        await openMatchNotices(tx, game.id, now, after).answered(playerId, accept, full);
      });
    },

    remove(id: string, organizerId: string, playerId: string) {
      return change(id, organizerId, async (tx, game, now, after) => {
        organizerOnly(game, organizerId);
        refuseClosed(game, now);
        if (playerId === organizerId) {
          throw new ApiError(
            409,
            'organizer_cannot_leave',
            'The organiser cancels the game instead of leaving it',
          );
        }
        const facts = await joinFacts(tx, game, playerId);
        if (facts.status !== 'joined' && facts.status !== 'invited') {
          throw new ApiError(404, 'player_not_found', 'This player is not in the game');
        }
        await freeSpot(tx, game, playerId, 'removed', now, after.announce);
        // A withdrawn invitation is not told: the invitee had not come in, and accepting it
        // now answers that the organiser took it back.
        if (facts.status === 'joined') {
          await openMatchNotices(tx, game.id, now, after).removed(playerId);
        }
      });
    },
  };
}

export type OpenMatchesService = ReturnType<typeof createOpenMatchesService>;
