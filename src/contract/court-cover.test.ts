import { describe, expect, it } from 'vitest';
import { coveredMonthBits, isCoveredIn } from './court-cover';

const cover = (fromMonth: number, toMonth: number) => ({
  setting: 'winter_cover' as const,
  winterCover: { fromMonth, toMonth },
});

describe('coveredMonthBits', () => {
  it('covers every month indoors and none outdoors', () => {
    for (let month = 1; month <= 12; month++) {
      expect(isCoveredIn({ setting: 'indoor', winterCover: null }, month)).toBe(true);
      expect(isCoveredIn({ setting: 'outdoor', winterCover: null }, month)).toBe(false);
    }
  });

  it('covers a winter span over the new year, both ends included', () => {
    const covered = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) =>
      isCoveredIn(cover(11, 3), m),
    );
    expect(covered).toEqual([1, 2, 3, 11, 12]);
  });

  it('covers a span within one year, and a single month', () => {
    expect(coveredMonthBits(cover(2, 4))).toBe((1 << 2) | (1 << 3) | (1 << 4));
    expect(coveredMonthBits(cover(12, 12))).toBe(1 << 12);
  });
});
