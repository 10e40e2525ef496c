import type { LanguageDetectorModule } from 'i18next';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Spec §1: the stored choice first, then the browser's languages; i18next falls back to
 * Bulgarian when none is supported. Replaces i18next-browser-languagedetector, whose other
 * sources (cookie, query string, path…) we do not use, to keep the home page in its
 * JavaScript budget (decision 002).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init() {},
  detect() {
    try {
      const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
      if (stored) return stored;
    } catch {
      // Storage can be disabled; the browser's language still applies.
    }
    return [...navigator.languages];
  },
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not stored: the next visit detects again.
    }
  },
};
