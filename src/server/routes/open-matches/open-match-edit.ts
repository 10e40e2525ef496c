import { endsByMidnight } from '#contract/bookings';
import { type OpenMatchChanges, openMatchTimeProblem } from '#contract/open-matches';
import { minutesOf, sofiaInstant } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import {
  type AfterCommit,
  openMatchNotices,
  scheduleOpenMatchReminder,
} from './open-match-notifications';
import { invalid, matchOverlap, openMatchNotFound } from './open-match-refusals';
import {
  findOpenMatch,
  type LockedOpenMatch,
  playerIdsOf,
  playersBusy,
  queueForPlayer,
  updateOpenMatch,
} from './open-matches-repository';

/** What places the game in time and space: its court's booking is for these. */
const SLOT_FIELDS = ['date', 'startTime', 'durationHours', 'district'] as const;

/** The welcome as stored: the changed one, whichever kind; nothing when it did not change. */
function welcomeOf(changes: OpenMatchChanges) {
  if (changes.levels) return { levels: changes.levels, ratingMin: null, ratingMax: null };
  if (changes.ratingMin !== undefined && changes.ratingMax !== undefined) {
    return { levels: null, ratingMin: changes.ratingMin, ratingMax: changes.ratingMax };
  }
  return undefined;
}

/**
 * The organiser's change to their game, under its row lock once the service checked who asks
 * and that the game is still to come. Players already in keep their spot whatever the welcome
 * becomes; a new slot must suit every one of them, and they hear of what they would notice.
 */
export async function editOpenMatch(
  tx: Queryable,
  game: LockedOpenMatch,
  changes: OpenMatchChanges,
  now: Date,
  after: AfterCommit,
  reminderMs: number,
): Promise<void> {
  const before = await findOpenMatch(tx, game.id, game.organizer_id, now);
  if (!before) throw openMatchNotFound();
  const next = {
    date: changes.date ?? before.date,
    startTime: changes.startTime ?? before.startTime,
    durationHours: changes.durationHours ?? before.durationHours,
    district: changes.district ?? before.district,
  };
  const note = changes.note === undefined ? before.note : changes.note;
  const moved = SLOT_FIELDS.filter((field) => next[field] !== before[field]);
  if (moved[0] && (game.court_id || game.booking_id)) throw invalid(moved[0], 'game_has_court');
  if (next.date !== before.date || next.startTime !== before.startTime) {
    const problem = openMatchTimeProblem(next.date, next.startTime, now);
    if (problem) throw invalid(problem.field, problem.reason);
  }
  // On the values the game will have: a new start or length alone is held to its other.
  const [endsInTheDay] = endsByMidnight;
  if (!endsInTheDay(next)) throw invalid('durationHours', 'past_midnight');

  const durationMinutes = Math.round(next.durationHours * 60);
  const startsAt = sofiaInstant(next.date, next.startTime);
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const startMoved = startsAt.getTime() !== new Date(game.starts_at).getTime();
  if (startMoved || endsAt.getTime() !== new Date(game.ends_at).getTime()) {
    // Each player's joins and posts queue behind this move, in one order so that two moves
    // sharing players cannot wait on each other.
    const players = (await playerIdsOf(tx, game.id)).sort();
    for (const playerId of players) await queueForPlayer(tx, playerId);
    if (await playersBusy(tx, players, game.id, startsAt, endsAt)) throw matchOverlap();
  }

  await updateOpenMatch(tx, game.id, {
    date: next.date,
    startMinute: minutesOf(next.startTime),
    durationMinutes,
    startsAt,
    endsAt,
    district: next.district,
    welcome: welcomeOf(changes),
    note,
    sharePrice: changes.sharePrice,
    remindAgain: startMoved,
  });
  if (startMoved) await scheduleOpenMatchReminder(tx, game.id, startsAt, now, reminderMs);
  if (moved.length > 0 || note !== before.note) {
    await openMatchNotices(tx, game.id, now, after).changed();
  }
}
