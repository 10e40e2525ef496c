import { useState } from 'react';
import type { Notification } from '#contract/notifications';
import { sofiaInstant } from '#contract/sofia-time';
import { Button } from '#web/components/ui/button';
import { acceptInvitationLater } from '#web/features/open-matches';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';

/**
 * Whether the bell offers 'Accept' on the notification: an invitation to a game that has not
 * started. Whether the invitee answered since is the server's to say when they click.
 */
export function acceptsInvitation(notification: Notification, now = new Date()): boolean {
  return (
    notification.kind === 'open_match_invited' &&
    sofiaInstant(notification.data.date, notification.data.startTime) > now
  );
}

/**
 * 'Accept' under an invitation in the bell, lined up with its text: takes the spot held for the invitee without
 * leaving the list, then says so in the item's place.
 */
export function AcceptInvitationButton(props: { gameId: string; organizerName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  if (accepted) {
    return (
      <p role="status" className="ms-8 pb-2 text-sm font-medium text-primary">
        {t('notification_invitation_accepted')}
      </p>
    );
  }
  return (
    <Button
      size="sm"
      className="mb-2 ms-8"
      disabled={busy}
      aria-label={t('notification_accept_invitation_from', { name: props.organizerName })}
      onClick={async () => {
        setBusy(true);
        try {
          await acceptInvitationLater(props.gameId);
          setAccepted(true);
        } catch (error) {
          showApiErrorToast(t, error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t('loading') : t('notification_accept_invitation')}
    </Button>
  );
}
