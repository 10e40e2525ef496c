// Making an Intl formatter costs far more than using one: one per language and options.
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a number for the language in use; formatters are cached per language and options. */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
) {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
