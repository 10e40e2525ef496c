/** Glicko's q: the rating scale's log base turned into natural logs. */
const Q = Math.log(10) / 400;

/** How much a rating's uncertainty flattens the expected score (Glicko's g). */
function g(deviation: number): number {
  return 1 / Math.sqrt(1 + (3 * Q * Q * deviation * deviation) / (Math.PI * Math.PI));
}

/**
 * The chance that a player rated `a` beats one rated `b`, both uncertain: Glickman's expected
 * score with the two deviations combined, so that two players barely known look closer to even
 * than their points alone say. Points on the usual 1500-centred scale.
 */
export function winChance(
  a: { points: number; deviation: number },
  b: { points: number; deviation: number },
): number {
  const combined = Math.sqrt(a.deviation ** 2 + b.deviation ** 2);
  return 1 / (1 + 10 ** ((-g(combined) * (a.points - b.points)) / 400));
}
