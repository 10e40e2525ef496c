import type { TFunction } from './i18n/translate';

function sameDay(a: Date, b: Date) {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** 'today 14:05', 'yesterday 09:12', or a date with the time for older messages. */
export function formatChatTime(iso: string, language: string, t: TFunction, now = new Date()) {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    date,
  );
  if (sameDay(date, now)) return t('chat_time_today', { time });
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return t('chat_time_yesterday', { time });
  const day = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
  return t('chat_time_date', { date: day, time });
}
