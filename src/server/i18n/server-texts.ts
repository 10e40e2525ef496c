import type { Language } from '#contract/constants';
import { type KeyedTFunction, type TextKey, translate } from '#contract/i18n/translate';
import { PRODUCT_NAME } from '#contract/page-meta';
import bg from '#locales/bg/server.json';
import en from '#locales/en/server.json';

/**
 * The server's own texts (mails, pushes, the unsubscribe page): dictionaries of their own, which
 * only the server imports, so that the browser never downloads them. Bundled into the server, read
 * once at start.
 */
const DICTIONARIES: Record<Language, Record<ServerTextKey, string>> = { bg, en };

export type ServerTextKey = keyof typeof bg;
export type ServerT = KeyedTFunction<TextKey<typeof bg>>;

/** The server's texts in `language`; any of them may name the product as `{{product}}`. */
export function serverTexts(language: Language): ServerT {
  const dictionary = DICTIONARIES[language];
  const product = PRODUCT_NAME[language];
  return (key, options) => translate(dictionary, language, key, { product, ...options });
}
