/**
 * Lists at city size: 100,000 players and 5,000 courts (and with --messages 2,000,000
 * messages) in a fresh PostgreSQL database, the built server on it, autocannon against the list
 * endpoints; baseline in the same run: GET /api/health. Then EXPLAIN (ANALYZE, BUFFERS) of the
 * list queries, taken from the repositories themselves.
 *
 *   npx tsx bench/lists.ts                 # 100,000 players, 5,000 courts, 20,000 messages
 *   npx tsx bench/lists.ts --messages      # … and 2,000,000 messages (20,000 conversations × 100)
 *   npx tsx bench/lists.ts --via-nginx     # N processes behind nginx (deploy/), --processes 2
 *   npx tsx bench/lists.ts --only 'full name|courts:'   # health and the cases named so
 *   npx tsx bench/lists.ts --against ../before/dist/server/main.js   # this build beside another
 *   npx tsx bench/lists.ts --first-seconds # every case in turn at --rate from the server's first
 *                                          # request, then again after --after-idle s (60) of quiet
 *   options: --players --courts --duration (s per run) --connections --rate (steady req/s, 200)
 *     --main (another build's dist/server/main.js) --mix-seconds (10, with --first-seconds)
 */
import { resolve } from 'node:path';
import type autocannon from 'autocannon';
import type { CourtsQuery } from '#contract/courts';
import { encodeCursor } from '#contract/cursor';
import type { PlayersQuery } from '#contract/players';
import { migrate } from '#server/db/migrate';
import { openPostgres } from '#server/db/postgres-db';
import { conversationId, playerId } from '#server/db-tools/large-seed/ids';
import { conversationPlan, seedLarge } from '#server/db-tools/large-seed/large-seed';
import { listMessages } from '#server/routes/conversations/conversations-repository';
import { courtsPageJson } from '#server/routes/courts/courts-repository';
import { playersPageJson } from '#server/routes/players/players-repository';
import { captureQueries, explain, listStatements, scansOf } from '#test/support/query-plan';
import { startServersBehindNginx } from './lib/behind-nginx';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { casesBesideHealth, loadGet } from './lib/get-load';
import { describeMachine } from './lib/machine';
import { startServer } from './lib/server';
import { ms, numberOption, option, quantile, table } from './lib/stats';
import { type MixCase, runSteadyMix } from './lib/steady-mix';
import { mintAccessTokens } from './lib/tokens';

interface Case {
  name: string;
  path: string;
  token?: string;
}

/** The players and courts lists are held to the goals against the health route. */
const isSearchList = (c: Case) => /^(players|courts):/.test(c.name);

async function main() {
  const players = numberOption('players', 100_000);
  const courts = numberOption('courts', 5_000);
  const manyMessages = option('messages', 'false') === 'true';
  // No season of bookings: the lists read none (bench/courts-when.ts reads them).
  const plan = { players, courts, messages: manyMessages ? 2_000_000 : 20_000, bookingDays: 0 };
  const { pairs, perConversation } = conversationPlan(plan);
  const duration = numberOption('duration', 5);
  const connections = numberOption('connections', 10);
  const rate = numberOption('rate', 200);
  console.log(describeMachine());
  console.log(
    `\ndata: ${players} players, ${courts} courts, ${pairs} conversations × ${perConversation} = ` +
      `${pairs * perConversation} messages; autocannon ${connections} connections × ${duration} s ` +
      `per case, saturated and at ${rate} req/s\n`,
  );

  const database = await createBenchDatabase('tennis_bench_lists');
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  await migrate(db);
  await seedLarge(db, plan, (line) => console.log(line));

  const [deep] = await db.query<{ games_played: number; id: string }>(
    `select p.games_played, p.id from profiles p left join users u on u.id = p.id
     where p.listed and (u.id is null or u.email_confirmed_at is not null)
     order by p.games_played desc, p.id desc offset $1 limit 1`,
    [Math.floor(players / 2)],
  );
  const deepKey = deep ? ([deep.games_played, deep.id] as const) : undefined;
  const deepCursor = deepKey ? encodeCursor(...deepKey) : '';
  const [{ user1, conversation1 } = { user1: '', conversation1: '' }] = await db.query<{
    user1: string;
    conversation1: string;
  }>(`select ${playerId("'1'")} as user1, ${conversationId("'1'")} as conversation1`);

  const viaNginx = option('via-nginx', 'false') === 'true';
  const otherBuild = option('main', '');
  if (viaNginx && otherBuild) throw new Error('--main runs one process: leave out --via-nginx');
  const server = viaNginx
    ? await startServersBehindNginx(database.url, numberOption('processes', 2))
    : await startServer(database.url, {}, otherBuild ? resolve(otherBuild) : undefined);
  // `--against`: another build (its dist/server/main.js) on the same database, each case run on
  // the two in turn, `--rounds` times, for a before and after that the host's drift cannot split.
  const againstMain = option('against', '');
  const against = againstMain
    ? await startServer(database.url, { JWT_SECRET: server.jwtSecret }, againstMain)
    : undefined;
  const token = (await mintAccessTokens(db, server.jwtSecret, [user1])).get(user1);
  const messages = `/api/conversations/${conversation1}/messages`;
  const q = encodeURIComponent;
  const cases: Case[] = [
    { name: 'GET /api/health (baseline)', path: '/api/health' },
    { name: 'players: no filter', path: '/api/players' },
    { name: 'players: level', path: '/api/players?level=advanced' },
    { name: 'players: district', path: '/api/players?district=lozenets' },
    { name: 'players: level + district', path: '/api/players?level=beginner&district=mladost' },
    { name: 'players: q=петр (Cyrillic)', path: `/api/players?q=${q('петр')}` },
    { name: 'players: q=dimitrov (Latin)', path: '/api/players?q=dimitrov' },
    { name: 'players: q=full name', path: `/api/players?q=${q('Мария Петрова')}` },
    { name: 'players: availability', path: '/api/players?availability=mornings,weekends' },
    { name: 'players: cursor at 50 %', path: `/api/players?cursor=${deepCursor}` },
    { name: 'players: signed in', path: '/api/players', token },
    { name: 'courts: no filter', path: '/api/courts' },
    { name: 'courts: district + surface', path: '/api/courts?district=vitosha&surface=clay,hard' },
    { name: 'courts: q=лозенец', path: `/api/courts?q=${q('лозенец')}` },
    {
      name: 'courts: price + rating + amenities',
      path: '/api/courts?priceMin=20&priceMax=50&minRating=4&amenities=parking,showers',
    },
    { name: 'courts: maxDistance 3 km', path: '/api/courts?district=center&maxDistance=3' },
    { name: 'messages: newest page', path: messages, token },
    {
      name: 'messages: beforeSeq page',
      path: `${messages}?beforeSeq=${Math.floor(perConversation / 2)}`,
      token,
    },
  ];

  // Health, the baseline, always runs; `--only` is a regular expression on the cases' names.
  const only = new RegExp(option('only', ''));
  const chosen = cases.filter((c, i) => i === 0 || only.test(c.name));

  const load = (c: Case, rate?: number, target: typeof server = server) =>
    loadGet(target, database.name, c, { connections, duration, rate });

  if (option('first-seconds', 'false') === 'true') {
    await firstSeconds(server.url, chosen, rate);
    return;
  }

  if (against) {
    await compareBuilds(chosen, (c, target) => load(c, undefined, target), [server, against]);
    return;
  }

  // Each case twice: saturated and at a steady `rate` req/s (bench/lib/get-load.ts).
  const { table: figures, goals } = await casesBesideHealth(chosen, load, {
    rate,
    heldToGoals: isSearchList,
  });
  console.log(`\n${figures}`);
  console.log(
    '(saturated: CPU in % of one core; the machine has 2 cores; pg CPU = the bench database backends;' +
      ` server CPU: ${viaNginx ? 'the app processes together, and nginx' : 'the app process'})`,
  );
  console.log(
    goals.length === 0
      ? `goals: every list case ≥ 25 % of health's req/s and p99 at ${rate}/s within 30 ms of health's: met`
      : `goals (≥ 25 % of health's req/s, p99 at ${rate}/s within 30 ms of health's) missed by:\n  ${goals.join('\n  ')}`,
  );

  console.log(
    "\nEXPLAIN (ANALYZE, BUFFERS) of the list queries (the page with its total, then the page alone; the courts' version, then their copy):",
  );
  const plans: [string, (db: never) => Promise<unknown>][] = [
    ['players: no filter', (d) => playersPageJson(d, {} as PlayersQuery)],
    ['players: q=петр', (d) => playersPageJson(d, { q: 'петр' } as PlayersQuery)],
    ['players: q=dimitrov', (d) => playersPageJson(d, { q: 'dimitrov' } as PlayersQuery)],
    ['players: q=Мария Петрова', (d) => playersPageJson(d, { q: 'Мария Петрова' } as PlayersQuery)],
    [
      'players: level + district',
      (d) => playersPageJson(d, { level: 'beginner', district: 'mladost' } as PlayersQuery),
    ],
    [
      'players: availability',
      (d) => playersPageJson(d, { availability: ['mornings', 'weekends'] } as PlayersQuery),
    ],
    ['players: cursor at 50 %', (d) => playersPageJson(d, { cursor: deepKey } as PlayersQuery)],
    ['courts: q=лозенец', (d) => courtsPageJson(d, { q: 'лозенец' } as CourtsQuery, new Date())],
    [
      'messages: beforeSeq page',
      (d) =>
        listMessages(d, conversation1, { beforeSeq: Math.floor(perConversation / 2), limit: 50 }),
    ],
  ];
  // The courts' version, then their copy as a process reads it when they changed (decision 032).
  const courtsCopy = (sql: string) => sql.includes('from courts where');
  const statementsOf = (name: string, run: (db: never) => Promise<unknown>) => {
    if (name.startsWith('messages')) return captureQueries(run as never);
    if (name.startsWith('courts')) {
      return captureQueries(run as never, (sql) => (courtsCopy(sql) ? [] : [{ version: '1' }]));
    }
    // The lists' statement that counts and pages at once, then their page alone (capped-total.ts).
    return listStatements(run as never);
  };
  const kindOf = (name: string, sql: string) => {
    if (sql.includes('matches_total')) return 'page + total';
    if (!name.startsWith('courts')) return 'page        ';
    return courtsCopy(sql) ? 'copy        ' : 'version     ';
  };
  for (const [name, run] of plans) {
    for (const query of await statementsOf(name, run)) {
      const explained = await explain(db, query, { analyze: true });
      const kind = kindOf(name, query.sql);
      console.log(
        `${name.padEnd(28)} ${kind} ${ms(explained.executionMs ?? Number.NaN).padStart(9)}  ` +
          `buffers hit ${explained.sharedHitBlocks ?? 0} read ${explained.sharedReadBlocks ?? 0}  ` +
          `${[...new Set(scansOf(explained.plan))].join('; ')}`,
      );
    }
  }
}

/** Saturated req/s of each case on this build and on `--against`'s, run in turn, medians. */
async function compareBuilds<Server>(
  cases: Case[],
  load: (c: Case, target: Server) => Promise<{ result: autocannon.Result }>,
  [ours, theirs]: [Server, Server],
) {
  const rounds = numberOption('rounds', 2);
  const median = (values: number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const rows: (string | number)[][] = [];
  // Health runs the same code on both builds: the median of all its runs is each one's baseline.
  let health: number | undefined;
  for (const c of cases) {
    const runs: [number[], number[]] = [[], []];
    for (let round = 0; round < rounds; round++) {
      runs[1].push((await load(c, theirs)).result.requests.average);
      runs[0].push((await load(c, ours)).result.requests.average);
    }
    const [now, before] = [median(runs[0]), median(runs[1])];
    health ??= median([...runs[0], ...runs[1]]);
    const share = (value: number) => `${((value / (health ?? value)) * 100).toFixed(0)}%`;
    rows.push([
      c.name,
      before.toFixed(0),
      share(before),
      now.toFixed(0),
      share(now),
      `${(((now - before) / before) * 100).toFixed(0)}%`,
    ]);
    console.log(`${c.name}: --against ${before.toFixed(0)} req/s, this build ${now.toFixed(0)}`);
  }
  console.log(
    `\n${table(['case', '--against req/s', '% health', 'this build req/s', '% health', 'change'], rows)}`,
  );
  console.log(
    `(saturated; medians of ${rounds} runs each, the two builds in turn; % of the median of ` +
      `all of health's runs, the same code on both)`,
  );
}

/**
 * The server's first seconds: no request has reached it yet (but the start's own health check).
 * Every case in turn at a steady `rate` in all, each case's p99 by the second, then the same
 * after a quiet spell, in which a pool that closes idle connections would close them.
 */
async function firstSeconds(baseUrl: string, cases: MixCase[], rate: number) {
  const seconds = numberOption('mix-seconds', 10);
  const idleSeconds = numberOption('after-idle', 60);
  const phases: [string, number][] = [
    ['after start', 0],
    [`after ${idleSeconds} s quiet`, idleSeconds],
  ];
  for (const [phase, idle] of phases) {
    if (idle > 0) await new Promise((resolve) => setTimeout(resolve, idle * 1000));
    const results = await runSteadyMix(baseUrl, cases, { rate, seconds });
    const rows = results.map((result) => {
      const worst = Math.max(...result.seconds.filter(Number.isFinite));
      return [
        result.name,
        ms(result.seconds[0] ?? Number.NaN),
        ms(result.seconds[1] ?? Number.NaN),
        `${ms(worst)} (s ${result.seconds.indexOf(worst)})`,
        ms(result.whole.p99),
        result.whole.count,
        result.failures,
      ];
    });
    console.log(
      `\n${phase}: the cases in turn at ${rate} req/s in all for ${seconds} s, p99 by the second sent in\n`,
    );
    console.log(
      table(
        [
          'case',
          'second 0 p99',
          'second 1 p99',
          'worst second p99',
          'whole p99',
          'requests',
          'not 200',
        ],
        rows,
      ),
    );
  }
}

runBench(main);
