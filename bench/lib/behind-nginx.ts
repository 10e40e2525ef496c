import { readdirSync, readFileSync } from 'node:fs';
import { startTopology } from '../../deploy/local-topology';
import { onCleanup } from './cleanup';
import { CpuMeter } from './proc-stats';
import type { ServerChild } from './server';

export interface ServersBehindNginx extends ServerChild {
  /** The app processes' pids (`pid` is the first's). */
  pids: number[];
  nginxPid: number;
}

/**
 * `--via-nginx`: the deployment of deploy/ on this machine (deploy/local-topology.ts), N built
 * app processes on `databaseUrl` behind Debian's nginx, instead of one process. nginx takes each
 * simulated client's address from X-Forwarded-For (loopback only), so its per-address limits
 * count the bench's clients as the app's own do.
 */
export async function startServersBehindNginx(
  databaseUrl: string,
  processes: number,
): Promise<ServersBehindNginx> {
  const topology = await startTopology({
    processes,
    databaseUrl,
    clientAddressesFromLoopback: true,
    env: { ACCESS_TOKEN_TTL: '3600', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' },
    log: (line) => process.stderr.write(line),
  });
  onCleanup('stop nginx and the app processes', () => topology.stop());
  const pids = topology.apps.map((app) => app.pid);
  console.log(
    `nginx ${topology.url} in front of ${processes} app processes (${topology.apps.map((app) => app.url).join(', ')})`,
  );
  return {
    url: topology.url,
    pid: pids[0] as number,
    pids,
    nginxPid: topology.nginxPid,
    jwtSecret: topology.jwtSecret,
    stop: topology.stop,
  };
}

/** A process and its children (nginx's master and its workers), from /proc. */
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
  return [pid, ...children.map(Number)];
}

/** CPU and memory of the app processes together (summed), and nginx's CPU beside them. */
export class ProcessesCpuMeter {
  private readonly apps: CpuMeter[];
  private readonly nginx: CpuMeter[];

  constructor(servers: ServersBehindNginx, database: string) {
    // The database's backends are counted once, with the first process.
    this.apps = servers.pids.map((pid, i) => new CpuMeter(pid, i === 0 ? database : undefined));
    this.nginx = withChildren(servers.nginxPid).map((pid) => new CpuMeter(pid));
  }

  stop() {
    const apps = this.apps.map((meter) => meter.stop());
    const nginx = this.nginx.reduce((total, meter) => total + meter.stop().serverCpuPct, 0);
    const sum = (pick: (a: (typeof apps)[number]) => number) =>
      apps.reduce((total, app) => total + pick(app), 0);
    return {
      serverCpuPct: sum((app) => app.serverCpuPct),
      postgresCpuPct: sum((app) => app.postgresCpuPct),
      peakRssMb: sum((app) => app.peakRssMb),
      rssMb: sum((app) => app.rssMb),
      nginxCpuPct: nginx,
    };
  }
}

/**
 * What the benches measure a run with: the one app process, or the app processes and nginx.
 * `nginxCpuPct` is there only behind nginx.
 */
export function cpuMeterFor(
  server: ServerChild | ServersBehindNginx,
  database: string,
): { stop(): ReturnType<CpuMeter['stop']> & { nginxCpuPct?: number } } {
  return 'pids' in server && 'nginxPid' in server
    ? new ProcessesCpuMeter(server, database)
    : new CpuMeter(server.pid, database);
}
