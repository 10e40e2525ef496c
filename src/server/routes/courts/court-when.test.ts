import { describe, expect, it } from 'vitest';
import { freeStarts, type HeldSpan, startsAround } from './court-when';

const HOUR = 3_600_000;
const ALL_DAY = {};
const before = new Date('2026-01-01T00:00:00Z');

describe('the starts around an asked time', () => {
  it('skips the hour the clocks skip in March, and keeps spans as long as bookings', () => {
    const when = { date: '2026-03-29', time: '04:00', durationHours: 1 };
    const starts = startsAround(when, before);
    expect(starts.map((s) => s.time)).toEqual([
      '04:00',
      '02:00',
      '02:30',
      '04:30',
      '05:00',
      '05:30',
      '06:00',
    ]);
    // 02:00 is UTC+2, 04:00 already UTC+3: an hour of real time apart, each an hour long.
    const at = (time: string) => starts.find((s) => s.time === time);
    expect(new Date(at('02:00')?.start ?? 0).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(at('04:00')?.start ?? 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect((at('04:00')?.end ?? 0) - (at('04:00')?.start ?? 0)).toBe(HOUR);
  });

  it('takes each wall clock time once on the October night the clocks go back', () => {
    const when = { date: '2026-10-25', time: '03:00', durationHours: 1 };
    const starts = startsAround(when, before);
    expect(starts.map((s) => s.time)).toEqual([
      '03:00',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ]);
    // After the change the day is at UTC+2: 10:00 is 08:00 UTC.
    const [ten] = startsAround({ ...when, time: '10:00' }, before);
    expect(new Date(ten?.start ?? 0).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('ends by midnight and leaves out what has begun', () => {
    const when = { date: '2026-06-10', time: '22:00', durationHours: 2 };
    const now = new Date('2026-06-10T17:10:00Z'); // 20:10 in Sofia
    expect(startsAround(when, now).map((s) => s.time)).toEqual([
      '22:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
  });
});

describe('free starts', () => {
  const when = { date: '2026-06-10', time: '18:00', durationHours: 1 };
  const starts = startsAround(when, before);
  const span = (from: string, to: string): HeldSpan => ({
    start: Date.parse(`2026-06-10T${from}:00+03:00`),
    end: Date.parse(`2026-06-10T${to}:00+03:00`),
  });

  it('needs one unit free for the whole hour; a unit nothing holds is free', () => {
    const court = { openingHours: ALL_DAY, totalCourts: 2 };
    const oneHeld = new Map([['u1', [span('17:00', '19:00')]]]);
    expect(freeStarts(court, oneHeld, when, starts)[0]).toBe('18:00');
    const bothHeld = new Map([
      ['u1', [span('17:00', '19:00')]],
      ['u2', [span('18:30', '19:30')]],
    ]);
    // Unit 2 is free until 18:30 and from 19:30, unit 1 from 19:00.
    expect(freeStarts(court, bothHeld, when, starts)).toEqual([
      '16:30',
      '17:00',
      '17:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
  });

  it('keeps inside the day’s opening hours', () => {
    const court = {
      openingHours: { wed: { open: '17:00', close: '19:30' } },
      totalCourts: 1,
    };
    expect(freeStarts(court, new Map(), when, starts)).toEqual([
      '18:00',
      '17:00',
      '17:30',
      '18:30',
    ]);
  });
});
