import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MIN_MINUTES } from '#contract/proposals';
import { type BusySpan, freeParts } from './busy-times';
import type { Moment } from './shared-moments';

const DATES = ['2026-06-01', '2026-06-02'];
const spanArb = fc
  .record({
    date: fc.constantFrom(...DATES),
    start: fc.integer({ min: 0, max: 47 }),
    halfHours: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ date, start, halfHours }) => ({
    date,
    start: start * 30,
    end: Math.min(48, start + halfHours) * 30,
  }));

describe('freeParts', () => {
  it('keeps only the parts of the moments nothing busy covers, each long enough', () => {
    fc.assert(
      fc.property(
        fc.array(spanArb, { maxLength: 3 }),
        fc.array(spanArb, { maxLength: 4 }),
        (moments, busy) => {
          const free = freeParts(moments as Moment[], busy as BusySpan[]);
          for (const part of free) {
            expect(part.end - part.start).toBeGreaterThanOrEqual(PROPOSAL_MIN_MINUTES);
            expect(
              moments.some(
                (m) => m.date === part.date && m.start <= part.start && part.end <= m.end,
              ),
            ).toBe(true);
            expect(
              busy.some((b) => b.date === part.date && b.start < part.end && b.end > part.start),
            ).toBe(false);
          }
          // Each free half hour of a moment, inside a free stretch long enough, is kept.
          for (const m of moments) {
            for (let minute = m.start; minute < m.end; minute += 30) {
              const taken = (at: number) =>
                busy.some((b) => b.date === m.date && b.start <= at && at < b.end);
              if (taken(minute)) continue;
              let from = minute;
              while (from > m.start && !taken(from - 30)) from -= 30;
              let to = minute + 30;
              while (to < m.end && !taken(to)) to += 30;
              if (to - from < PROPOSAL_MIN_MINUTES) continue;
              expect(
                free.some((p) => p.date === m.date && p.start <= minute && minute < p.end),
              ).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('moves an evening past a booking at its start', () => {
    const evening = { date: DATES[0] as string, start: 18 * 60, end: 20 * 60 };
    expect(freeParts([evening], [{ date: evening.date, start: 18 * 60, end: 19 * 60 }])).toEqual([
      { date: evening.date, start: 19 * 60, end: 20 * 60 },
    ]);
  });
});
