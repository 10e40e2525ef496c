/**
 * Lists at the DESIGN size: 100,000 players and 2,000 courts (and with --messages 2,000,000
 * messages) in a fresh PostgreSQL database, the built server on it, autocannon against the list
 * endpoints; baseline in the same run: GET /api/health. Then EXPLAIN (ANALYZE, BUFFERS) of the
 * list queries, taken from the repositories themselves.
 *
 *   npx tsx bench/lists.ts                 # 100,000 players, 2,000 courts, 20,000 messages
 *   npx tsx bench/lists.ts --messages      # … and 2,000,000 messages (10,000 conversations × 200)
 *   options: --players --courts --duration (s per case) --connections
 */
import autocannon from 'autocannon';
import type { CourtsQuery } from '../src/contract/courts';
import type { PlayersQuery } from '../src/contract/players';
import { hashPassword } from '../src/server/auth/passwords';
import { migrate } from '../src/server/db/migrate';
import { openPostgres } from '../src/server/db/postgres-db';
import { encodeCursor } from '../src/server/lib/cursor';
import { listMessages } from '../src/server/routes/conversations/conversations-repository';
import { listCourts } from '../src/server/routes/courts/courts-repository';
import { listPlayers } from '../src/server/routes/players/players-repository';
import { captureQueries, explain, scansOf } from '../src/server/test-support/query-plan';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import {
  conversationId,
  fillConversations,
  fillCourts,
  fillPlayersInBatches,
  playerId,
} from './lib/fill';
import { describeMachine } from './lib/machine';
import { CpuMeter } from './lib/proc-stats';
import { startServer } from './lib/server';
import { ms, numberOption, option, table } from './lib/stats';
import { clientAddress, mintAccessTokens } from './lib/tokens';

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

interface Case {
  name: string;
  path: string;
  token?: string;
}

async function main() {
  const players = numberOption('players', 100_000);
  const courts = numberOption('courts', 2_000);
  const manyMessages = option('messages', 'false') === 'true';
  const pairs = manyMessages ? 10_000 : 200;
  const perConversation = manyMessages ? 200 : 100;
  const duration = numberOption('duration', 5);
  const connections = numberOption('connections', 10);
  console.log(describeMachine());
  console.log(
    `\ndata: ${players} players, ${courts} courts, ${pairs} conversations × ${perConversation} = ` +
      `${pairs * perConversation} messages; autocannon ${connections} connections × ${duration} s per case\n`,
  );

  const database = await createBenchDatabase('tennis_bench_lists');
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  await migrate(db);
  const passwordHash = await hashPassword('bench-password-2718');
  await timed(`${courts} courts`, () => fillCourts(db, courts));
  await timed(`${players} players`, () =>
    fillPlayersInBatches(db, { count: players, courts, passwordHash }),
  );
  await timed(`${pairs * perConversation} messages`, () =>
    fillConversations(db, {
      pairs,
      perConversation,
      onProgress: (done) => {
        if (manyMessages && done % 2000 === 0) console.log(`  ${done} / ${pairs} conversations`);
      },
    }),
  );
  await timed('vacuum analyze', () => db.exec('vacuum analyze'));

  const [deep] = await db.query<{ games_played: number; id: string }>(
    `select p.games_played, p.id from profiles p left join users u on u.id = p.id
     where p.listed and (u.id is null or u.email_confirmed_at is not null)
     order by p.games_played desc, p.id desc offset $1 limit 1`,
    [Math.floor(players / 2)],
  );
  const deepCursor = deep ? encodeCursor(deep.games_played, deep.id) : '';
  const [{ user1, conversation1 } = { user1: '', conversation1: '' }] = await db.query<{
    user1: string;
    conversation1: string;
  }>(`select ${playerId("'1'")} as user1, ${conversationId("'1'")} as conversation1`);

  const server = await startServer(database.url);
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

  const rows: (string | number)[][] = [];
  for (const c of cases) {
    let n = 0;
    const meter = new CpuMeter(server.pid, database.name);
    const result = await autocannon({
      url: server.url,
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          path: c.path,
          headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
          // Many clients, each inside the per-address limit (the bench server trusts X-Forwarded-For
          // from loopback: TRUST_PROXY in bench/lib/server.ts).
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': clientAddress(n++) },
          }),
        },
      ],
    });
    const cpu = meter.stop();
    rows.push([
      c.name,
      result.requests.average.toFixed(0),
      ms(result.latency.p50),
      ms(result.latency.p99),
      result.non2xx + result.errors + result.timeouts,
      `${cpu.serverCpuPct.toFixed(0)}%`,
      `${cpu.postgresCpuPct.toFixed(0)}%`,
    ]);
    console.log(`${c.name}: ${result.requests.average.toFixed(0)} req/s`);
  }
  console.log(
    `\n${table(['case', 'req/s', 'p50', 'p99', 'errors', 'server CPU', 'pg CPU'], rows)}`,
  );
  console.log(
    '(CPU in % of one core; the machine has 2 cores; pg CPU = the bench database backends)',
  );

  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the list queries (page query, then the count):');
  const plans: [string, (db: never) => Promise<unknown>][] = [
    ['players: no filter', (d) => listPlayers(d, {} as PlayersQuery)],
    ['players: q=петр', (d) => listPlayers(d, { q: 'петр' } as PlayersQuery)],
    [
      'players: level + district',
      (d) => listPlayers(d, { level: 'beginner', district: 'mladost' } as PlayersQuery),
    ],
    [
      'players: availability',
      (d) => listPlayers(d, { availability: ['mornings', 'weekends'] } as PlayersQuery),
    ],
    ['players: cursor at 50 %', (d) => listPlayers(d, { cursor: deepCursor } as PlayersQuery)],
    ['courts: no filter', (d) => listCourts(d, {} as CourtsQuery)],
    ['courts: q=лозенец', (d) => listCourts(d, { q: 'лозенец' } as CourtsQuery)],
    [
      'messages: beforeSeq page',
      (d) =>
        listMessages(d, conversation1, { beforeSeq: Math.floor(perConversation / 2), limit: 50 }),
    ],
  ];
  for (const [name, run] of plans) {
    for (const query of await captureQueries(run as never)) {
      const explained = await explain(db, query, { analyze: true });
      const kind = query.sql.includes('count(*)') ? 'count' : 'page ';
      console.log(
        `${name.padEnd(28)} ${kind} ${ms(explained.executionMs ?? Number.NaN).padStart(9)}  ` +
          `buffers hit ${explained.sharedHitBlocks ?? 0} read ${explained.sharedReadBlocks ?? 0}  ` +
          `${[...new Set(scansOf(explained.plan))].join('; ')}`,
      );
    }
  }
}

runBench(main);
