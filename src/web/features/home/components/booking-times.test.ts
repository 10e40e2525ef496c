import { describe, expect, it } from 'vitest';
import { startTimesFor } from './booking-times';

describe('startTimesFor', () => {
  it("offers half hours inside the day's opening hours, leaving an hour before closing", () => {
    // 2026-11-23 is a Monday.
    const times = startTimesFor(
      { mon: { open: '08:15', close: '11:00' } },
      '2026-11-23',
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(times).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it('offers nothing on a closed day and the whole day without opening hours', () => {
    const before = new Date('2026-11-01T00:00:00Z');
    expect(startTimesFor({ mon: { open: '08:00', close: '20:00' } }, '2026-11-24', before)).toEqual(
      [],
    );
    const allDay = startTimesFor({}, '2026-11-24', before);
    expect(allDay[0]).toBe('00:00');
    expect(allDay.at(-1)).toBe('23:00');
  });

  it('leaves out the times already past today', () => {
    // 10:10 in Sofia (UTC+2 in November).
    const now = new Date('2026-11-23T08:10:00Z');
    const times = startTimesFor({ mon: { open: '08:00', close: '12:00' } }, '2026-11-23', now);
    expect(times).toEqual(['10:30', '11:00']);
  });
});
