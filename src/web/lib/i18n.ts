import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../contract/constants';
import bg from '../locales/bg/translation.json';
import en from '../locales/en/translation.json';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Stored choice first, then the browser's language, then Bulgarian (spec §1). */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { bg: { translation: bg }, en: { translation: en } },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    // React escapes what it renders; the spec keeps interface texts unescaped.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
i18n.on('languageChanged', () => syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE));

export { i18n };
