import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PairIndex } from './pair-index';

const TEXTS = ['tenis klub lozenets', 'lozenets park', 'mladost 1', 'club vitosha', 'a'];

describe('PairIndex', () => {
  it('names the texts that may hold a part, the rarest pair first', () => {
    const index = new PairIndex(TEXTS);
    expect(index.candidates('lozenets')).toEqual([0, 1]);
    expect(index.candidates('vitosha')).toEqual([3]);
    expect(index.candidates('zz')).toEqual([]);
  });

  it('leaves every text to test for a part shorter than a pair', () => {
    const index = new PairIndex(TEXTS);
    expect(index.candidates('a')).toBeUndefined();
    expect(index.candidates('')).toBeUndefined();
  });

  it('never leaves out a text that holds the part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'ц'), maxLength: 12 })),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'ц'), maxLength: 4 }),
        (texts, part) => {
          const candidates = new PairIndex(texts).candidates(part);
          const holding = texts.flatMap((text, i) => (text.includes(part) ? [i] : []));
          const kept = candidates ?? texts.map((_, i) => i);
          expect(holding.every((i) => kept.includes(i))).toBe(true);
          expect([...kept].sort((a, b) => a - b)).toEqual(kept);
        },
      ),
    );
  });
});
