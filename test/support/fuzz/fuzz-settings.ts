/**
 * How much the fuzz suites try, from the environment: `npm test` runs a fixed seed and few runs;
 * `npm run fuzz` (or FUZZ_RUNS=…) runs longer, and FUZZ_SEED replays a reported failure.
 */
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${raw}`);
  return value;
}

export const FUZZ_SEED = intFromEnv('FUZZ_SEED', 20_260_504);
/** Requests per route (HTTP) and runs of the socket property. */
export const FUZZ_RUNS = intFromEnv('FUZZ_RUNS', 30);
/** A request that takes longer than this is a hanging request. */
export const FUZZ_REQUEST_TIMEOUT_MS = intFromEnv('FUZZ_REQUEST_TIMEOUT_MS', 10_000);

/**
 * The seed of one property: the base seed mixed with the property's name, so adding a route
 * leaves every other route's sequence as it was (a failure replays with the same FUZZ_SEED).
 */
export function seedFor(name: string): number {
  let hash = FUZZ_SEED | 0;
  for (let i = 0; i < name.length; i += 1) hash = Math.imul(hash ^ name.charCodeAt(i), 16_777_619);
  return hash | 0;
}

/** Time enough for `runs` properties that each take up to a request timeout, and then some. */
export function fuzzTestTimeout(runs: number): number {
  return 60_000 + runs * 2_000;
}
