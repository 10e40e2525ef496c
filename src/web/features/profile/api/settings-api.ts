import { queryOptions } from '@tanstack/react-query';
import type { Language } from '#contract/constants';
import type { NotificationSettings, NotificationSettingsUpdate } from '#contract/notifications';
import { apiFetch, jsonBody } from '#web/lib/api-client';

export const notificationSettingsQueryKey = ['notification-settings'] as const;

/** GET /api/settings/notifications (Bearer). */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<NotificationSettings>('/api/settings/notifications', { signal }),
  });

/** PUT /api/settings/notifications (Bearer) → the settings as saved. */
export function saveNotificationSettings(
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  return apiFetch<NotificationSettings>('/api/settings/notifications', {
    ...jsonBody(update),
    method: 'PUT',
  });
}

/** PUT /api/settings/language (Bearer): the language of the account's e-mails. */
export function saveAccountLanguage(language: Language): Promise<void> {
  return apiFetch<void>('/api/settings/language', { ...jsonBody({ language }), method: 'PUT' });
}
