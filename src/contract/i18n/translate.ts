import type { Language } from '#contract/constants';
import { formatNumber } from './format-number';
import { withName } from './with-name';

/** One language's texts: flat keys, plural forms as `key_one`, `key_few`, `key_other`… */
export type Dictionary = Record<string, string>;
export type TOptions = Record<string, unknown>;
/** One key, or several to try in order (the first the dictionary has). */
export type TKey = string | readonly string[];
export type TFunction = (key: TKey, options?: TOptions) => string;

/** A plural text's key without its form: `players_count` for `players_count_other`. */
type PluralBase<Key extends string> = Key extends `${infer Base}_other` ? Base : never;
/** The keys a dictionary's `t` takes: every text's, and every plural text's base. */
export type TextKey<D> = (keyof D & string) | PluralBase<keyof D & string>;
/** A `t` bound to one dictionary's keys: asking for a text it does not have is a type error. */
export type KeyedTFunction<Key extends string> = (
  key: Key | readonly Key[],
  options?: TOptions,
) => string;

/** Marks a key missing from the dictionaries so that it cannot pass unnoticed (browser tests scan for it). */
export const MISSING_KEY_MARK = '⟦missing⟧';

/**
 * `{{name}}`, `{{count, number}}`, `{{price, number(minimumFractionDigits: 2; maximumFractionDigits: 2)}}`,
 * or `{{name, with}}`: the name after the language's 'with' ('със Стефан', 'с Мария').
 */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(number|with)\s*(?:\(([^)]*)\))?\s*)?\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function numberFormatOptions(text: string | undefined): Intl.NumberFormatOptions {
  const options: Record<string, number | string> = {};
  for (const pair of text?.split(';') ?? []) {
    const [name, value] = pair.split(':').map((part) => part.trim());
    if (name && value) options[name] = Number.isNaN(Number(value)) ? value : Number(value);
  }
  return options;
}

function lookUp(dictionary: Dictionary, language: Language, key: string, count: unknown) {
  const plural =
    typeof count === 'number'
      ? (dictionary[`${key}_${pluralCategory(language, count)}`] ?? dictionary[`${key}_other`])
      : undefined;
  return plural ?? dictionary[key];
}

/**
 * The text of `key` in `language`: the plural form `count` asks for (Intl.PluralRules), its
 * placeholders filled in, numbers formatted the language's way. React escapes what it renders,
 * so values go in as they are.
 */
export function translate(
  dictionary: Dictionary,
  language: Language,
  key: TKey,
  options: TOptions = {},
): string {
  const keys = typeof key === 'string' ? [key] : key;
  let template: string | undefined;
  for (const candidate of keys) {
    template = lookUp(dictionary, language, candidate, options.count);
    if (template !== undefined) break;
  }
  if (template === undefined) return `${MISSING_KEY_MARK}${keys.at(-1)}`;
  return template.replace(
    PLACEHOLDER,
    (_placeholder, name: string, format?: 'number' | 'with', formatOptions?: string) => {
      const value = options[name];
      if (value === undefined || value === null) return '';
      if (format === 'number') {
        return formatNumber(Number(value), language, numberFormatOptions(formatOptions));
      }
      if (format === 'with') return withName(language, String(value));
      return String(value);
    },
  );
}
