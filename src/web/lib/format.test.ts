import { describe, expect, it } from 'vitest';
import { formatDuration, formatNumber, monthName } from './format';

describe('format', () => {
  it('formats numbers per language', () => {
    expect(formatNumber(2400, 'en')).toBe('2,400');
    expect(formatNumber(4.5, 'bg', { minimumFractionDigits: 1 })).toBe('4,5');
  });
});

describe('monthName', () => {
  it('names a month as it stands in a sentence, per language', () => {
    expect(monthName(11, 'bg')).toBe('ноември');
    expect(monthName(3, 'en')).toBe('March');
  });
});

describe('formatDuration', () => {
  it('names the largest whole unit, per language', () => {
    expect(formatDuration(600, 'en')).toBe('10 minutes');
    expect(formatDuration(600, 'bg')).toBe('10 минути');
    expect(formatDuration(3600, 'bg')).toBe('1 час');
    expect(formatDuration(90, 'en')).toBe('90 seconds');
  });
});
