import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#contract/constants';

export const LANGUAGE_STORAGE_KEY = 'language';

function supported(tag: string | null | undefined): Language | undefined {
  const language = tag?.toLowerCase().split('-')[0];
  return LANGUAGES.find((candidate) => candidate === language);
}

/** The interface language: the stored choice first, then the browser's languages, then Bulgarian. */
export function detectLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled; the browser's language still applies.
  }
  return (
    supported(stored) ??
    navigator.languages.map(supported).find((language) => language !== undefined) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * Remembers the user's choice for the next visit: in storage for the app, in a cookie for the
 * server, which writes the page in it (and preloads its dictionary).
 */
export function storeLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie on a choice; the Cookie Store API is not in every browser the app supports
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not stored: the next visit detects again.
  }
}
