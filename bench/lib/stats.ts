/** The value at quantile q (0–1) of numbers, by nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] as number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : '–';
}

/** A plain text table with aligned columns. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
  return [
    line(cells[0] as string[]).join('  '),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map((row) => line(row).join('  ')),
  ].join('\n');
}

/** Reads `--name=value` / `--flag` from argv, then NAME from the environment, then a default. */
export function option(name: string, fallback: string): string {
  const flag = `--${name}`;
  const args = process.argv.slice(2);
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
    if (arg !== flag) continue;
    // `--runs 3` as well as `--runs=3`; a flag alone is true.
    const next = args[index + 1];
    return next !== undefined && !next.startsWith('--') ? next : 'true';
  }
  return process.env[name.toUpperCase().replaceAll('-', '_')] ?? fallback;
}

export function numberOption(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}
