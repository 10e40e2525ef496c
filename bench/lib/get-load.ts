import autocannon from 'autocannon';
import { cpuMeterFor, type ServersBehindNginx } from './behind-nginx';
import type { ServerChild } from './server';
import { ms, table } from './stats';
import { clientAddress } from './tokens';

export interface GetCase {
  name: string;
  path: string;
  token?: string;
  /** Paths sent in turn, one a request, instead of `path` alone (a case of varied queries). */
  paths?: readonly string[];
  /** Access tokens sent in turn, one a request, instead of `token` (many users asking). */
  tokens?: readonly string[];
}

/**
 * autocannon's GETs of one case against `target`: saturated (as many requests as `connections`
 * clients can send) or, with `rate`, at a steady rate in req/s; with the CPU of the server and
 * of `database`'s PostgreSQL backends meanwhile.
 */
export async function loadGet(
  target: ServerChild | ServersBehindNginx,
  database: string,
  c: GetCase,
  options: { connections: number; duration: number; rate?: number },
) {
  let n = 0;
  const meter = cpuMeterFor(target, database);
  const result = await autocannon({
    url: target.url,
    connections: options.connections,
    duration: options.duration,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'GET',
        path: c.path,
        headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
        // Many clients, each inside the per-address limit (the bench server trusts X-Forwarded-For
        // from loopback: TRUST_PROXY in bench/lib/server.ts).
        setupRequest: (request) => {
          const k = n++;
          return {
            ...request,
            ...(c.paths?.length ? { path: c.paths[k % c.paths.length] } : {}),
            headers: {
              ...request.headers,
              ...(c.tokens?.length
                ? { authorization: `Bearer ${c.tokens[k % c.tokens.length]}` }
                : {}),
              'x-forwarded-for': clientAddress(k),
            },
          };
        },
      },
    ],
  });
  return { result, cpu: meter.stop() };
}

type Loaded = Awaited<ReturnType<typeof loadGet>>;

/**
 * Each case twice: saturated, then at a steady `rate` req/s, where the latency is the request's
 * own time, not a queue's. The first case is the baseline (health): the cases `heldToGoals`
 * names must reach 25 % of its req/s and a p99 at `rate` within 30 ms of its. Returns the table
 * and the goals missed.
 */
export async function casesBesideHealth<C extends GetCase>(
  cases: C[],
  load: (c: C, rate?: number) => Promise<Loaded>,
  options: { rate: number; heldToGoals: (c: C) => boolean },
): Promise<{ table: string; goals: string[] }> {
  const { rate } = options;
  const rows: (string | number)[][] = [];
  const goals: string[] = [];
  let health: { reqPerSec: number; steadyP99: number } | undefined;
  for (const c of cases) {
    const saturated = await load(c);
    const steady = await load(c, rate);
    const reqPerSec = saturated.result.requests.average;
    const steadyP99 = steady.result.latency.p99;
    health ??= { reqPerSec, steadyP99 };
    const share = reqPerSec / health.reqPerSec;
    const extraP99 = steadyP99 - health.steadyP99;
    const errors = [saturated, steady].reduce(
      (sum, { result }) => sum + result.non2xx + result.errors + result.timeouts,
      0,
    );
    const { cpu } = saturated;
    rows.push([
      c.name,
      reqPerSec.toFixed(0),
      `${(share * 100).toFixed(0)}%`,
      ms(saturated.result.latency.p50),
      ms(saturated.result.latency.p99),
      `${steady.result.requests.average.toFixed(0)}`,
      ms(steady.result.latency.p50),
      ms(steadyP99),
      errors,
      cpu.nginxCpuPct !== undefined
        ? `${cpu.serverCpuPct.toFixed(0)}% + nginx ${cpu.nginxCpuPct.toFixed(0)}%`
        : `${cpu.serverCpuPct.toFixed(0)}%`,
      `${cpu.postgresCpuPct.toFixed(0)}%`,
    ]);
    if (options.heldToGoals(c) && (share < 0.25 || extraP99 > 30 || errors > 0)) {
      goals.push(
        `${c.name}: ${(share * 100).toFixed(0)}% of health's req/s, p99 at ${rate}/s ` +
          `${extraP99 >= 0 ? '+' : ''}${extraP99.toFixed(0)} ms over health's, ${errors} errors`,
      );
    }
    console.log(`${c.name}: ${reqPerSec.toFixed(0)} req/s; at ${rate}/s p99 ${ms(steadyP99)}`);
  }
  const header = ['case', 'req/s', '% health', 'p50', 'p99'];
  header.push(`req/s @${rate}`, `p50 @${rate}`, `p99 @${rate}`, 'errors', 'server CPU', 'pg CPU');
  return { table: table(header, rows), goals };
}
