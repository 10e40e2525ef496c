import { TIME_ZONE } from '#contract/constants';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { formatDateTime } from './format';
import type { TFunction } from './i18n/translate';

/**
 * 'today 14:05', 'yesterday 09:12', or a date with the time for older messages: on Sofia's
 * clock, like every time in the app, so that the server's rendering and the browser agree.
 */
export function formatChatTime(iso: string, language: string, t: TFunction, now = new Date()) {
  const date = new Date(iso);
  const time = formatDateTime(date, language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  const day = sofiaDate(date);
  const today = sofiaDate(now);
  if (day === today) return t('chat_time_today', { time });
  if (day === addDays(today, -1)) return t('chat_time_yesterday', { time });
  const shortDate = formatDateTime(date, language, {
    day: 'numeric',
    month: 'short',
    timeZone: TIME_ZONE,
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  });
  return t('chat_time_date', { date: shortDate, time });
}
