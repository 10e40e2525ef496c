/**
 * "A court at the time you want" at city size: 2,000 courts with their units and a season of
 * bookings (the large seed: 60 days of accepted and pending bookings on the units, a past week,
 * closures) in a fresh PostgreSQL database, the built server on it. (a) The courts list asked
 * "when" (`GET /api/courts?date=&time=&durationHours=`): today's evening, tomorrow morning, the
 * weekend, with and without a district or surface, and one case that varies the day, start,
 * length and filters from request to request; each saturated and at a steady --rate req/s,
 * beside GET /api/health in the same run. (b) Instant bookings at a steady --book-rate a second
 * at the courts with an owner (all set to book at once): distinct players each booking a free
 * slot of their own, and --races groups of --racers players sending the same slot at one
 * instant; beside health at the same rate. Then SQL: no unit double-booked, each race's 201s
 * as many as its free units, and the 201s and 409 `slot_taken`s counted. Then EXPLAIN
 * (ANALYZE, BUFFERS) of the statements a "when" list and an instant booking send.
 *
 *   npm run bench:courts-when              # 20,000 players, 2,000 courts, 60 days of bookings
 *   options: --players --courts --booking-days --duration (s per run) --connections
 *     --rate (steady req/s, 200) --book-rate (100) --book-seconds (10) --races (20)
 *     --racers (5) --when-only / --bookings-only (to look into one part alone)
 */
import type { CourtsQuery } from '#contract/courts';
import { DISTRICTS } from '#contract/enum-values';
import { addDays, sofiaDate, sofiaTime, timeOfMinutes, weekdayOf } from '#contract/sofia-time';
import type { Db } from '#server/db/db';
import { migrate } from '#server/db/migrate';
import { openPostgres } from '#server/db/postgres-db';
import { seedLarge } from '#server/db-tools/large-seed/large-seed';
import { WRITE_LIMITS } from '#server/rate-limits/rate-rules';
import { freeUnit, freeUnitsSql } from '#server/routes/bookings/bookings-repository';
import { courtsPageJson } from '#server/routes/courts/courts-repository';
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

type Statuses = Map<number | string, number>;
const statusText = (statuses: Statuses) =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');

/**
 * `ticks` sends at a steady `rate` a second, not waiting for the answers; a send may be several
 * requests at one instant (a race). Each request is timed from just before it is sent until its
 * whole answer; its outcome counted.
 */
async function steadily(
  rate: number,
  ticks: number,
  send: (tick: number) => Promise<string>[],
): Promise<{ latency: LatencySummary; outcomes: Statuses; byTick: string[][] }> {
  const latencies: number[] = [];
  const outcomes: Statuses = new Map();
  const byTick: string[][] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let tick = 0; tick < ticks; tick++) {
    const wait = start + (tick * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    const sentAt = performance.now();
    const answers: string[] = [];
    byTick.push(answers);
    for (const request of send(tick)) {
      inFlight.push(
        request.then(
          (outcome) => {
            latencies.push(performance.now() - sentAt);
            answers.push(outcome);
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          },
          (error: Error) => {
            answers.push(error.message);
            outcomes.set(error.message, (outcomes.get(error.message) ?? 0) + 1);
          },
        ),
      );
    }
  }
  await Promise.all(inFlight);
  return { latency: summarize(latencies), outcomes, byTick };
}

/** A start on the half hour at least `minutesAhead` after `now` in Sofia, as minutes of its day. */
function halfHourAfter(now: Date, minutesAhead: number): number {
  const [hours = 0, minutes = 0] = sofiaTime(now).split(':').map(Number);
  return Math.ceil((hours * 60 + minutes + minutesAhead) / 30) * 30;
}

/** The "when" cases: fixed days and starts, and one that varies them request by request. */
function whenCases(now: Date, days: number): GetCase[] {
  const today = sofiaDate(now);
  // Today's evening: 19:00, or the next half hour after it if later; past 21:30 tomorrow's.
  const evening = Math.max(19 * 60, halfHourAfter(now, 30));
  const [eveningDay, eveningTime] =
    evening <= 21 * 60 + 30 ? [today, timeOfMinutes(evening)] : [addDays(today, 1), '19:00'];
  const tomorrow = addDays(today, 1);
  // The first Saturday after today (a week ahead when today is one).
  let saturday = tomorrow;
  while (weekdayOf(saturday) !== 'sat') saturday = addDays(saturday, 1);
  const sunday = addDays(saturday, 1);
  const when = (date: string, time: string, hours: number, more = '') =>
    `/api/courts?date=${date}&time=${time}&durationHours=${hours}${more}`;
  const surfaces = ['clay', 'hard', 'clay,hard'];
  // Days across the season, starts 08:00–21:00 on the hour and half hour, 1–2 hours, a third
  // with a district, a third with a surface: 97 and 89 are prime, so the pairs vary.
  const varied: string[] = [];
  for (let k = 0; k < 240; k++) {
    const date = addDays(today, 1 + ((k * 7) % Math.max(1, days - 1)));
    const time = timeOfMinutes(8 * 60 + ((k * 97) % 27) * 30);
    const hours = [1, 1.5, 2][k % 3] as number;
    const more =
      k % 3 === 1
        ? `&district=${DISTRICTS[(k * 89) % DISTRICTS.length]}`
        : k % 3 === 2
          ? `&surface=${surfaces[k % surfaces.length]}`
          : '';
    varied.push(when(date, time, hours, more));
  }
  // And today's remaining evening starts, where the day's bookings already began.
  for (let minute = halfHourAfter(now, 30); minute <= 21 * 60 + 30; minute += 30) {
    varied.push(when(today, timeOfMinutes(minute), 1));
  }
  return [
    { name: `when: today evening ${eveningTime}, 1 h`, path: when(eveningDay, eveningTime, 1) },
    {
      name: 'when: today evening + district + surface',
      path: when(eveningDay, eveningTime, 1.5, '&district=lozenets&surface=clay,hard'),
    },
    { name: 'when: tomorrow 10:00, 1.5 h', path: when(tomorrow, '10:00', 1.5) },
    {
      name: 'when: tomorrow 18:00 + district',
      path: when(tomorrow, '18:00', 1, '&district=mladost'),
    },
    { name: `when: Saturday ${saturday.slice(5)} 11:00, 2 h`, path: when(saturday, '11:00', 2) },
    {
      name: `when: Sunday ${sunday.slice(5)} 10:00 + surface`,
      path: when(sunday, '10:00', 1, '&surface=clay'),
    },
    {
      name: `when: varied (${varied.length} queries in turn)`,
      path: varied[0] ?? '',
      paths: varied,
    },
  ];
}

interface Slot {
  courtId: string;
  date: string;
  startTime: string;
  /** Units free for the hour when the bench began. */
  free: number;
}

/**
 * One candidate start for an hour at each instant-booking court on each day from tomorrow, at
 * a half hour inside the court's opening hours picked by a hash, with its free units counted
 * by the app's own SQL (no accepted booking, no closure).
 */
async function candidateSlots(db: Db, days: number): Promise<Slot[]> {
  const hours = `c.opening_hours -> (array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'])[1 + extract(dow from d.day)::int]`;
  const minutes = (key: string) =>
    `(split_part(h.hours ->> '${key}', ':', 1)::int * 60 + split_part(h.hours ->> '${key}', ':', 2)::int)`;
  return db.query<Slot>(
    `with candidates as (
       select c.id as court_id, d.day, s.minute,
         (d.day + make_interval(mins => s.minute)) at time zone 'Europe/Sofia' as starts_at,
         (d.day + make_interval(mins => s.minute + 60)) at time zone 'Europe/Sofia' as ends_at
       from courts c
       cross join generate_series(1, $1::int - 1) g
       cross join lateral (select (now() at time zone 'Europe/Sofia')::date + g as day) d
       cross join lateral (select ${hours} as hours) h
       cross join lateral (select ${minutes('open')} as open, ${minutes('close')} as close) o
       cross join lateral (select o.open + 30 * (abs(hashtext(c.id::text || d.day::text))
                             % ((o.close - o.open - 60) / 30 + 1)) as minute) s
       where c.instant_booking and c.hidden_at is null and h.hours is not null
         and o.close - o.open >= 60)
     select k.court_id as "courtId", k.day::text as date,
       to_char(make_time(k.minute / 60, k.minute % 60, 0), 'HH24:MI') as "startTime",
       (select count(*)::int from (${freeUnitsSql('k.court_id', 'k.starts_at', 'k.ends_at')}) f) as free
     from candidates k
     order by md5(k.court_id::text || k.day::text)`,
    [days],
  );
}

async function main() {
  const players = numberOption('players', 20_000);
  const courts = numberOption('courts', 2_000);
  const bookingDays = numberOption('booking-days', 60);
  const duration = numberOption('duration', 5);
  const connections = numberOption('connections', 10);
  const rate = numberOption('rate', 200);
  const bookRate = numberOption('book-rate', 100);
  const bookSeconds = numberOption('book-seconds', 10);
  const races = numberOption('races', 20);
  const racers = numberOption('racers', 5);
  const whenOnly = process.argv.includes('--when-only');
  const bookingsOnly = process.argv.includes('--bookings-only');
  const bookingRequests = bookRate * bookSeconds;
  const distinct = bookingRequests - races * racers;
  if (distinct < 0) throw new Error('--races × --racers is more than the bookings sent');
  // Each player books once (the racers once each too): far inside the per-account limit.
  if (WRITE_LIMITS.booking.perAccount.some((rule) => rule.limit < 1)) {
    throw new Error('a player may not book even once');
  }
  console.log(describeMachine());
  console.log(
    `\ndata: ${players} players, ${courts} courts, ${bookingDays} days of bookings (and a past ` +
      `week); autocannon ${connections} connections × ${duration} s per case, saturated and at ` +
      `${rate} req/s; ${bookingRequests} instant bookings at ${bookRate}/s (${distinct} distinct ` +
      `slots, ${races} races of ${racers} players for one slot)\n`,
  );

  const database = await createBenchDatabase('tennis_bench_courts_when');
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  await migrate(db);
  await seedLarge(db, { players, courts, messages: 0, openMatches: 0, bookingDays }, (line) =>
    console.log(line),
  );
  // The bench's courts: every court with an owner books at once.
  await db.query('update courts set instant_booking = true where owner_id is not null');
  const [season] = await db.query<Record<string, number>>(
    `select (select count(*)::int from court_units) as units,
       (select count(*)::int from courts where instant_booking) as instant_courts,
       (select count(*)::int from bookings where status = 'accepted' and starts_at > now()) as accepted,
       (select count(*)::int from bookings where status = 'pending') as pending,
       (select count(*)::int from bookings) as bookings,
       (select count(*)::int from court_closures) as closures`,
  );
  console.log(
    `season: ${season?.bookings} bookings (${season?.accepted} accepted and ${season?.pending} ` +
      `pending still to come) on ${season?.units} units; ${season?.closures} closures; ` +
      `${season?.instant_courts} courts booked at once`,
  );
  await db.exec('vacuum analyze courts');

  // The slots: races first, on the slots with the fewest units free, then one distinct slot
  // per court and day, each for a player of its own who holds nothing there then.
  const candidates = (await candidateSlots(db, bookingDays)).filter((slot) => slot.free > 0);
  const raceSlots = [...candidates].sort((a, b) => a.free - b.free).slice(0, races);
  const raced = new Set(raceSlots.map((slot) => `${slot.courtId} ${slot.date}`));
  const spare = Math.ceil(distinct * 1.1) + 10;
  const distinctSlots = candidates
    .filter((slot) => !raced.has(`${slot.courtId} ${slot.date}`))
    .slice(0, spare);
  const bookers = (
    await db.query<{ id: string }>(
      `select p.id from profiles p join users u on u.id = p.id
       where u.email_confirmed_at is not null and u.suspended_at is null and p.hidden_at is null
         and not exists (select 1 from courts c where c.owner_id = p.id)
       order by md5(p.id::text) limit $1`,
      [spare + races * racers],
    )
  ).map((row) => row.id);
  const plan = [
    ...distinctSlots.map((slot, k) => ({ slot, players: [bookers[k] as string] })),
    ...raceSlots.map((slot, k) => ({
      slot,
      players: bookers.slice(spare + k * racers, spare + (k + 1) * racers),
    })),
  ];
  // A player who already asked for that court at an overlapping time would be refused
  // `booking_overlap`: such pairs are left out (the seed's requesters are drawn at random).
  const clashing = new Set(
    (
      await db.query<{ n: number }>(
        `select p.n::int from unnest($1::uuid[], $2::uuid[], $3::date[], $4::time[])
           with ordinality p(player, court, day, start, n)
         where exists (select 1 from bookings b
           where b.requester_id = p.player and b.court_id = p.court
             and b.status in ('pending', 'accepted')
             and b.starts_at < ((p.day + p.start) at time zone 'Europe/Sofia') + interval '1 hour'
             and b.ends_at > (p.day + p.start) at time zone 'Europe/Sofia')`,
        [
          plan.flatMap((p) => p.players),
          plan.flatMap((p) => p.players.map(() => p.slot.courtId)),
          plan.flatMap((p) => p.players.map(() => p.slot.date)),
          plan.flatMap((p) => p.players.map(() => p.slot.startTime)),
        ],
      )
    ).map((row) => row.n - 1),
  );
  let index = 0;
  const fine = plan.map((p) => ({ ...p, players: p.players.filter(() => !clashing.has(index++)) }));
  const singles = fine.filter((p, k) => k < distinctSlots.length && p.players.length === 1);
  const groups = fine.slice(distinctSlots.length).filter((p) => p.players.length > 1);
  console.log(
    `slots: ${candidates.length} candidates with a unit free, ${bookers.length} players, ` +
      `${clashing.size} left out (an overlapping request of their own there)`,
  );
  if (singles.length < distinct || groups.length < races) {
    throw new Error(
      `only ${singles.length} distinct slots and ${groups.length} races found, of ${distinct} and ${races}`,
    );
  }
  // The sends in order: the races spread evenly among the single bookings.
  const ticks: (typeof fine)[number][] = singles.slice(0, distinct);
  groups.slice(0, races).forEach((group, k) => {
    ticks.splice(Math.floor(((k + 0.5) * ticks.length) / races) + k, 0, group);
  });

  const server = await startServer(database.url);
  const tokens = await mintAccessTokens(
    db,
    server.jwtSecret,
    ticks.flatMap((tick) => tick.players),
  );

  const goals: string[] = [];
  if (!bookingsOnly) {
    // (a) Each case saturated, then at a steady `rate`, where the latency is the request's own.
    const cases: GetCase[] = [
      { name: 'GET /api/health (baseline)', path: '/api/health' },
      { name: 'courts: no filter (for scale)', path: '/api/courts' },
      ...whenCases(new Date(), bookingDays),
    ];
    const result = await casesBesideHealth(
      cases,
      (c, steadyRate) =>
        loadGet(server, database.name, c, { connections, duration, rate: steadyRate }),
      { rate, heldToGoals: (c) => c.name.startsWith('when') },
    );
    goals.push(...result.goals);
    console.log(`\n${result.table}`);
    console.log('(saturated: CPU in % of one core; pg CPU = the bench database backends)');
  }

  if (!whenOnly) {
    // (b) Instant bookings at a steady rate, beside health at the same rate from the same client,
    // once the server has answered what the last case left it (a saturated case's last
    // requests would otherwise be health's slowest).
    if (!bookingsOnly) await sleep(5000);
    const healthSteady = await steadily(bookRate, bookingRequests, (k) => [
      getStatus(`${server.url}/api/health`, { 'x-forwarded-for': clientAddress(k) }).then(String),
    ]);
    let sent = 0;
    const booked = new Date();
    const bookingSteady = await steadily(bookRate, ticks.length, (tick) => {
      const { slot, players: who } = ticks[tick] as (typeof ticks)[number];
      return who.map(async (player) => {
        const response = await postJson(
          `${server.url}/api/bookings`,
          { courtId: slot.courtId, date: slot.date, startTime: slot.startTime, durationHours: 1 },
          {
            authorization: `Bearer ${tokens.get(player)}`,
            'x-forwarded-for': clientAddress(100_000 + sent++),
          },
        );
        const code = (response.body as { error?: { code?: string } } | null)?.error?.code;
        return response.status === 201 ? '201' : `${response.status} ${code ?? ''}`.trim();
      });
    });
    const bookingExtra = bookingSteady.latency.p99 - healthSteady.latency.p99;
    console.log(
      `\n${table(
        ['case', 'requests', 'p50', 'p95', 'p99', 'max', 'answers'],
        [
          [`GET /api/health at ${bookRate}/s`, healthSteady],
          [`POST /api/bookings at ${bookRate}/s`, bookingSteady],
        ].map(([name, run]) => {
          const { latency, outcomes } = run as Awaited<ReturnType<typeof steadily>>;
          return [
            name as string,
            latency.count,
            ms(latency.p50),
            ms(latency.p95),
            ms(latency.p99),
            ms(latency.max),
            statusText(outcomes),
          ];
        }),
      )}`,
    );
    if (bookingExtra > 30) {
      goals.push(`bookings: p99 at ${bookRate}/s +${bookingExtra.toFixed(0)} ms over health's`);
    }

    // Each single booking had its slot; each race as many 201s as its slot had units free.
    const wrong: string[] = [];
    bookingSteady.byTick.forEach((answers, tick) => {
      const { slot, players: who } = ticks[tick] as (typeof ticks)[number];
      const won = answers.filter((answer) => answer === '201').length;
      const lost = answers.filter((answer) => answer === '409 slot_taken').length;
      const expected = Math.min(slot.free, who.length);
      if (won !== expected || lost !== who.length - expected) {
        wrong.push(
          `${slot.courtId} ${slot.date} ${slot.startTime} (${slot.free} free): ${answers.join(', ')}`,
        );
      }
    });
    const raceAnswers = bookingSteady.byTick.filter(
      (_, tick) => (ticks[tick]?.players.length ?? 0) > 1,
    );
    const raceWon = raceAnswers.flat().filter((answer) => answer === '201').length;
    const raceFree = ticks
      .filter((tick) => tick.players.length > 1)
      .reduce((sum, tick) => sum + Math.min(tick.slot.free, tick.players.length), 0);
    // No unit double-booked: in each unit's accepted bookings by start, none begins before the
    // one before it ends (any overlap shows between neighbours).
    const [check] = await db.query<{ overlaps: number; accepted: number; no_unit: number }>(
      `select
         (select count(*)::int from (
            select starts_at, lag(ends_at) over (partition by unit_id order by starts_at, id) as before
            from bookings where status = 'accepted' and unit_id is not null) x
          where x.before > x.starts_at) as overlaps,
         (select count(*)::int from bookings where status = 'accepted' and created_at >= $2
            and requester_id = any($1::uuid[])) as accepted,
         (select count(*)::int from bookings where status = 'accepted' and unit_id is null
            and created_at >= $2 and requester_id = any($1::uuid[])) as no_unit`,
      [ticks.flatMap((tick) => tick.players), booked],
    );
    const created = bookingSteady.outcomes.get('201') ?? 0;
    console.log(
      `\ninstant bookings: ${statusText(bookingSteady.outcomes)}; the ${groups.slice(0, races).length} ` +
        `races: ${raceWon} × 201 for ${raceFree} free units, ${raceAnswers.flat().length - raceWon} ` +
        `refused; accepted rows of the bench's players: ${check?.accepted} (${check?.no_unit} ` +
        `without a unit); units double-booked (overlapping accepted bookings, whole table): ` +
        `${check?.overlaps}`,
    );
    if (wrong.length > 0) {
      console.log(
        `slots answered otherwise than their free units say:\n  ${wrong.slice(0, 10).join('\n  ')}`,
      );
      goals.push(`bookings: ${wrong.length} slots answered otherwise than their free units say`);
    }
    if (check?.overlaps !== 0 || check?.accepted !== created || check?.no_unit !== 0) {
      goals.push('bookings: a unit double-booked, or the accepted rows not the 201s');
    }
  }
  closeHttpAgent();

  console.log(
    goals.length === 0
      ? `\ngoals: every "when" case ≥ 25 % of health's req/s and p99 at ${rate}/s within 30 ms ` +
          `of health's; instant bookings' p99 at ${bookRate}/s within 30 ms of health's; no unit ` +
          'double-booked, every race as many 201s as free units: met'
      : `\ngoals missed:\n  ${goals.join('\n  ')}`,
  );

  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the statements, as the repositories send them:');
  const now = new Date();
  const whenPlans = whenCases(now, bookingDays).slice(0, 6);
  for (const c of whenPlans) {
    const query = Object.fromEntries(new URL(c.path, 'http://x').searchParams) as Record<
      string,
      string
    >;
    const courtsQuery = {
      ...query,
      durationHours: Number(query.durationHours),
      ...(query.surface ? { surface: query.surface.split(',') } : {}),
    } as unknown as CourtsQuery;
    // The courts' version and copy are read once a process; the statement a request sends is
    // the day's holds.
    const statements = await captureQueries(
      (d) => courtsPageJson(d, courtsQuery, now),
      (sql) => (sql.includes('from courts where') ? [] : [{ version: '1' }]),
    );
    for (const statement of statements.filter((s) => s.sql.includes('from bookings'))) {
      const explained = await explain(db, statement, { analyze: true });
      console.log(
        `${c.name.padEnd(42)} ${ms(explained.executionMs ?? Number.NaN).padStart(9)}  ` +
          `rows ${explained.plan['Actual Rows']}  buffers hit ${explained.sharedHitBlocks ?? 0} ` +
          `read ${explained.sharedReadBlocks ?? 0}  ${[...new Set(scansOf(explained.plan))].join('; ')}`,
      );
    }
  }
  const [court] = await db.query<{ id: string }>(
    'select id from courts where instant_booking order by id limit 1',
  );
  if (court) {
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const [statement] = await captureQueries((d) =>
      freeUnit(d, court.id, tomorrow, new Date(tomorrow.getTime() + 3_600_000)),
    );
    if (statement) {
      const explained = await explain(db, statement, { analyze: true });
      console.log(
        `${'instant booking: the free unit'.padEnd(42)} ${ms(explained.executionMs ?? Number.NaN).padStart(9)}  ` +
          `${[...new Set(scansOf(explained.plan))].join('; ')}`,
      );
    }
  }
}

runBench(main);
