import { describe, expect, it } from 'vitest';
import { nextHalfHour, startsFor, whenOf, whenPast } from './when-choices';

// Wednesday 25 March 2026 in Sofia (UTC+2); the clocks go forward on Sunday the 29th.
const at = (iso: string) => new Date(iso);

describe('the courts’ quick "when" choices', () => {
  it('takes the next half hour, or the next morning when the day is over', () => {
    expect(nextHalfHour(at('2026-03-25T12:10:00Z'))).toEqual({
      date: '2026-03-25',
      time: '14:30',
      hours: 1,
    });
    expect(nextHalfHour(at('2026-03-25T12:00:00Z'))).toMatchObject({ time: '14:30' });
    expect(nextHalfHour(at('2026-03-25T21:10:00Z'))).toEqual({
      date: '2026-03-26',
      time: '08:00',
      hours: 1,
    });
  });

  it('offers tonight at seven, tomorrow at the same start and Saturday at ten', () => {
    const now = at('2026-03-25T08:00:00Z');
    expect(whenOf('tonight', now)).toEqual({ date: '2026-03-25', time: '19:00', hours: 1 });
    const current = { date: '2026-03-25', time: '18:30', hours: 1.5 };
    expect(whenOf('tomorrow', now, current)).toEqual({
      date: '2026-03-26',
      time: '18:30',
      hours: 1.5,
    });
    expect(whenOf('weekend', now)).toEqual({ date: '2026-03-28', time: '10:00', hours: 1 });
  });

  it('moves on once the time has passed', () => {
    expect(whenOf('tonight', at('2026-03-25T17:40:00Z'))).toMatchObject({ time: '20:00' });
    // Saturday 11:00: Sunday at ten, its clocks already on summer time.
    expect(whenOf('weekend', at('2026-03-28T09:00:00Z'))).toMatchObject({ date: '2026-03-29' });
    // Sunday 11:00 (UTC+3): the next Saturday.
    expect(whenOf('weekend', at('2026-03-29T08:00:00Z'))).toMatchObject({ date: '2026-04-04' });
  });

  it('lists the starts that end by midnight', () => {
    expect(startsFor(1).at(-1)).toBe('23:00');
    expect(startsFor(2.5).at(-1)).toBe('21:30');
    expect(startsFor(1)).toHaveLength(47);
  });

  it('tells a time the list would refuse: begun, or past the sixty days', () => {
    const now = at('2026-03-25T08:00:00Z');
    expect(whenPast({ date: '2026-03-25', time: '10:00', hours: 1 }, now)).toBe(true);
    expect(whenPast({ date: '2026-03-25', time: '10:30', hours: 1 }, now)).toBe(false);
    expect(whenPast({ date: '2026-05-24', time: '10:00', hours: 1 }, now)).toBe(false);
    expect(whenPast({ date: '2026-05-25', time: '10:00', hours: 1 }, now)).toBe(true);
  });
});
