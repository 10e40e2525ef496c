/**
 * Chat delivery: N open sockets on the built server (PostgreSQL), M messages POSTed at a steady
 * rate, latency from just before each POST to each socket's receipt of the message frame, and a
 * check that every subscriber got every message exactly once, in seq order. Baseline in the same
 * run: the same fan-out through a bare `ws` server.
 *
 *   npx tsx bench/chat-delivery.ts                  # 200 sockets, 1,000 messages at 100/s
 *   npx tsx bench/chat-delivery.ts --design         # the design size: 2,000 sockets
 *   npx tsx bench/chat-delivery.ts --via-nginx      # N processes behind nginx (deploy/), --processes 2
 *   npx tsx bench/chat-delivery.ts --design --messages 13000 --drop-every-ms 30000
 *                                                   # 10 % of the sockets cut every 30 s
 *   npx tsx bench/chat-delivery.ts --design --after-idle 60
 *                                                   # the sockets open, a quiet minute, then the burst
 *   npx tsx bench/chat-delivery.ts --design --main ../before/dist/server/main.js
 *                                                   # another build's server (before and after)
 *   npx tsx bench/chat-delivery.ts --design --pglite  # the embedded database (`npm start`'s), seeded
 *                                                   # in a DATA_DIR before the server opens it
 *   npx tsx bench/chat-delivery.ts --design --group-share 0.25
 *                                                   # a quarter of the users in 3–4-person group
 *                                                   # conversations (open matches' chats), the rest
 *                                                   # in pairs; messages go round all of them
 *   options (argv --name=value or env NAME): --sockets --sockets-per-user --messages --rate --settle-ms
 *     --warmup (messages left out of the latencies, 0: every second counts) --message-bytes (1,024
 *     with --design) --drop-every-ms --drop-fraction (0.1) --after-idle (seconds)
 *     --timeline (the app's deliveries by the second their message was sent in)
 *     --group-share (0: the users' share in group conversations, 3 or 4 members each)
 *
 * The budget holds in every second of the burst: the worst second's p99 is reported beside the
 * whole run's, and the first seconds after the server starts count like the others.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hashPassword } from '#server/auth/passwords';
import { migrate } from '#server/db/migrate';
import { openPglite } from '#server/db/pglite-db';
import { openPostgres } from '#server/db/postgres-db';
import { fillConversations } from '#server/db-tools/large-seed/fill-conversations';
import { fillCourts } from '#server/db-tools/large-seed/fill-courts';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { conversationId, playerId } from '#server/db-tools/large-seed/ids';
import { WRITE_LIMITS } from '#server/rate-limits/rate-rules';
import { createGroupConversation } from '#server/routes/conversations/group-conversations';
import { stopChild, waitForLine } from '#test/support/child-process';
import { cpuMeterFor, startServersBehindNginx } from './lib/behind-nginx';
import { type ChatPlan, type ChatResult, runChatLoad } from './lib/chat-load';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { closeHttpAgent, postJson } from './lib/http-client';
import { describeMachine } from './lib/machine';
import { CpuMeter } from './lib/proc-stats';
import { startServer } from './lib/server';
import { ms, numberOption, option, table } from './lib/stats';
import { clientAddress, mintAccessTokens } from './lib/tokens';

const PASSWORD = 'bench-password-2718';
/** The design's chat budget: p99 in every second of a burst, in ms. */
const BUDGET_P99_MS = 40;
/** The server's limit of messages per minute per sender (each sender has an address of its own). */
const SENDER_LIMIT_PER_MINUTE = WRITE_LIMITS.message.perAccount[0]?.limit ?? 0;

/**
 * How the users are split into conversations: the first `pairUsers` two by two (the last alone
 * if they are odd, as without groups), then the rest in groups of three or four, as evenly as
 * their number allows.
 */
interface Layout {
  pairUsers: number;
  groupSizes: number[];
}

function layoutOf(users: number, groupShare: number): Layout {
  if (groupShare < 0 || groupShare > 1) throw new Error('--group-share must be 0–1');
  let grouped = Math.round(users * groupShare);
  if (grouped === 0) return { pairUsers: users, groupSizes: [] };
  // The pairs stay whole: a user left over joins the groups.
  if ((users - grouped) % 2 === 1) grouped++;
  if (grouped < 3) throw new Error('--group-share leaves fewer than 3 users for a group');
  const groups = Math.max(1, Math.round(grouped / 3.5));
  const groupSizes = Array.from(
    { length: groups },
    (_, g) => Math.floor(grouped / groups) + (g < grouped % groups ? 1 : 0),
  );
  if (groupSizes.some((size) => size < 3 || size > 4)) {
    throw new Error(`${grouped} users do not split into groups of 3–4`);
  }
  return { pairUsers: users - grouped, groupSizes };
}

const conversationsOf = (layout: Layout) =>
  Math.ceil(layout.pairUsers / 2) + layout.groupSizes.length;

function readPlan(): ChatPlan & { layout: Layout } {
  const design = option('design', 'false') === 'true';
  const plan: ChatPlan = {
    sockets: numberOption('sockets', design ? 2000 : 200),
    socketsPerUser: numberOption('sockets-per-user', 2),
    messages: numberOption('messages', design ? 4000 : 1000),
    rate: numberOption('rate', design ? 200 : 100),
    settleMs: numberOption('settle-ms', 15_000),
    warmup: 0,
    messageBytes: numberOption('message-bytes', design ? 1024 : 0),
    dropEveryMs: numberOption('drop-every-ms', 0),
    dropFraction: numberOption('drop-fraction', 0.1),
    idleMs: numberOption('after-idle', 0) * 1000,
  };
  plan.warmup = numberOption('warmup', 0);
  const users = Math.ceil(plan.sockets / plan.socketsPerUser);
  if (plan.socketsPerUser < 1 || plan.socketsPerUser > 10) {
    throw new Error('--sockets-per-user must be 1–10 (the server allows 10 sockets per user)');
  }
  if (users < 2) throw new Error('need at least two users: raise --sockets');
  const layout = layoutOf(users, numberOption('group-share', 0));
  // In any minute a sender sends their share of their conversation's share of that minute's
  // messages, or of the whole run: a pair's two senders the most.
  const fewestMembers = layout.pairUsers >= 2 ? 2 : Math.min(...layout.groupSizes);
  const perSenderPerMinute =
    Math.min(plan.rate * 60, plan.messages) / conversationsOf(layout) / fewestMembers;
  if (perSenderPerMinute > SENDER_LIMIT_PER_MINUTE * 0.75) {
    throw new Error(
      `${plan.messages} messages at ${plan.rate}/s over ${users} users is up to ` +
        `${perSenderPerMinute.toFixed(1)} per sender a minute; the server allows ` +
        `${SENDER_LIMIT_PER_MINUTE}: send fewer, lower --rate or add sockets`,
    );
  }
  return { ...plan, layout };
}

function report(name: string, result: ChatResult, cpu?: ReturnType<CpuMeter['stop']>): string[] {
  const failures = Object.entries(result.postFailures)
    .map(([why, n]) => `${why}×${n}`)
    .join(' ');
  return [
    name,
    ms(result.delivery.p50),
    ms(result.delivery.p95),
    ms(result.delivery.p99),
    ms(result.delivery.max),
    result.worstSecond ? `${ms(result.worstSecond.p99)} (s ${result.worstSecond.second})` : '–',
    ms(result.post.p50),
    ms(result.post.p99),
    `${result.delivered}/${result.expectedDeliveries}`,
    `${result.lost}/${result.duplicates}/${result.outOfOrder}/${result.unexpected}`,
    failures || '0',
    cpu ? `${cpu.serverCpuPct.toFixed(0)}%` : '–',
    cpu ? `${cpu.postgresCpuPct.toFixed(0)}%` : '–',
    cpu ? `${cpu.peakRssMb.toFixed(0)} MB` : '–',
  ];
}

async function runBaseline(
  plan: ChatPlan,
  users: number,
  conversations: number,
  conversationOfUser: number[],
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'lib/bare-ws-server.ts')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  onCleanup('stop the bare ws server', () => stopChild(child));
  const baseUrl = await waitForLine(child, /running at (http:\/\/[^\s]+)/, 'the bare ws server');
  const target = {
    baseUrl,
    conversationIds: Array.from({ length: conversations }, () => crypto.randomUUID()),
    tokens: Array.from({ length: users }, () => 'any'),
    conversationOfUser,
  };
  const meter = new CpuMeter(child.pid as number);
  // The bare server keeps no history to catch up from: its sockets are never cut.
  const result = await runChatLoad(target, { ...plan, dropEveryMs: 0 });
  const cpu = meter.stop();
  await stopChild(child);
  return { result, cpu };
}

async function main() {
  const { layout, ...plan } = readPlan();
  const users = Math.ceil(plan.sockets / plan.socketsPerUser);
  const pairs = Math.ceil(layout.pairUsers / 2);
  const conversations = conversationsOf(layout);
  const groups = layout.groupSizes.length;
  const groupUsers = users - layout.pairUsers;
  console.log(describeMachine());
  console.log(
    `\nplan: ${plan.sockets} sockets (${plan.socketsPerUser} per user, ${users} users, ` +
      `${pairs} one-to-one conversations` +
      (groups > 0
        ? ` and ${groups} group conversations of ${groupUsers} users (${layout.groupSizes.filter((n) => n === 3).length} of 3, ${layout.groupSizes.filter((n) => n === 4).length} of 4)`
        : '') +
      `; every socket also follows its inbox), ` +
      `${plan.messages} messages${plan.messageBytes ? ` of ${plan.messageBytes} bytes` : ''} at ${plan.rate}/s round-robin over the conversations, ` +
      `each delivered to every socket of its conversation's members (${2 * plan.socketsPerUser} in a pair)` +
      (plan.idleMs > 0 ? `, after ${plan.idleMs / 1000} s with the sockets open and quiet` : '') +
      (plan.warmup > 0
        ? `; the first ${plan.warmup} are warm-up (checked for exact delivery, left out of the latencies)`
        : '; every message counts, the first second as the others') +
      '\n',
  );

  const pglite = option('pglite', 'false') === 'true';
  const viaNginx = option('via-nginx', 'false') === 'true';
  const otherBuild = option('main', '');
  if (viaNginx && (otherBuild || pglite)) {
    throw new Error('--via-nginx runs this build on PostgreSQL: leave out --main and --pglite');
  }
  // The embedded database is the server's alone once it runs: seeded and given its sessions first.
  const database = pglite
    ? { name: '', url: '', dataDir: await mkdtemp(join(tmpdir(), 'tennis-bench-chat-')) }
    : { ...(await createBenchDatabase('tennis_bench_chat')), dataDir: undefined };
  if (database.dataDir) {
    const dataDir = database.dataDir;
    onCleanup('remove the bench DATA_DIR', () => rm(dataDir, { recursive: true, force: true }));
  }
  const db = database.dataDir
    ? await openPglite(join(database.dataDir, 'pglite'))
    : await openPostgres(database.url);
  let dbOpen = true;
  const closeDb = async () => {
    if (dbOpen) await db.close();
    dbOpen = false;
  };
  onCleanup('close the bench database', closeDb);
  await migrate(db);
  const passwordHash = await hashPassword(PASSWORD);
  await fillCourts(db, 10);
  await fillPlayers(db, {
    count: users + (users % 2),
    courts: 10,
    passwordHash,
    allConfirmed: true,
  });
  await fillConversations(db, { pairs, perConversation: 0 });
  const ids = await db.query<{ user_id: string; conversation_id: string }>(
    `select ${playerId('i::text')} as user_id, ${conversationId('((i + 1) / 2)::text')} as conversation_id
     from generate_series(1, $1::int) i order by i`,
    [users],
  );
  const userIds = ids.map((row) => row.user_id);
  const conversationIds = ids
    .slice(0, layout.pairUsers)
    .filter((_, i) => i % 2 === 0)
    .map((row) => row.conversation_id);
  // The groups as the app makes an open match's chat, after the pairs: users numbered on.
  const conversationOfUser = userIds.map((_, user) => Math.floor(user / 2));
  let nextUser = layout.pairUsers;
  for (const size of layout.groupSizes) {
    const members = userIds.slice(nextUser, nextUser + size);
    for (let user = nextUser; user < nextUser + size; user++) {
      conversationOfUser[user] = conversationIds.length;
    }
    conversationIds.push(await createGroupConversation(db, members));
    nextUser += size;
  }

  const processes = numberOption('processes', 2);
  let tokens: Map<string, string>;
  let server:
    | Awaited<ReturnType<typeof startServer>>
    | Awaited<ReturnType<typeof startServersBehindNginx>>;
  if (viaNginx) {
    server = await startServersBehindNginx(database.url, processes);
    tokens = await mintAccessTokens(db, server.jwtSecret, userIds);
  } else {
    const jwtSecret = randomBytes(32).toString('hex');
    tokens = await mintAccessTokens(db, jwtSecret, userIds);
    if (database.dataDir) await closeDb();
    server = await startServer(
      database.url,
      { JWT_SECRET: jwtSecret, ...(database.dataDir ? { DATA_DIR: database.dataDir } : {}) },
      otherBuild ? resolve(otherBuild) : undefined,
    );
  }
  // One user signs in through the API: the stored argon2 hash and the sign-in path work.
  const signIn = await postJson(
    `${server.url}/api/auth/sign-in`,
    { email: 'player1@large-seed.example.com', password: PASSWORD },
    { 'x-forwarded-for': clientAddress(0) },
  );
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  tokens.set(userIds[0] as string, (signIn.body as { access_token: string }).access_token);

  const rows: string[][] = [];
  const baseline = await runBaseline(plan, users, conversations, conversationOfUser);
  rows.push(report('bare ws (baseline)', baseline.result, baseline.cpu));

  // PGlite runs in the server's process: its CPU is the server's.
  const meter = cpuMeterFor(server, database.name || 'no PostgreSQL backends');
  const benchCpu = process.cpuUsage();
  const app = await runChatLoad(
    {
      baseUrl: server.url,
      conversationIds,
      tokens: userIds.map((id) => tokens.get(id) as string),
      conversationOfUser,
    },
    plan,
  );
  const cpu = meter.stop();
  const benchCpuSeconds =
    (process.cpuUsage(benchCpu).user + process.cpuUsage(benchCpu).system) / 1e6;
  const target = viaNginx
    ? `app ×${processes} behind nginx`
    : `app on ${database.dataDir ? 'PGlite' : 'PostgreSQL'}`;
  rows.push(report(target, app, cpu));

  console.log(
    table(
      [
        'target',
        'p50',
        'p95',
        'p99',
        'max',
        'worst second p99',
        'POST p50',
        'POST p99',
        'delivered',
        'lost/dup/order/unexp',
        'POST failures',
        'server CPU',
        'pg CPU',
        'server RSS',
      ],
      rows,
    ),
  );
  console.log(
    `\nlatency: just before the POST → the socket's receipt of the message frame, every delivery.` +
      `\nCPU: % of one core over the socket-opening + sending phase (2 cores = 200%); pg CPU: the` +
      ` bench database's backends. Bench client process used ${benchCpuSeconds.toFixed(1)} CPU s` +
      ` during the app run; send phase ${app.sendSeconds.toFixed(1)} s.` +
      `\nserver RSS after the run: ${cpu.rssMb.toFixed(0)} MB. socket errors: baseline ${baseline.result.socketErrors}, app ${app.socketErrors}.` +
      (cpu.nginxCpuPct !== undefined
        ? `\nserver CPU and RSS: the ${processes} app processes together; nginx CPU ${cpu.nginxCpuPct.toFixed(0)}%.`
        : ''),
  );
  if (option('timeline', 'false') === 'true') {
    console.log('\napp deliveries by the second their message was sent in (--timeline):');
    console.log(
      table(
        ['second', 'deliveries', 'p99', 'max'],
        app.timeline.map((s) => [String(s.second), String(s.deliveries), ms(s.p99), ms(s.max)]),
      ),
    );
  }
  if (plan.dropEveryMs > 0) {
    const r = app.reconnects;
    console.log(
      `\nreconnects (${(plan.dropFraction * 100).toFixed(0)} % of the sockets cut every ` +
        `${plan.dropEveryMs / 1000} s, app only): ${r.count} reconnected, ${r.failed} failed; ` +
        `cut → everything missed (the 'subscribed' frame after the catch-up): p50 ` +
        `${ms(r.caughtUp.p50)}, p99 ${ms(r.caughtUp.p99)}, max ${ms(r.caughtUp.max)}; ` +
        `messages confirmed before the resubscribe but not caught up: ${r.notCaughtUp}`,
    );
  }
  const clean =
    app.lost + app.duplicates + app.outOfOrder + app.unexpected + app.reconnects.notCaughtUp === 0;
  const worst = app.worstSecond?.p99 ?? Number.POSITIVE_INFINITY;
  console.log(
    `\nDesign budget (p99 ≤ ${BUDGET_P99_MS} ms in every second with ${plan.sockets} sockets, nothing lost or twice): ` +
      `p99 ${ms(app.delivery.p99)}, worst second ${ms(worst)} ` +
      `${worst <= BUDGET_P99_MS ? 'holds' : 'MISSED'}; delivery ${clean ? 'exact' : 'NOT exact'}`,
  );
  closeHttpAgent();
  if (!clean || Object.keys(app.postFailures).length > 0) process.exitCode = 1;
}

runBench(main);
