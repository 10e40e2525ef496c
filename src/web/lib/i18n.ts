import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';
import { languageDetector } from './language-detector';

/** Marks a key missing from the dictionaries so that it cannot pass unnoticed (browser tests scan for it). */
export const MISSING_KEY_MARK = '⟦missing⟧';

const dictionaries: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  bg: () => import('../locales/bg/translation.json'),
  en: () => import('../locales/en/translation.json'),
};

/** Loads only the dictionary of the language in use, as its own small chunk. */
const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = dictionaries[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

function syncDocumentLanguage() {
  document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
}

/** Stored choice first, then the browser's language, then Bulgarian (spec §1). */
export const i18nReady = i18n
  .use(lazyDictionaries)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    // React escapes what it renders; the spec keeps interface texts unescaped.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => `${MISSING_KEY_MARK}${key}`,
    react: { useSuspense: false },
  })
  .then(syncDocumentLanguage);

i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
