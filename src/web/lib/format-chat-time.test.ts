import { describe, expect, it } from 'vitest';
import { formatChatTime } from './format-chat-time';
import type { TFunction } from './i18n/translate';

const t = ((key: string, values: Record<string, string>) =>
  `${key}:${Object.values(values).join('|')}`) as unknown as TFunction;
const now = new Date(2026, 10, 21, 18, 30);

describe('formatChatTime', () => {
  it('says today or yesterday with the time', () => {
    expect(formatChatTime(new Date(2026, 10, 21, 14, 5).toISOString(), 'en', t, now)).toBe(
      'chat_time_today:02:05 PM',
    );
    expect(formatChatTime(new Date(2026, 10, 20, 9, 12).toISOString(), 'bg', t, now)).toMatch(
      /^chat_time_yesterday:09:12/,
    );
  });

  it('gives the date for older messages, with the year only when it differs', () => {
    expect(formatChatTime(new Date(2026, 2, 3, 8, 0).toISOString(), 'en', t, now)).toBe(
      'chat_time_date:Mar 3|08:00 AM',
    );
    expect(formatChatTime(new Date(2025, 2, 3, 8, 0).toISOString(), 'en', t, now)).toBe(
      'chat_time_date:Mar 3, 2025|08:00 AM',
    );
  });
});
