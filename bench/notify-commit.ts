/**
 * What the chat's announcement costs the commit it follows: concurrent transactions each
 * inserting a 1 KB row, (a) with no NOTIFY (the baseline), (b) with `pg_notify` inside the
 * transaction (PostgreSQL holds its cluster-wide notify lock from that commit through its WAL
 * flush), (c) with the NOTIFY in a statement of its own after the commit, synchronous_commit off
 * for it (what `publishCommitted` does). The three alternate, three rounds each.
 *
 *   npx tsx bench/notify-commit.ts     options: --clients (8) --seconds (5) --rounds (3)
 */
import pg from 'pg';
import { onCleanup, runBench } from './lib/cleanup';
import { createBenchDatabase } from './lib/database';
import { describeMachine } from './lib/machine';
import { ms, numberOption, summarize, table } from './lib/stats';

type Mode = 'no notify (baseline)' | 'notify inside the transaction' | 'notify after the commit';
const MODES: Mode[] = [
  'no notify (baseline)',
  'notify inside the transaction',
  'notify after the commit',
];
const BODY = 'x'.repeat(1024);

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function round(url: string, mode: Mode, clients: number, seconds: number) {
  const connections = await Promise.all(Array.from({ length: clients }, () => connect(url)));
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    connections.map(async (client) => {
      while (performance.now() < end) {
        const started = performance.now();
        await client.query('begin');
        await client.query('insert into probe (body) values ($1)', [BODY]);
        if (mode === 'notify inside the transaction') {
          await client.query("select pg_notify('probe', 'm')");
        }
        await client.query('commit');
        if (mode === 'notify after the commit') {
          await client.query(
            "select set_config('synchronous_commit', 'off', true), pg_notify('probe', 'm')",
          );
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  await Promise.all(connections.map((client) => client.end()));
  return { perSecond: latencies.length / seconds, latency: summarize(latencies) };
}

async function main() {
  const clients = numberOption('clients', 8);
  const seconds = numberOption('seconds', 5);
  const rounds = numberOption('rounds', 3);
  console.log(describeMachine());
  const database = await createBenchDatabase('tennis_bench_notify');
  const setup = await connect(database.url);
  onCleanup('close the setup connection', () => setup.end());
  await setup.query('create table probe (id bigserial primary key, body text not null)');
  // Someone listens, as every server process does.
  let heard = 0;
  setup.on('notification', () => heard++);
  await setup.query('listen probe');

  const rows: string[][] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const mode of MODES) {
      const result = await round(database.url, mode, clients, seconds);
      rows.push([
        String(r),
        mode,
        result.perSecond.toFixed(0),
        ms(result.latency.p50),
        ms(result.latency.p95),
        ms(result.latency.p99),
      ]);
    }
  }
  console.log(
    `\n${clients} connections, each: begin; insert 1 KB; [notify]; commit; [notify] — ${seconds} s per row\n`,
  );
  console.log(table(['round', 'mode', 'tx/s', 'p50', 'p95', 'p99'], rows));
  console.log(`\nnotifications heard by the listener: ${heard}`);
}

runBench(main);
