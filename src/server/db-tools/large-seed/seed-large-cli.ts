// `npm run seed:large -- [--players N] [--courts M] [--messages K] [--open-matches G]
// [--booking-days D] [--force]`: fills DATABASE_URL
// or, without it, the embedded database in DATA_DIR with a city's worth of Sofia's players and
// courts (development and benches; refused in production and on a database seeded before).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BOOKING_MAX_DAYS_AHEAD } from '#contract/constants';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/open-database';
import { LARGE_SEED_PASSWORD, seedLarge } from './large-seed';
import { PRODUCTION_REFUSAL, refusalToSeedLarge } from './large-seed-guard';

const USAGE =
  'npm run seed:large -- [--players N] [--courts M] [--messages K] [--open-matches G] [--booking-days D] [--force]';

const count = (max: number, fallback: number) =>
  z.coerce.number().int().min(0).max(max).default(fallback);
const planSchema = z.object({
  players: count(10_000_000, 100_000),
  courts: count(1_000_000, 2_000),
  messages: count(100_000_000, 20_000),
  'open-matches': count(1_000_000, 20_000),
  'booking-days': count(BOOKING_MAX_DAYS_AHEAD, BOOKING_MAX_DAYS_AHEAD),
});

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: {
      players: { type: 'string' },
      courts: { type: 'string' },
      messages: { type: 'string' },
      'open-matches': { type: 'string' },
      'booking-days': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const parsed = planSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw Object.assign(new Error(`--${String(issue?.path[0])}: ${issue?.message}`), {
      code: 'ERR_PARSE_ARGS_VALUE',
    });
  }
  const { 'open-matches': openMatches, 'booking-days': bookingDays, ...counts } = parsed.data;
  const plan = { ...counts, openMatches, bookingDays };
  if (process.env.NODE_ENV === 'production') throw new Error(PRODUCTION_REFUSAL);
  const config = loadConfig();
  const opened = await openDatabase(config);
  try {
    const refusal = await refusalToSeedLarge(opened.db, {
      nodeEnv: config.nodeEnv,
      force: values.force,
    });
    if (refusal) throw new Error(refusal);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `DATA_DIR ${config.dataDir}`;
    console.log(
      `Seeding ${where}: ${plan.players} players, ${plan.courts} courts, ~${plan.messages} messages, ${plan.openMatches} open matches, ${plan.bookingDays} days of bookings`,
    );
    const started = performance.now();
    await seedLarge(opened.db, plan, (line) => console.log(line));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return [
      `Done in ${seconds} s.`,
      `Players sign in as player1@large-seed.example.com … player${plan.players}@large-seed.example.com, password ${LARGE_SEED_PASSWORD}.`,
    ].join('\n');
  } finally {
    await opened.close();
  }
}

main().then(
  (message) => console.log(message),
  (error: Error) => {
    const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Cannot seed: ${error.message}${usage ? ` (usage: ${USAGE})` : ''}`);
    process.exit(1);
  },
);
