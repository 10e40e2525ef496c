import { describe, expect, it } from 'vitest';
import { dayAvailability } from '#contract/free-slots';
import { freeStarts } from './free-starts';

describe('freeStarts', () => {
  const day = dayAvailability(
    { mon: { open: '08:00', close: '12:00' } },
    1,
    '2026-05-11',
    [
      { date: '2026-05-11', startMinute: 9 * 60 + 30, durationMinutes: 60, status: 'accepted' },
      // Asked for, not taken: still free.
      { date: '2026-05-11', startMinute: 11 * 60, durationMinutes: 60, status: 'pending' },
    ],
    new Date('2026-05-11T05:10:00Z'), // 08:10 in Sofia
  );

  it('gives the starts of a free hour that has not begun, not the opening hours', () => {
    expect(freeStarts(day)).toEqual(['08:30', '10:30', '11:00']);
  });

  it('asks a longer booking for a longer free span', () => {
    expect(freeStarts(day, 90)).toEqual(['10:30']);
  });

  it('gives nothing on a day the court is closed', () => {
    const sunday = dayAvailability(
      { mon: { open: '08:00', close: '12:00' } },
      1,
      '2026-05-10',
      [],
      new Date(0),
    );
    expect(freeStarts(sunday)).toEqual([]);
  });
});
