/**
 * Word when a game fits, at size: --players players with a schedule in a fresh PostgreSQL
 * database, --fitting of them free on Tuesday evenings in Lozenets at an intermediate level (the
 * rest elsewhere and at other times), the built server on it. Alternately, --rounds times each,
 * an organiser posts (a) a singles game on a Tuesday 19:00 in Lozenets that fits the --fitting
 * players and (b) one at 06:00 in Krasno Selo that fits nobody: the posts' answer times side by
 * side (goal: p50 within 5 ms of each other), and for (a) the time from the answer until every
 * fitting player's notification is committed (goal: within 2 s), counted once each.
 *
 *   npm run bench:games-that-fit      options: --players (20,000) --fitting (3,000) --rounds (10)
 */
import { addDays, sofiaDate, weekdayOf } from '#contract/sofia-time';
import { migrate } from '#server/db/migrate';
import { openPostgres } from '#server/db/postgres-db';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { playerId } from '#server/db-tools/large-seed/ids';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { closeHttpAgent, postJson } from './lib/http-client';
import { describeMachine } from './lib/machine';
import { startServer } from './lib/server';
import { ms, numberOption, summarize, table } from './lib/stats';
import { clientAddress, mintAccessTokens } from './lib/tokens';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A day of its own for each round's games: the Tuesday, Wednesday and Thursday of the weeks from
 * the first Tuesday after today, inside the 30 days a game may be posted ahead (up to 12 rounds).
 */
function tuesdays(count: number): string[] {
  if (count > 12) throw new Error('at most 12 rounds: the games must lie within 30 days');
  let day = addDays(sofiaDate(new Date()), 1);
  while (weekdayOf(day) !== 'tue') day = addDays(day, 1);
  return Array.from({ length: count }, (_, k) => addDays(day, 7 * Math.floor(k / 3) + (k % 3)));
}

async function main() {
  const players = numberOption('players', 20_000);
  const fitting = numberOption('fitting', 3_000);
  const rounds = numberOption('rounds', 10);
  console.log(describeMachine());
  console.log(
    `\ndata: ${players} players with schedules, ${fitting} of them fitting the Tuesday game; ` +
      `${rounds} rounds of a post that fits them and one that fits nobody\n`,
  );
  const database = await createBenchDatabase('tennis_bench_games_that_fit');
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  await migrate(db);
  await fillPlayers(db, { count: players, courts: 1, passwordHash: 'x', allConfirmed: true });
  // Players 1…fitting: intermediate, Lozenets, every Tuesday 18:00–22:00 (the game's days are
  // Tuesday, Wednesday and Thursday: a window on each). The rest: Vitosha, mornings.
  await db.query(
    `update profiles p set skill_level = 'intermediate', listed = true, hidden_at = null
     from generate_series(1, $1::int) i where p.id = ${playerId('i')}`,
    [fitting],
  );
  await db.query(
    `insert into player_schedules (user_id, districts, formats, levels)
     select ${playerId('i')},
       case when i <= $1 then '{lozenets}'::text[] else '{vitosha}'::text[] end,
       '{singles,doubles}', '{beginner,intermediate,advanced}'
     from generate_series(1, $2::int) i`,
    [fitting, players],
  );
  await db.query(
    `insert into schedule_windows (user_id, weekday, start_minute, end_minute)
     select ${playerId('i')}, d,
       case when i <= $1 then 1080 else 420 end, case when i <= $1 then 1320 else 600 end
     from generate_series(1, $2::int) i, generate_series(2, 4) d`,
    [fitting, players],
  );
  await db.exec('vacuum analyze');

  const server = await startServer(database.url);
  // Organisers from past the fitting players: 2 × rounds of them, one post each.
  const organisers = (
    await db.query<{ id: string }>(
      `select ${playerId('i')} as id from generate_series($1::int, $2::int) i`,
      [fitting + 1, fitting + 2 * rounds],
    )
  ).map((row) => row.id);
  // Intermediate organisers: their games welcome the fitting players' level.
  await db.query("update profiles set skill_level = 'intermediate' where id = any($1::uuid[])", [
    organisers,
  ]);
  const tokens = await mintAccessTokens(db, server.jwtSecret, organisers);
  const days = tuesdays(rounds);

  const fitsTimes: number[] = [];
  const noneTimes: number[] = [];
  const committed: number[] = [];
  const counts: string[] = [];
  let sent = 0;
  const post = async (organiser: string, body: Record<string, unknown>) => {
    const started = performance.now();
    const response = await postJson(`${server.url}/api/open-matches`, body, {
      authorization: `Bearer ${tokens.get(organiser)}`,
      'x-forwarded-for': clientAddress(sent++),
    });
    const took = performance.now() - started;
    if (response.status !== 201) throw new Error(`post answered ${response.status}`);
    return { took, id: (response.body as { id: string }).id, answeredAt: performance.now() };
  };
  for (let round = 0; round < rounds; round++) {
    const date = days[round] as string;
    const postNone = async () => {
      const none = await post(organisers[2 * round + 1] as string, {
        format: 'singles',
        date,
        startTime: '06:00',
        durationHours: 1,
        district: 'krasno_selo',
      });
      noneTimes.push(none.took);
    };
    // Which goes first alternates, so that neither is always the warmer one.
    if (round % 2 === 0) await postNone();
    const fits = await post(organisers[2 * round] as string, {
      format: 'singles',
      date,
      startTime: '19:00',
      durationHours: 1.5,
      district: 'lozenets',
    });
    fitsTimes.push(fits.took);
    // Until every fitting player's notification is committed (read from another connection).
    for (;;) {
      const [row] = await db.query<{ n: number; recipients: number }>(
        `select count(*)::int as n, count(distinct recipient_id)::int as recipients
         from notifications where subject_id = $1 and kind like 'open_match_fits%'`,
        [fits.id],
      );
      if ((row?.n ?? 0) >= fitting) {
        committed.push(performance.now() - fits.answeredAt);
        counts.push(`${row?.n}/${row?.recipients}`);
        break;
      }
      if (performance.now() - fits.answeredAt > 30_000) throw new Error('not all told in 30 s');
      await sleep(5);
    }
    if (round % 2 === 1) await postNone();
  }
  const [told] = await db.query<{ n: number; pairs: number }>(
    `select count(*)::int as n, count(distinct (subject_id, recipient_id))::int as pairs
     from notifications where kind like 'open_match_fits%'`,
  );
  const fitsSummary = summarize(fitsTimes);
  const noneSummary = summarize(noneTimes);
  const committedSummary = summarize(committed);
  console.log(
    table(
      ['post', 'p50', 'p99', 'max'],
      [
        ['fits nobody', ms(noneSummary.p50), ms(noneSummary.p99), ms(noneSummary.max)],
        [`fits ${fitting}`, ms(fitsSummary.p50), ms(fitsSummary.p99), ms(fitsSummary.max)],
        [
          `answer → all ${fitting} committed`,
          ms(committedSummary.p50),
          ms(committedSummary.p99),
          ms(committedSummary.max),
        ],
      ],
    ),
  );
  console.log(`\nnotifications per fitting game (stored/recipients): ${counts.join(', ')}`);
  console.log(`all: ${told?.n} notifications, ${told?.pairs} distinct game and player pairs`);
  const goals: string[] = [];
  if (fitsSummary.p50 - noneSummary.p50 > 5) {
    goals.push(`post p50 ${ms(fitsSummary.p50)} vs ${ms(noneSummary.p50)}: more than 5 ms apart`);
  }
  if (committedSummary.max > 2000)
    goals.push(`all committed at worst in ${ms(committedSummary.max)}`);
  if (told?.n !== told?.pairs) goals.push('a player was told of a game twice');
  console.log(
    goals.length === 0
      ? '\ngoals: post p50 within 5 ms, every notification committed within 2 s, each once'
      : `\ngoals missed:\n  ${goals.join('\n  ')}`,
  );
  closeHttpAgent();
}

runBench(main);
