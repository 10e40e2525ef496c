/**
 * A booking request's latency while its notification goes out by mail, beside the same request
 * at a court without an owner (nothing to notify: the request as it was before notifications),
 * on the built server and PostgreSQL, with the mail server accepting, never answering, and not
 * running. The mail is queued in the request's transaction and sent by the outbox worker, so
 * the mail server should not show in the request's latency.
 *
 *   npm run bench:bookings                 # 400 requests per case, 8 at a time
 *   options: --requests --concurrency
 */
import { addDays, sofiaDate, timeOfMinutes } from '#contract/sofia-time';
import { hashPassword } from '#server/auth/passwords';
import { migrate } from '#server/db/migrate';
import { openPostgres } from '#server/db/postgres-db';
import { fillCourts } from '#server/db-tools/large-seed/fill-courts';
import { fillPlayers } from '#server/db-tools/large-seed/fill-players';
import { courtId } from '#server/db-tools/large-seed/ids';
import { startTestSmtp, type TestSmtp } from '#test/support/test-smtp';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { closeHttpAgent, postJson } from './lib/http-client';
import { describeMachine } from './lib/machine';
import { startServer } from './lib/server';
import { ms, numberOption, summarize, table } from './lib/stats';
import { clientAddress, mintAccessTokens } from './lib/tokens';

type MailServer = 'accepting' | 'never answering' | 'not running';

interface Row {
  court: string;
  mail: MailServer;
  perSecond: number;
  latencies: number[];
}

async function main() {
  const requests = numberOption('requests', 400);
  const concurrency = numberOption('concurrency', 8);
  console.log(describeMachine());
  console.log(`\n${requests} booking requests per case, ${concurrency} at a time\n`);

  const database = await createBenchDatabase('tennis_bench_bookings');
  const db = await openPostgres(database.url);
  onCleanup('close the bench pool', () => db.close());
  await migrate(db);
  const requesters = 200;
  await fillCourts(db, 2);
  await fillPlayers(db, {
    count: requesters + 1,
    courts: 2,
    passwordHash: await hashPassword('bench-password-2718'),
    allConfirmed: true,
  });
  const [owner] = await db.query<{ id: string }>(
    "select id from users where email = 'player1@large-seed.example.com'",
  );
  // Court 1 has no owner; court 2 belongs to player 1. Unknown hours: any time is bookable.
  await db.query(`update courts set opening_hours = '{}', owner_id = null`);
  await db.query(`update courts set owner_id = $1 where id = ${courtId("'2'")}`, [owner?.id]);
  const courts = await db.query<{ id: string; owner_id: string | null }>(
    'select id, owner_id from courts order by owner_id nulls first',
  );
  const requesterIds = (
    await db.query<{ id: string }>('select id from users where id <> $1 order by email', [
      owner?.id,
    ])
  ).map((r) => r.id);

  const smtp: TestSmtp = await startTestSmtp();
  onCleanup('stop the SMTP server', () => smtp.close());
  const rows: Row[] = [];
  let sent = 0;
  for (const mail of ['accepting', 'never answering', 'not running'] as MailServer[]) {
    smtp.mode = mail === 'never answering' ? 'hang' : 'accept';
    const server = await startServer(database.url, {
      SMTP_URL: mail === 'not running' ? 'smtp://127.0.0.1:9' : smtp.url,
      MAIL_FROM: 'Bench <bench@bench.example.com>',
    });
    const tokens = await mintAccessTokens(db, server.jwtSecret, requesterIds);
    for (const court of courts) {
      const label = court.owner_id ? 'with an owner (notified)' : 'without an owner (baseline)';
      const latencies: number[] = [];
      const started = performance.now();
      let next = 0;
      const work = async () => {
        for (let n = next++; n < requests; n = next++) {
          const i = sent + n;
          const requester = requesterIds[i % requesterIds.length] as string;
          const body = {
            courtId: court.id,
            date: addDays(sofiaDate(new Date()), 1 + (i % 59)),
            startTime: timeOfMinutes(8 * 60 + 30 * (Math.floor(i / 59) % 24)),
            durationHours: 1,
          };
          const t0 = performance.now();
          const response = await postJson(`${server.url}/api/bookings`, body, {
            authorization: `Bearer ${tokens.get(requester)}`,
            'x-forwarded-for': clientAddress(i % requesterIds.length),
          });
          latencies.push(performance.now() - t0);
          if (response.status !== 201) {
            throw new Error(
              `booking answered ${response.status}: ${JSON.stringify(response.body)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, work));
      const seconds = (performance.now() - started) / 1000;
      sent += requests;
      rows.push({ court: label, mail, perSecond: requests / seconds, latencies });
    }
    await server.stop();
  }
  closeHttpAgent();

  console.log(
    table(
      ['court', 'mail server', 'req/s', 'p50', 'p95', 'p99', 'max'],
      rows.map((r) => {
        const s = summarize(r.latencies);
        return [
          r.court,
          r.mail,
          r.perSecond.toFixed(0),
          ms(s.p50),
          ms(s.p95),
          ms(s.p99),
          ms(s.max),
        ];
      }),
    ),
  );
  const [outbox] = await db.query<{ done: number; pending: number }>(
    `select count(*) filter (where state = 'done')::int as done,
       count(*) filter (where state = 'pending')::int as pending from outbox`,
  );
  console.log(
    `\nmails accepted by the mail server: ${smtp.received.length}; outbox: ${outbox?.done} done, ` +
      `${outbox?.pending} waiting for a mail server (sent once one answers)`,
  );
}

runBench(main);
