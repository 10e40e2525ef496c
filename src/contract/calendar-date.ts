/**
 * A calendar date (`YYYY-MM-DD`, no time zone) as a language writes it, e.g. "пт, 27 ноември
 * 2026 г." or "Friday, November 27, 2026". The app and the mails show dates the same way.
 */
export function formatCalendarDate(
  date: string,
  language: string,
  weekday: 'short' | 'long' = 'short',
): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
