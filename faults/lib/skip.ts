/**
 * A fault test that cannot run here says why and is skipped; with FAULTS_STRICT=1 (as `.ci/run`
 * sets it) the suite fails instead, so that CI never passes on a fault it did not try.
 */
export function skipBecause(what: string, reason: string | undefined): boolean {
  if (!reason) return false;
  if (process.env.FAULTS_STRICT === '1') throw new Error(`${what} cannot run: ${reason}`);
  console.log(`${what}: skipped, ${reason}`);
  return true;
}
