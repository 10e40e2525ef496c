import { describe, expect, it } from 'vitest';
import { winChance } from './win-chance';

describe('winChance', () => {
  it('is even for equal ratings, and the two sides add up to one', () => {
    const a = { points: 1600, deviation: 80 };
    expect(winChance(a, a)).toBeCloseTo(0.5, 10);
    const b = { points: 1450, deviation: 120 };
    expect(winChance(a, b) + winChance(b, a)).toBeCloseTo(1, 10);
    expect(winChance(a, b)).toBeGreaterThan(0.5);
  });

  it('matches Elo when both are certain, and leans to even when they are not', () => {
    const certain = winChance({ points: 1700, deviation: 0 }, { points: 1500, deviation: 0 });
    expect(certain).toBeCloseTo(1 / (1 + 10 ** (-200 / 400)), 10);
    const unsure = winChance({ points: 1700, deviation: 300 }, { points: 1500, deviation: 300 });
    expect(unsure).toBeLessThan(certain);
    expect(unsure).toBeGreaterThan(0.5);
  });
});
