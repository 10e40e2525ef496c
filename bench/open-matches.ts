/**
 * Open matches at city size: 100,000 players and 20,000 upcoming games (the large seed) in a
 * fresh PostgreSQL database, the built server on it. (a) The board's pages with each filter,
 * saturated and at a steady --rate req/s, beside GET /api/health in the same run; (b) joins at a
 * steady --join-rate a second (distinct players, each joining one game with a spot and fitting
 * its welcome, so no limit trips), beside health at the same rate; (c) a race: --racers players
 * joining the last spot of one game at once: one 200, the rest 409 `match_full`. Then EXPLAIN
 * (ANALYZE, BUFFERS) of the board's statements, taken from the repository itself.
 *
 *   npm run bench:open-matches             # 100,000 players, 20,000 games
 *   options: --players --open-matches --courts --duration (s per run) --connections
 *     --rate (steady req/s, 200) --join-rate (100) --join-seconds (10) --racers (50)
 *     --joins-only (skips the board's cases and plans: to look into joins alone)
 */
import { encodeCursor } from '#contract/cursor';
import { datesOfChoice } from '#contract/open-matches';
import { sofiaDate } from '#contract/sofia-time';
import { migrate } from '#server/db/migrate';
import { openPostgres } from '#server/db/postgres-db';
import { playerId } from '#server/db-tools/large-seed/ids';
import { seedLarge } from '#server/db-tools/large-seed/large-seed';
import { WRITE_LIMITS } from '#server/rate-limits/rate-rules';
import { type BoardFilter, listBoard } from '#server/routes/open-matches/open-matches-repository';
import { captureQueries, explain, scansOf } from '#test/support/query-plan';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { casesBesideHealth, type GetCase, loadGet } from './lib/get-load';
import { closeHttpAgent, getStatus, postJson } from './lib/http-client';
import { describeMachine } from './lib/machine';
import { startServer } from './lib/server';
import { type LatencySummary, ms, numberOption, summarize, table } from './lib/stats';
import { clientAddress, mintAccessTokens } from './lib/tokens';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `total` requests sent at a steady `rate` a second, not waiting for the answers; each timed
 * from just before it is sent until its whole answer. The statuses are counted.
 */
async function steadily(
  rate: number,
  total: number,
  send: (k: number) => Promise<number>,
): Promise<{ latency: LatencySummary; statuses: Map<number | string, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  const count = (status: number | string) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; k < total; k++) {
    const wait = start + (k * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    const sentAt = performance.now();
    inFlight.push(
      send(k).then(
        (status) => {
          latencies.push(performance.now() - sentAt);
          count(status);
        },
        (error: Error) => count(error.message),
      ),
    );
  }
  await Promise.all(inFlight);
  return { latency: summarize(latencies), statuses };
}

const statusText = (statuses: Map<number | string, number>) =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');

async function main() {
  const players = numberOption('players', 100_000);
  const openMatches = numberOption('open-matches', 20_000);
  const courts = numberOption('courts', 2_000);
  const duration = numberOption('duration', 5);
  const connections = numberOption('connections', 10);
  const rate = numberOption('rate', 200);
  const joinRate = numberOption('join-rate', 100);
  const joinSeconds = numberOption('join-seconds', 10);
  const racers = numberOption('racers', 50);
  const joinsOnly = process.argv.includes('--joins-only');
  const joins = joinRate * joinSeconds;
  // Each player joins once: far inside the per-account limit.
  if (WRITE_LIMITS.openMatchJoin.perAccount.some((rule) => rule.limit < 1)) {
    throw new Error('a player may not join even once');
  }
  console.log(describeMachine());
  console.log(
    `\ndata: ${players} players, ${openMatches} open matches, ${courts} courts; autocannon ` +
      `${connections} connections × ${duration} s per case, saturated and at ${rate} req/s; ` +
      `${joins} joins at ${joinRate}/s; ${racers} players racing for one last spot\n`,
  );

  const database = await createBenchDatabase('tennis_bench_open_matches');
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  await migrate(db);
  // No season of bookings: the board reads none (bench/courts-when.ts reads them).
  await seedLarge(db, { players, courts, messages: 20_000, openMatches, bookingDays: 0 }, (line) =>
    console.log(line),
  );

  // The board's deep page: the cursor of the game halfway down it.
  const board = `m.cancelled_at is null and m.players_count < m.spots and m.starts_at > now()`;
  const [deep] = await db.query<{ key: string; id: string }>(
    `select (extract(epoch from m.starts_at) * 1000)::bigint::text as key, m.id
     from open_matches m where ${board} order by m.starts_at, m.id offset $1 limit 1`,
    [Math.floor(openMatches / 4)],
  );
  if (!deep) throw new Error('no open game to page from');
  const deepCursor = [Number(deep.key), deep.id] as const;
  const viewer = (await db.query<{ id: string }>(`select ${playerId("'1'")} as id`))[0]?.id ?? '';

  // Joiners: players in no game, confirmed and shown, each matched to a game of their level with
  // a spot left and starting in more than an hour; the racers to one singles game whose other
  // spot is taken (its last), at their level too.
  const free = `select p.id, p.skill_level,
      row_number() over (partition by p.skill_level order by p.id) as n
    from profiles p join users u on u.id = p.id
    where u.email_confirmed_at is not null and p.hidden_at is null
      and not exists (select 1 from open_match_players x where x.player_id = p.id)`;
  const [race] = await db.query<{ id: string; level: string }>(
    `select m.id, m.levels[1] as level from open_matches m
     where ${board} and m.format = 'singles' and m.players_count = 1 and m.levels is not null
       and m.starts_at > now() + interval '1 day'
     order by m.id limit 1`,
  );
  if (!race) throw new Error('no singles game for the race');
  const racerIds = (
    await db.query<{ id: string }>(
      `select f.id from (${free}) f where f.skill_level = $1 order by f.n desc limit $2`,
      [race.level, racers],
    )
  ).map((row) => row.id);
  const pairs = await db.query<{ player: string; game: string }>(
    `with f as (${free}),
     g as (select m.id, m.levels[1] as level,
             row_number() over (partition by m.levels[1] order by m.id) as n
           from open_matches m
           where ${board} and m.levels is not null and m.id <> $1
             and m.starts_at > now() + interval '1 hour')
     select f.id as player, g.id as game from f join g on g.level = f.skill_level and g.n = f.n
     where f.id <> all($2::uuid[])
     order by f.id limit $3`,
    [race.id, racerIds, joins],
  );
  if (pairs.length < joins || racerIds.length < racers) {
    throw new Error(`only ${pairs.length} joiners and ${racerIds.length} racers found`);
  }

  const server = await startServer(database.url);
  const tokens = await mintAccessTokens(db, server.jwtSecret, [
    viewer,
    ...racerIds,
    ...pairs.map((pair) => pair.player),
  ]);
  const token = tokens.get(viewer);
  const cases: GetCase[] = [
    { name: 'GET /api/health (baseline)', path: '/api/health' },
    { name: 'board: no filter', path: '/api/open-matches' },
    { name: 'board: date=today', path: '/api/open-matches?date=today' },
    { name: 'board: date=weekend', path: '/api/open-matches?date=weekend' },
    { name: 'board: time=evening', path: '/api/open-matches?time=evening' },
    { name: 'board: district', path: '/api/open-matches?district=lozenets' },
    { name: 'board: format=doubles', path: '/api/open-matches?format=doubles' },
    { name: 'board: fits=me (signed in)', path: '/api/open-matches?fits=me', token },
    {
      name: 'board: cursor at 25 %',
      path: `/api/open-matches?cursor=${encodeCursor(...deepCursor)}`,
    },
  ];

  // (a) Each case saturated, then at a steady `rate`, where the latency is the request's own.
  const { table: figures, goals } = joinsOnly
    ? { table: '(the board: skipped, --joins-only)', goals: [] }
    : await casesBesideHealth(
        cases,
        (c, steadyRate) =>
          loadGet(server, database.name, c, { connections, duration, rate: steadyRate }),
        { rate, heldToGoals: (c) => c.name.startsWith('board') },
      );
  console.log(`\n${figures}`);
  console.log('(saturated: CPU in % of one core; pg CPU = the bench database backends)');

  // (b) Joins at a steady rate, beside health at the same rate from the same client.
  const healthSteady = await steadily(joinRate, joins, (k) =>
    getStatus(`${server.url}/api/health`, { 'x-forwarded-for': clientAddress(k) }),
  );
  const joinSteady = await steadily(joinRate, joins, async (k) => {
    const pair = pairs[k] as { player: string; game: string };
    const response = await postJson(
      `${server.url}/api/open-matches/${pair.game}/join`,
      {},
      {
        authorization: `Bearer ${tokens.get(pair.player)}`,
        'x-forwarded-for': clientAddress(100_000 + k),
      },
    );
    return response.status;
  });
  const joinExtra = joinSteady.latency.p99 - healthSteady.latency.p99;
  console.log(
    `\n${table(
      ['case', 'requests', 'p50', 'p95', 'p99', 'max', 'answers'],
      [
        [`GET /api/health at ${joinRate}/s`, healthSteady.statuses, healthSteady.latency],
        [`POST …/join at ${joinRate}/s`, joinSteady.statuses, joinSteady.latency],
      ].map(([name, statuses, s]) => {
        const latency = s as LatencySummary;
        return [
          name as string,
          latency.count,
          ms(latency.p50),
          ms(latency.p95),
          ms(latency.p99),
          ms(latency.max),
          statusText(statuses as Map<number | string, number>),
        ];
      }),
    )}`,
  );
  const joined = joinSteady.statuses.get(200) ?? 0;
  if (joined !== joins) goals.push(`joins: ${statusText(joinSteady.statuses)}, not ${joins} × 200`);
  if (joinExtra > 30) {
    goals.push(`joins: p99 at ${joinRate}/s +${joinExtra.toFixed(0)} ms over health's`);
  }

  // (c) The race for one game's last spot: every request sent at the same instant.
  const raced = await Promise.all(
    racerIds.map(async (id, k) => {
      const response = await postJson(
        `${server.url}/api/open-matches/${race.id}/join`,
        {},
        {
          authorization: `Bearer ${tokens.get(id)}`,
          'x-forwarded-for': clientAddress(200_000 + k),
        },
      );
      const code = (response.body as { error?: { code?: string } } | null)?.error?.code;
      return response.status === 200 ? '200' : `${response.status} ${code ?? ''}`.trim();
    }),
  );
  const outcomes = new Map<string, number>();
  for (const outcome of raced) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const [after] = await db.query<{ players_count: number; spots: number; joined: number }>(
    `select m.players_count, m.spots, (select count(*)::int from open_match_players x
       where x.open_match_id = m.id and x.status = 'joined') as joined
     from open_matches m where m.id = $1`,
    [race.id],
  );
  const [anywhere] = await db.query<{ over: number; miscounted: number }>(
    `select count(*) filter (where players_count > spots)::int as over,
       count(*) filter (where players_count <> (select count(*) from open_match_players x
         where x.open_match_id = m.id and x.status = 'joined'))::int as miscounted
     from open_matches m`,
  );
  console.log(
    `\nrace for the last spot of a singles game, ${racers} players at once: ` +
      `${[...outcomes].map(([outcome, n]) => `${n} × ${outcome}`).join(', ')}; ` +
      `players_count ${after?.players_count} of ${after?.spots} spots (${after?.joined} joined rows); ` +
      `games over their spots: ${anywhere?.over}, miscounted: ${anywhere?.miscounted}`,
  );
  if (
    outcomes.get('200') !== 1 ||
    outcomes.get('409 match_full') !== racers - 1 ||
    after?.players_count !== after?.spots ||
    after?.joined !== after?.spots ||
    anywhere?.over !== 0 ||
    anywhere?.miscounted !== 0
  ) {
    goals.push('race: not exactly one 200 and the rest 409 match_full, or a count off');
  }
  closeHttpAgent();

  console.log(
    goals.length === 0
      ? `\ngoals: every board case ≥ 25 % of health's req/s and p99 at ${rate}/s within 30 ms of ` +
          `health's; joins' p99 at ${joinRate}/s within 30 ms of health's; the race: met`
      : `\ngoals missed:\n  ${goals.join('\n  ')}`,
  );

  if (joinsOnly) return;
  console.log(
    '\nEXPLAIN (ANALYZE, BUFFERS) of the board (its page, then its total), as the repository sends it:',
  );
  const today = sofiaDate(new Date());
  const filters: [string, Omit<BoardFilter, 'viewerId'>, string | null][] = [
    ['no filter', {}, null],
    ['date=today', { dates: datesOfChoice('today', today) }, null],
    ['date=weekend', { dates: datesOfChoice('weekend', today) }, null],
    ['time=evening', { time: 'evening' }, null],
    ['district', { district: 'lozenets' }, null],
    ['format=doubles', { format: 'doubles' }, null],
    ['fits=me', { fits: true }, viewer],
    ['cursor at 25 %', { cursor: deepCursor }, null],
  ];
  for (const [name, filter, viewerId] of filters) {
    const statements = await captureQueries((d) =>
      listBoard(d, { ...filter, viewerId }, new Date()),
    );
    for (const query of statements) {
      const explained = await explain(db, query, { analyze: true });
      console.log(
        `${name.padEnd(16)} ${query.sql.includes('count(*)') ? 'total' : 'page '} ` +
          `${ms(explained.executionMs ?? Number.NaN).padStart(9)}  ` +
          `buffers hit ${explained.sharedHitBlocks ?? 0} read ${explained.sharedReadBlocks ?? 0}  ` +
          `${[...new Set(scansOf(explained.plan))].join('; ')}`,
      );
    }
  }
}

runBench(main);
