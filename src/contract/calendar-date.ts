// One formatter per language and weekday style: making one costs far more than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string, weekday: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}|${weekday}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      weekday,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

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
  return formatterOf(language, weekday).format(new Date(Date.UTC(y, m - 1, d)));
}
