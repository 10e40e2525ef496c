import { describe, expect, it } from 'vitest';
import { rateMatch, ratePeriod, winChance } from './glicko';

const at = (rating: number, deviation: number) => ({ rating, deviation, volatility: 0.06 });

describe('Glicko-2 through the glicko2 package', () => {
  it("gives the example of Glickman's paper (glicko2.pdf): 1500/200 → 1464.06/151.52", () => {
    const after = ratePeriod(at(1500, 200), [
      { opponent: at(1400, 30), score: 1 },
      { opponent: at(1550, 100), score: 0 },
      { opponent: at(1700, 300), score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('rates one result as its own period for both players (values worked out by hand)', () => {
    // Glickman's procedure step by step for a single game, τ = 0.5.
    const { winner, loser } = rateMatch(at(1500, 200), at(1400, 30));
    expect(winner.rating).toBeCloseTo(1563.56, 2);
    expect(winner.deviation).toBeCloseTo(175.4, 1);
    expect(loser.rating).toBeCloseTo(1398.14, 2);
    expect(loser.deviation).toBeCloseTo(31.67, 2);
  });

  it('moves an upset further than an expected result', () => {
    const expected = rateMatch(at(1800, 100), at(1200, 100));
    const upset = rateMatch(at(1200, 100), at(1800, 100));
    expect(upset.winner.rating - 1200).toBeGreaterThan(expected.winner.rating - 1800);
  });

  it('gives the chance to win with both deviations combined (worked out by hand)', () => {
    const sure = { rating: 1700, deviation: 50 };
    const known = { rating: 1500, deviation: 50 };
    const unknown = { rating: 1500, deviation: 350 };
    expect(winChance(sure, known)).toBeCloseTo(0.7546, 3);
    // The same gap against a little-known rating is nearer an even game.
    expect(winChance(sure, unknown)).toBeCloseTo(0.6827, 3);
    expect(winChance(sure, known) + winChance(known, sure)).toBeCloseTo(1, 10);
    expect(winChance(known, known)).toBe(0.5);
  });
});
