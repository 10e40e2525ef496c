import { DEFAULT_LANGUAGE, type Language } from '#contract/constants';
import type { I18n } from './i18n/i18n';

/** The interface language as the API knows it (mails are sent in it). */
export function currentLanguage(i18n: Pick<I18n, 'resolvedLanguage'>): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
