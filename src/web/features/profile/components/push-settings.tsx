import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type NotificationSettings, PUSH_KINDS } from '#contract/notifications';
import { CheckboxGroup } from '#web/components/checkbox-group';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { type PushState, pushState, turnOffPush, turnOnPush } from '#web/lib/push-device';
import { notify } from '#web/lib/toast';
import { notificationSettingsQueryKey, saveNotificationSettings } from '../api/settings-api';

/**
 * System notifications on this device: turned on only by the button that says what for (the
 * browser asks for permission then, never on its own), and which kinds, for every device.
 */
export function PushSettings({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState<NotificationSettings['push'] | null>(null);

  useEffect(() => {
    void pushState().then(setState);
  }, []);

  async function toggleDevice() {
    setBusy(true);
    try {
      if (state === 'on') {
        await turnOffPush();
        setState('off');
      } else {
        setState(await turnOnPush());
      }
    } catch (error) {
      console.error('Could not change notifications on this device', error);
      void notify(t('push_failed'), { kind: 'error' });
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  }

  async function chooseKinds(chosen: string[]) {
    const push = Object.fromEntries(
      PUSH_KINDS.map((kind) => [kind, chosen.includes(kind)]),
    ) as NotificationSettings['push'];
    setSaving(push);
    try {
      queryClient.setQueryData(
        notificationSettingsQueryKey,
        await saveNotificationSettings({ push }),
      );
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setSaving(null);
    }
  }

  return (
    <section
      aria-labelledby="push-settings-title"
      className="space-y-3 border-t border-border pt-4"
    >
      <h3 id="push-settings-title" className="font-semibold">
        {t('push_title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('push_intro')}</p>
      <p className="text-sm">
        {state === 'unsupported' && t('push_unsupported')}
        {state === 'denied' && t('push_denied')}
        {state === 'on' && t('push_on')}
      </p>
      {(state === 'off' || state === 'on') && (
        <Button variant="outline" disabled={busy} onClick={() => void toggleDevice()}>
          {state === 'on' ? t('push_turn_off') : t('push_turn_on')}
        </Button>
      )}
      <CheckboxGroup
        legend={t('push_kinds_legend')}
        columns={1}
        options={PUSH_KINDS.map((kind) => ({ value: kind, label: t(`push_kind_${kind}`) }))}
        value={PUSH_KINDS.filter((kind) => (saving ?? settings.push)[kind])}
        onChange={(chosen) => void chooseKinds(chosen)}
      />
    </section>
  );
}
