import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, sofiaDate, sofiaInstant, weekdayOf } from './sofia-time';

describe('Sofia time', () => {
  it('converts wall-clock times to instants in winter and in summer', () => {
    expect(sofiaInstant('2026-01-15', '18:30').toISOString()).toBe('2026-01-15T16:30:00.000Z');
    expect(sofiaInstant('2026-07-15', '18:30').toISOString()).toBe('2026-07-15T15:30:00.000Z');
    // The last Sunday of March: 02:00 winter time, 05:00 summer time.
    expect(sofiaInstant('2026-03-29', '01:00').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(sofiaInstant('2026-03-29', '05:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('tells the date in Sofia, which changes before it does in UTC', () => {
    expect(sofiaDate(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
    expect(sofiaDate(new Date('2026-06-30T20:30:00Z'))).toBe('2026-06-30');
  });

  it('counts days and weekdays', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-22')).toBe('sun');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});
