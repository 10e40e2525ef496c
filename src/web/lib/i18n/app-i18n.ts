import type { Language } from '#contract/constants';
import { manifestHref } from '#contract/manifest-href';
import { detectLanguage, storeLanguage } from './detect-language';
import { I18n } from './i18n';
import type { Dictionary } from './translate';

/** Each language's dictionary is a chunk of its own: a page loads only the one it shows. */
const dictionaries: Record<Language, () => Promise<{ default: Dictionary }>> = {
  bg: () => import('#locales/bg/translation.json'),
  en: () => import('#locales/en/translation.json'),
};

export async function loadDictionary(language: Language): Promise<Dictionary> {
  return (await dictionaries[language]()).default;
}

/**
 * The page's i18n, once the detected language's dictionary is in (so no key ever flashes):
 * `<html lang>` follows the language, and a change is remembered for the next visit.
 */
export async function startI18n(language: Language = detectLanguage()): Promise<I18n> {
  // The page's first Intl object loads the language's data: about 80 ms on a slow phone. In a
  // task of its own while the dictionary arrives, not inside the first rendering's.
  setTimeout(() => new Intl.NumberFormat(language).format(0), 0);
  const i18n = new I18n(language, await loadDictionary(language), loadDictionary);
  document.documentElement.lang = language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(changed));
    storeLanguage(changed);
  });
  return i18n;
}
