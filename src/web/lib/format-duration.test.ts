import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('names the largest whole unit, per language', () => {
    expect(formatDuration(600, 'en')).toBe('10 minutes');
    expect(formatDuration(600, 'bg')).toBe('10 минути');
    expect(formatDuration(3600, 'bg')).toBe('1 час');
    expect(formatDuration(90, 'en')).toBe('90 seconds');
  });
});
