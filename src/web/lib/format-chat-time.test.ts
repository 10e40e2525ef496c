import { describe, expect, it } from 'vitest';
import { sofiaInstant } from '#contract/sofia-time';
import { formatChatTime } from './format-chat-time';
import type { TFunction } from './i18n/translate';

const t = ((key: string, values: Record<string, string>) =>
  `${key}:${Object.values(values).join('|')}`) as unknown as TFunction;
const now = sofiaInstant('2026-11-21', '18:30');
const at = (date: string, time: string) => sofiaInstant(date, time).toISOString();

describe('formatChatTime', () => {
  it('reads the clock in Sofia, wherever it runs', () => {
    // 00:30 in Sofia is 22:30 UTC the day before: today in Sofia, whatever the machine's zone.
    expect(formatChatTime(at('2026-11-21', '00:30'), 'bg', t, now)).toBe('chat_time_today:00:30');
  });

  it('says today or yesterday with the time', () => {
    expect(formatChatTime(at('2026-11-21', '14:05'), 'en', t, now)).toBe(
      'chat_time_today:02:05 PM',
    );
    expect(formatChatTime(at('2026-11-20', '09:12'), 'bg', t, now)).toMatch(
      /^chat_time_yesterday:09:12/,
    );
  });

  it('gives the date for older messages, with the year only when it differs', () => {
    expect(formatChatTime(at('2026-03-03', '08:00'), 'en', t, now)).toBe(
      'chat_time_date:Mar 3|08:00 AM',
    );
    expect(formatChatTime(at('2025-03-03', '08:00'), 'en', t, now)).toBe(
      'chat_time_date:Mar 3, 2025|08:00 AM',
    );
  });
});
