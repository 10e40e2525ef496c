import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAIL_CATEGORIES,
  type MailCategory,
  type NotificationSettings,
} from '#contract/notifications';
import { CheckboxGroup } from '#web/components/checkbox-group';
import { ListState } from '#web/components/list-state';
import { Card, CardDescription } from '#web/components/ui/card';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { formatDuration } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHashTarget } from '#web/lib/use-hash-target';
import {
  notificationSettingsQueryKey,
  notificationSettingsQueryOptions,
  saveNotificationSettings,
} from '../api/settings-api';
import { PushSettings } from './push-settings';

/**
 * Which notifications also come by e-mail, one switch per kind, saved as soon as it changes,
 * and which come as system notifications on the devices the user allowed.
 * Mail footers and the unsubscribe page link here (/profile#notifications).
 */
export function NotificationSettingsSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(notificationSettingsQueryOptions());
  const [status, setStatus] = useState('');
  useHashTarget(!settings.isPending);

  // What the user just chose, shown at once while it is being saved.
  const [saving, setSaving] = useState<NotificationSettings['email'] | null>(null);

  async function change(chosen: string[]) {
    const current = settings.data;
    if (!current) return;
    const email = Object.fromEntries(
      MAIL_CATEGORIES.map((category) => [category, chosen.includes(category)]),
    ) as NotificationSettings['email'];
    setStatus('');
    setSaving(email);
    try {
      queryClient.setQueryData(
        notificationSettingsQueryKey,
        await saveNotificationSettings({ email }),
      );
      setStatus(t('notification_settings_saved'));
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setSaving(null);
    }
  }

  const data = settings.data;
  const label = (category: MailCategory) =>
    category === 'messages'
      ? t('mail_category_messages', {
          after: formatDuration(data?.messageMailDelaySeconds ?? 0, i18n.resolvedLanguage ?? 'bg'),
        })
      : t(`mail_category_${category}`);
  return (
    <Card
      id="notifications"
      tabIndex={-1}
      aria-labelledby="notification-settings-title"
      className="scroll-mt-20 space-y-4 focus:outline-none"
    >
      <header className="space-y-1">
        {/* A part of the profile page, below its title. */}
        <h2 id="notification-settings-title" className="text-xl font-semibold">
          {t('notification_settings_title')}
        </h2>
        <CardDescription>{t('notification_settings_intro')}</CardDescription>
      </header>
      <ListState
        isPending={settings.isPending}
        isError={settings.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void settings.refetch()}
      />
      {data && (
        <>
          <CheckboxGroup
            legend={t('notification_settings_legend')}
            columns={1}
            options={MAIL_CATEGORIES.map((category) => ({
              value: category,
              label: label(category),
            }))}
            value={MAIL_CATEGORIES.filter((category) => (saving ?? data.email)[category])}
            onChange={(chosen) => void change(chosen)}
          />
          <p className="text-sm text-muted-foreground">
            {t('notification_settings_language', { language: t(`language_name_${data.language}`) })}
          </p>
          <PushSettings settings={data} />
        </>
      )}
      <p role="status" className="text-sm text-primary">
        {status}
      </p>
    </Card>
  );
}
