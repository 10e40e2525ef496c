import { describe, expect, it } from 'vitest';
import { flipSet } from '#contract/match-score';
import { parseSets } from './matches-api';

describe('match scores in the form', () => {
  it('splits the typed sets on spaces or commas', () => {
    expect(parseSets(' 6-4  3-6, 10-8 ')).toEqual(['6-4', '3-6', '10-8']);
    expect(parseSets('')).toEqual([]);
  });

  it("shows a set from the other player's side", () => {
    expect(flipSet('7-5')).toBe('5-7');
  });
});
