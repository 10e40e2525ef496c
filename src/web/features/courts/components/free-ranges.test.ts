import { describe, expect, it } from 'vitest';
import { dayAvailability } from '#contract/free-slots';
import { freeRanges } from './free-ranges';

describe('freeRanges', () => {
  it('joins the free half hours of a day into ranges', () => {
    const day = dayAvailability(
      { mon: { open: '08:00', close: '12:00' } },
      1,
      '2026-05-11',
      [{ date: '2026-05-11', startMinute: 9 * 60, durationMinutes: 60, status: 'accepted' }],
      new Date('2026-05-11T05:10:00Z'), // 08:10 in Sofia
    );
    expect(freeRanges(day)).toEqual(['08:30–09:00', '10:00–12:00']);
  });
});
