import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100;

/** CPU seconds (user + system) of a process, from /proc; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Resident memory in MB, from /proc; 0 when it is gone. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Pids of the PostgreSQL backends serving one database (their title names it). */
export function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `))
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Measures CPU use of a process (and optionally a database's backends) over a span of time. */
export class CpuMeter {
  private readonly start = performance.now();
  private readonly serverStart: number;
  private readonly backendStart = new Map<number, number>();
  private peakRss = 0;
  private readonly sampler: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    private readonly database?: string,
  ) {
    this.serverStart = cpuSeconds(pid);
    if (database)
      for (const p of postgresBackends(database)) this.backendStart.set(p, cpuSeconds(p));
    this.sampler = setInterval(() => {
      this.peakRss = Math.max(this.peakRss, rssMb(pid));
    }, 250);
    this.peakRss = rssMb(pid);
  }

  /** CPU as % of one core over the span, for the server and for the database's backends. */
  stop(): { serverCpuPct: number; postgresCpuPct: number; peakRssMb: number; rssMb: number } {
    clearInterval(this.sampler);
    const seconds = (performance.now() - this.start) / 1000;
    let backendCpu = 0;
    if (this.database) {
      for (const p of postgresBackends(this.database)) {
        backendCpu += cpuSeconds(p) - (this.backendStart.get(p) ?? 0);
      }
    }
    const rss = rssMb(this.pid);
    return {
      serverCpuPct: ((cpuSeconds(this.pid) - this.serverStart) / seconds) * 100,
      postgresCpuPct: (backendCpu / seconds) * 100,
      peakRssMb: Math.max(this.peakRss, rss),
      rssMb: rss,
    };
  }
}
