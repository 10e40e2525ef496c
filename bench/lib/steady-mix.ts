import { getStatus } from './http-client';
import { type LatencySummary, summarize } from './stats';
import { clientAddress } from './tokens';

export interface MixCase {
  name: string;
  path: string;
  token?: string;
}

export interface MixCaseResult {
  name: string;
  whole: LatencySummary;
  /** p99 of each second of the run, by the second the request was sent in. */
  seconds: number[];
  failures: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The cases in turn at a steady `rate` requests a second for `seconds` (request k is case
 * k mod n), each request timed from just before it is sent to its whole body, and filed by the
 * second it was sent in: every case's first seconds are seen, not only its average.
 */
export async function runSteadyMix(
  baseUrl: string,
  cases: MixCase[],
  options: { rate: number; seconds: number },
): Promise<MixCaseResult[]> {
  const latencies = cases.map(() => [] as { sentMs: number; ms: number }[]);
  const failures = cases.map(() => 0);
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const total = Math.round(options.rate * options.seconds);
  for (let k = 0; k < total; k++) {
    const wait = start + (k * 1000) / options.rate - performance.now();
    if (wait > 1) await sleep(wait);
    const index = k % cases.length;
    const c = cases[index] as MixCase;
    const sentAt = performance.now();
    const headers: Record<string, string> = { 'x-forwarded-for': clientAddress(k) };
    if (c.token) headers.authorization = `Bearer ${c.token}`;
    const request = getStatus(`${baseUrl}${c.path}`, headers).then(
      (status) => {
        if (status !== 200) failures[index] = (failures[index] ?? 0) + 1;
        latencies[index]?.push({ sentMs: sentAt - start, ms: performance.now() - sentAt });
      },
      () => {
        failures[index] = (failures[index] ?? 0) + 1;
      },
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  return cases.map((c, index) => {
    const timed = latencies[index] ?? [];
    const bySecond: number[][] = [];
    for (const { sentMs, ms } of timed) {
      const second = Math.floor(sentMs / 1000);
      const values = bySecond[second] ?? [];
      values.push(ms);
      bySecond[second] = values;
    }
    return {
      name: c.name,
      whole: summarize(timed.map((t) => t.ms)),
      seconds: Array.from(bySecond, (values) => (values ? summarize(values).p99 : Number.NaN)),
      failures: failures[index] ?? 0,
    };
  });
}
