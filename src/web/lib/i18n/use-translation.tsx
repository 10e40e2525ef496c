import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { I18n } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={props.i18n}>{props.children}</I18nContext.Provider>;
}

/** The texts of the interface language; re-renders when the language changes. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t, i18n };
}
