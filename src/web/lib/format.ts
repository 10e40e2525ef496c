import { formatNumber } from '#contract/i18n/format-number';

// The texts' number formatting lives beside the dictionaries' translate, for the server too.
export { formatNumber };

// Making an Intl formatter costs far more than using one: one per language and options.
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** Formats a moment for the language in use; formatters are cached per language and options. */
export function formatDateTime(
  value: Date,
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    dateTimeFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** "10 minutes", "1 час", "30 seconds": a whole number of the largest unit that fits. */
export function formatDuration(seconds: number, language: string): string {
  const [unit, size] =
    seconds >= 3600 && seconds % 3600 === 0
      ? (['hour', 3600] as const)
      : seconds >= 60 && seconds % 60 === 0
        ? (['minute', 60] as const)
        : (['second', 1] as const);
  return formatNumber(seconds / size, language, { style: 'unit', unit, unitDisplay: 'long' });
}

/** A month's name (1–12) in the language, as it stands in a sentence: "ноември", "November". */
export function monthName(month: number, language: string): string {
  return formatDateTime(new Date(Date.UTC(2026, month - 1, 15)), language, {
    month: 'long',
    timeZone: 'UTC',
  });
}
