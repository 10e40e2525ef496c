/**
 * Partners for the week at city size: the large seed (100,000 players, most with a weekly
 * schedule; courts and a week of bookings) in a fresh PostgreSQL database, the built server on
 * it. Reports the share of scheduled players who get at least one proposal this week and the
 * spread of the proposals' win chances (over --sample players spread through the seed, read
 * with the app's own function), then `GET /api/me/proposals` as many players in turn, saturated
 * and at a steady --rate, beside GET /api/health in the same run (goal: at least 25 % of its
 * req/s).
 *
 *   npm run bench:proposals            # 100,000 players, 2,000 courts
 *   options: --players --courts --booking-days (7) --sample (1,000) --duration --connections
 *     --rate (50); --keep-database leaves the seeded database behind (its URL printed), and
 *     --database-url <url> runs on such a database again without seeding (then the size
 *     options are ignored).
 */
import { migrate } from '#server/db/migrate';
import { openPostgres } from '#server/db/postgres-db';
import { seedLarge } from '#server/db-tools/large-seed/large-seed';
import { proposalsFor } from '#server/routes/proposals/proposals';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { casesBesideHealth, type GetCase, loadGet } from './lib/get-load';
import { describeMachine } from './lib/machine';
import { startServer } from './lib/server';
import { ms, numberOption, option, summarize } from './lib/stats';
import { mintAccessTokens } from './lib/tokens';

/** The value at each of `shares` (0–1) of the sorted `values`. */
function quantiles(values: number[], shares: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return shares.map(
    (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0,
  );
}

async function main() {
  const players = numberOption('players', 100_000);
  const courts = numberOption('courts', 2_000);
  const bookingDays = numberOption('booking-days', 7);
  const sample = numberOption('sample', 1_000);
  const duration = numberOption('duration', 5);
  const connections = numberOption('connections', 10);
  const rate = numberOption('rate', 50);
  console.log(describeMachine());
  console.log(
    `\ndata: ${players} players, ${courts} courts, ${bookingDays} days of bookings; ` +
      `${sample} players' proposals read for the shares; autocannon ${connections} ` +
      `connections × ${duration} s per case, saturated and at ${rate} req/s\n`,
  );

  const reused = option('database-url', '');
  const database = reused
    ? { url: reused, name: new URL(reused).pathname.slice(1) }
    : await createBenchDatabase('tennis_bench_proposals', {
        keep: option('keep-database', 'false') === 'true',
      });
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  // A reused database is migrated too: a branch's new migrations (indexes) reach it.
  await migrate(db);
  if (reused) {
    console.log(`reusing ${database.name}: not seeded again`);
    // As after seeding: a migration that rewrote rows (0050 sets every schedule's hours) leaves
    // as many dead ones, which autovacuum would clear before long.
    await db.exec('vacuum analyze');
  } else {
    await seedLarge(db, { players, courts, messages: 0, openMatches: 0, bookingDays }, (line) =>
      console.log(line),
    );
    console.log(`seeded database: ${database.url}`);
  }
  const [world] = await db.query<Record<string, number>>(
    `select (select count(*)::int from player_schedules) as schedules,
       (select count(distinct user_id)::int from schedule_windows) as with_windows,
       (select count(*)::int from schedule_windows) as windows`,
  );
  console.log(
    `schedules: ${world?.schedules} players (${world?.with_windows} with windows, ` +
      `${world?.windows} windows)`,
  );

  // Scheduled players spread through the seed, in a fixed order.
  const viewers = (
    await db.query<{ user_id: string }>(
      `select user_id from player_schedules order by md5(user_id::text) limit $1`,
      [sample],
    )
  ).map((row) => row.user_id);
  const now = new Date();
  let withOne = 0;
  const chances: number[] = [];
  const counts: number[] = [];
  const times: number[] = [];
  for (const viewer of viewers) {
    const started = performance.now();
    const { items } = await proposalsFor(db, viewer, now);
    times.push(performance.now() - started);
    if (items.length > 0) withOne += 1;
    counts.push(items.length);
    for (const item of items) chances.push(item.winChance);
  }
  const [c10, c25, c50, c75, c90] = quantiles(chances, [0.1, 0.25, 0.5, 0.75, 0.9]).map((c) =>
    Math.round(c * 100),
  );
  const latency = summarize(times);
  console.log(
    `\nproposals: ${withOne} of ${viewers.length} scheduled players ` +
      `(${((withOne / viewers.length) * 100).toFixed(1)} %) get at least one this week; ` +
      `${(counts.reduce((a, b) => a + b, 0) / viewers.length).toFixed(1)} each on average`,
  );
  console.log(
    `win chances of the ${chances.length} proposals: p10 ${c10} %, p25 ${c25} %, ` +
      `median ${c50} %, p75 ${c75} %, p90 ${c90} %`,
  );
  console.log(
    `one player's proposals read in the bench process, one at a time: p50 ${ms(latency.p50)}, ` +
      `p99 ${ms(latency.p99)}`,
  );

  const server = await startServer(database.url);
  const tokens = await mintAccessTokens(db, server.jwtSecret, viewers);
  const cases: GetCase[] = [
    { name: 'GET /api/health (baseline)', path: '/api/health' },
    {
      name: `proposals: ${viewers.length} players in turn`,
      path: '/api/me/proposals',
      tokens: viewers.map((viewer) => tokens.get(viewer) as string),
    },
  ];
  const result = await casesBesideHealth(
    cases,
    (c, steadyRate) =>
      loadGet(server, database.name, c, { connections, duration, rate: steadyRate }),
    { rate, heldToGoals: (c) => c.name.startsWith('proposals') },
  );
  console.log(`\n${result.table}`);
  console.log('(saturated: CPU in % of one core; pg CPU = the bench database backends)');
  console.log(
    result.goals.length === 0
      ? `\ngoals: proposals ≥ 25 % of health's req/s and p99 at ${rate}/s within 30 ms of its`
      : `\ngoals missed:\n  ${result.goals.join('\n  ')}`,
  );
}

runBench(main);
