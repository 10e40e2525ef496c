// One formatter per language and style: making one costs far more than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();

type DateStyle = 'short' | 'long' | 'week';

function formatterOf(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      language,
      style === 'week'
        ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { weekday: style, day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
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

/** A date of the coming week, short and without its year: "ср, 2.12", "Wed, Dec 2". */
export function formatWeekDate(date: string, language: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return formatterOf(language, 'week').format(new Date(Date.UTC(y, m - 1, d)));
}
