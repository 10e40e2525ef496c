/** mulberry32: a small PRNG whose whole sequence follows from its seed (printed by the tests). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FAULT_SEED from the environment, else a fresh one; either way the test prints it. */
export function faultSeed(): number {
  const given = Number.parseInt(process.env.FAULT_SEED ?? '', 10);
  return Number.isInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
}
