import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/constants';

/** The interface language as the API knows it (mails are sent in it). */
export function currentLanguage(i18n: Pick<I18n, 'resolvedLanguage'>): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
