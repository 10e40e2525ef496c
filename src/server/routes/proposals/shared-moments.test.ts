import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#contract/enum-values';
import { PROPOSAL_DAYS, PROPOSAL_MIN_MINUTES } from '#contract/proposals';
import { addDays, weekdayOf } from '#contract/sofia-time';
import { nextHalfHour, type Side, sharedMoments, type Window } from './shared-moments';

const TODAY = '2026-03-25'; // a Wednesday; the clocks go forward on Sunday 29 March

const windowArb: fc.Arbitrary<Window> = fc
  .record({
    weekday: fc.integer({ min: 1, max: 7 }),
    start: fc.integer({ min: 0, max: 46 }),
    halfHours: fc.integer({ min: 1, max: 12 }),
  })
  .map(({ weekday, start, halfHours }) => ({
    weekday,
    start: start * 30,
    end: Math.min(48, start + halfHours) * 30,
  }));

const sideArb: fc.Arbitrary<Side> = fc.record({
  windows: fc.array(windowArb, { maxLength: 6 }),
  pausedUntil: fc.option(
    fc.integer({ min: -2, max: 8 }).map((days) => addDays(TODAY, days)),
    { nil: null },
  ),
});

const weekdayNumber = (date: string) => WEEKDAYS.indexOf(weekdayOf(date)) + 1;
const inside = (w: Window, date: string, start: number, end: number) =>
  w.weekday === weekdayNumber(date) && w.start <= start && end <= w.end;

describe('sharedMoments', () => {
  it('gives only moments inside a window of each, in the week, long enough, after now, unpaused', () => {
    fc.assert(
      fc.property(sideArb, sideArb, fc.integer({ min: 0, max: 48 }), (a, b, halfHour) => {
        const earliest = halfHour * 30;
        for (const m of sharedMoments(a, b, TODAY, earliest)) {
          expect(m.date >= TODAY && m.date <= addDays(TODAY, PROPOSAL_DAYS - 1)).toBe(true);
          expect(m.end - m.start).toBeGreaterThanOrEqual(PROPOSAL_MIN_MINUTES);
          if (m.date === TODAY) expect(m.start).toBeGreaterThanOrEqual(earliest);
          for (const side of [a, b]) {
            expect(side.windows.some((w) => inside(w, m.date, m.start, m.end))).toBe(true);
            expect(side.pausedUntil === null || m.date > side.pausedUntil).toBe(true);
          }
        }
      }),
    );
  });

  it('misses no overlap long enough, and is the same whichever side asks', () => {
    fc.assert(
      fc.property(sideArb, sideArb, (a, b) => {
        const found = sharedMoments(a, b, TODAY, 0);
        const turned = sharedMoments(b, a, TODAY, 0);
        const key = (m: { date: string; start: number; end: number }) =>
          `${m.date} ${m.start} ${m.end}`;
        expect(new Set(found.map(key))).toEqual(new Set(turned.map(key)));
        for (let offset = 0; offset < PROPOSAL_DAYS; offset++) {
          const date = addDays(TODAY, offset);
          const paused = [a, b].some((s) => s.pausedUntil !== null && date <= s.pausedUntil);
          for (const x of a.windows) {
            for (const y of b.windows) {
              const start = Math.max(x.start, y.start);
              const end = Math.min(x.end, y.end);
              const fits =
                x.weekday === weekdayNumber(date) &&
                y.weekday === x.weekday &&
                end - start >= PROPOSAL_MIN_MINUTES;
              if (!fits || paused) continue;
              expect(found.some((m) => m.date === date && m.start === start && m.end === end)).toBe(
                true,
              );
            }
          }
        }
      }),
    );
  });

  it('lists the moments earliest first', () => {
    fc.assert(
      fc.property(sideArb, sideArb, (a, b) => {
        const found = sharedMoments(a, b, TODAY, 0).map((m) => `${m.date} ${1000 + m.start}`);
        expect(found).toEqual([...found].sort());
      }),
    );
  });
});

describe('nextHalfHour', () => {
  it('rounds up to the half hour', () => {
    expect([0, 1, 29, 30, 31, 1439].map(nextHalfHour)).toEqual([0, 30, 30, 30, 60, 1440]);
  });
});
