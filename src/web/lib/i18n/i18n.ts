import type { Language } from '#contract/constants';
import { type Dictionary, type TFunction, type TKey, type TOptions, translate } from './translate';

type Listener = (language: Language) => void;

/**
 * The interface language and its dictionary: `t` translates, `changeLanguage` loads another
 * dictionary and tells the listeners (React re-renders through useTranslation). One per page
 * load in the browser, one per request on the server, one per test.
 */
export class I18n {
  resolvedLanguage: Language;
  /** A new function after every change, so that React sees the texts have changed. */
  t: TFunction;
  private dictionary: Dictionary;
  private readonly listeners = new Set<Listener>();

  constructor(
    language: Language,
    dictionary: Dictionary,
    private readonly loadDictionary: (language: Language) => Promise<Dictionary> = () =>
      Promise.resolve(dictionary),
  ) {
    this.resolvedLanguage = language;
    this.dictionary = dictionary;
    this.t = this.translator();
  }

  async changeLanguage(language: Language): Promise<void> {
    const dictionary = await this.loadDictionary(language);
    this.dictionary = dictionary;
    this.resolvedLanguage = language;
    this.t = this.translator();
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** For useSyncExternalStore. */
  subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  private translator(): TFunction {
    const { dictionary, resolvedLanguage } = this;
    return (key: TKey, options?: TOptions) => translate(dictionary, resolvedLanguage, key, options);
  }
}
