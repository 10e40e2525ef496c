import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

describe('formatCalendarDate', () => {
  it('writes the day in each language, whatever the local time zone', () => {
    expect(formatCalendarDate('2026-11-27', 'bg')).toBe('пт, 27 ноември 2026 г.');
    expect(formatCalendarDate('2026-05-11', 'en', 'long')).toBe('Monday, May 11, 2026');
  });
});
