import { BOOKING_MAX_DAYS_AHEAD } from '#contract/constants';
import { hashPassword } from '#server/auth/passwords';
import type { Db } from '#server/db/db';
import { fillBookings, fillCourtClosures, fillCourtOwners } from './fill-bookings';
import { fillConversations } from './fill-conversations';
import { fillCourts } from './fill-courts';
import { fillOpenMatches } from './fill-open-matches';
import { fillPlayersInBatches } from './fill-players';
import { fillRatings } from './fill-ratings';
import { fillSchedules } from './fill-schedules';

/** Every seeded account signs in with this password: the large seed is for development only. */
export const LARGE_SEED_PASSWORD = 'large-seed-2718';
/** The `app_meta` key that marks a database holding the large seed. */
export const LARGE_SEED_MARKER = 'large_seed';
const MESSAGES_PER_CONVERSATION = 100;
/** Players' ratings and schedules are written this many players a statement. */
const SCHEDULE_BATCH = 25_000;

export interface LargeSeedPlan {
  players: number;
  courts: number;
  /** About this many messages, in conversations of about 100 between pairs of players. */
  messages: number;
  /** Upcoming open matches; a fifth of `players` unless given (20,000 for 100,000 players). */
  openMatches?: number;
  /**
   * Days of bookings from today (and a week before it): a season of BOOKING_MAX_DAYS_AHEAD (60)
   * unless given; 0 books nothing and closes nothing.
   */
  bookingDays?: number;
}

/** The days of bookings `plan` seeds. */
export function bookingDaysOf(plan: LargeSeedPlan): number {
  return plan.bookingDays ?? BOOKING_MAX_DAYS_AHEAD;
}

/** The open matches `plan` seeds. */
export function openMatchesOf(plan: LargeSeedPlan): number {
  return plan.openMatches ?? Math.floor(plan.players / 5);
}

/** The conversations that carry `messages` between the `players`: pairs of players, 100 each. */
export function conversationPlan(plan: LargeSeedPlan): { pairs: number; perConversation: number } {
  const pairs = Math.min(
    Math.floor(plan.players / 2),
    Math.ceil(plan.messages / MESSAGES_PER_CONVERSATION),
  );
  return { pairs, perConversation: pairs > 0 ? Math.floor(plan.messages / pairs) : 0 };
}

/**
 * Fills the database with `plan`'s Sofia: courts (with their units), players with accounts and
 * (most of them) weekly schedules,
 * owners of every fifth court, closures and a season of bookings on the courts' units,
 * conversations and messages, upcoming open matches with their players, all with set-based SQL;
 * then VACUUM ANALYZE so the planner sees the new sizes. `log` hears each step with its time.
 */
export async function seedLarge(
  db: Db,
  plan: LargeSeedPlan,
  log: (line: string) => void = () => {},
): Promise<void> {
  const step = async (what: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.query(
    `insert into app_meta (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [LARGE_SEED_MARKER, JSON.stringify({ ...plan, complete: false })],
  );
  const passwordHash = await hashPassword(LARGE_SEED_PASSWORD);
  await step(`${plan.courts} courts`, () => fillCourts(db, plan.courts));
  await step(`${plan.players} players`, () =>
    fillPlayersInBatches(db, {
      count: plan.players,
      courts: plan.courts,
      passwordHash,
      onProgress: (done) => {
        if (done < plan.players) log(`  ${done} / ${plan.players} players`);
      },
    }),
  );
  await step('ratings of the players who have played', async () => {
    for (let from = 1; from <= plan.players; from += SCHEDULE_BATCH) {
      await fillRatings(db, { from, count: Math.min(SCHEDULE_BATCH, plan.players - from + 1) });
    }
  });
  await step('weekly schedules', async () => {
    for (let from = 1; from <= plan.players; from += SCHEDULE_BATCH) {
      await fillSchedules(db, { from, count: Math.min(SCHEDULE_BATCH, plan.players - from + 1) });
    }
  });
  const days = bookingDaysOf(plan);
  await step(`court owners, closures and ${days} days of bookings`, async () => {
    await fillCourtOwners(db, plan);
    await fillCourtClosures(db, { courts: plan.courts, days });
    await fillBookings(db, {
      ...plan,
      days,
      onBatch: (done) => {
        if (done % 500 === 0 && done < plan.courts) log(`  ${done} / ${plan.courts} courts booked`);
      },
    });
  });
  const conversations = conversationPlan(plan);
  await step(
    `${conversations.pairs} conversations, ${conversations.pairs * conversations.perConversation} messages`,
    () => fillConversations(db, conversations),
  );
  await step(`${openMatchesOf(plan)} open matches`, () =>
    fillOpenMatches(db, { ...plan, count: openMatchesOf(plan) }),
  );
  await db.query('update app_meta set value = $2 where key = $1', [
    LARGE_SEED_MARKER,
    JSON.stringify({ ...plan, complete: true }),
  ]);
  await step('vacuum analyze', () => db.exec('vacuum analyze'));
}
