import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LANGUAGES, type Language } from '#contract/constants';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notificationSettingsQueryKey, saveAccountLanguage } from '../api/settings-api';

/**
 * Keeps the account's language (that of its e-mails) the one the user switches the app to.
 * Mounted with the signed-in top bar, so it only ever runs for a signed-in user.
 */
export function useAccountLanguage() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = (language: string) => {
      if (!LANGUAGES.includes(language as Language)) return;
      saveAccountLanguage(language as Language).then(
        () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
        (error) => console.error('Could not store the language of e-mails', error),
      );
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, queryClient]);
}
