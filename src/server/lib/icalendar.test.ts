import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar } from './icalendar';

describe('icalendar', () => {
  it('writes one event with CRLF line endings and UTC times', () => {
    const text = icalendar({
      uid: 'abc@tennis',
      stamp: new Date('2026-05-01T09:00:00.123Z'),
      start: new Date('2026-05-03T15:00:00Z'),
      end: new Date('2026-05-03T16:30:00Z'),
      summary: 'Корт; 1, „Витоша“',
      location: 'бул. Черни връх 150\nСофия',
      status: 'CONFIRMED',
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTAMP:20260501T090000Z');
    expect(lines).toContain('DTSTART:20260503T150000Z');
    expect(lines).toContain('DTEND:20260503T163000Z');
    expect(lines).toContain('SUMMARY:Корт\\; 1\\, „Витоша“');
    expect(lines).toContain('LOCATION:бул. Черни връх 150\\nСофия');
  });

  it('escapes backslashes first', () => {
    expect(escapeText('a\\;b')).toBe('a\\\\\\;b');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Ж'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });
});
