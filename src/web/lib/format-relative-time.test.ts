import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = new Date('2026-05-04T10:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago, per language', () => {
    expect(formatRelativeTime(ago(10), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'bg', NOW)).toBe('преди 3 часа');
    expect(formatRelativeTime(ago(26 * 3600), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(26 * 3600), 'bg', NOW)).toBe('вчера');
    expect(formatRelativeTime(ago(20 * 86_400), 'en', NOW)).toBe('3 weeks ago');
  });
});
