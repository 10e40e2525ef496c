import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return '(unavailable)';
  }
}

/** What the results depend on: the machine, the versions, and what else was running. */
export function describeMachine(): string {
  const busiest = run('ps', ['-eo', 'pcpu,comm', '--sort=-pcpu', '--no-headers'])
    .split('\n')
    .slice(0, 6)
    .map((line) => line.trim())
    .join('; ');
  return [
    `date: ${new Date().toISOString()}`,
    `nproc: ${run('nproc', [])} (${cpus()[0]?.model ?? 'unknown cpu'})`,
    `memory: ${run('free', ['-h']).split('\n')[1]?.replace(/\s+/g, ' ')}`,
    `node: ${process.version}; ${run('psql', ['--version'])}`,
    `load average (1/5/15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
    `busiest processes (%cpu): ${busiest}`,
  ].join('\n');
}
