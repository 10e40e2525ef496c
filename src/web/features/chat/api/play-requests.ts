import type { PlayRequestResult } from '#contract/notifications';
import { apiFetch } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import type { TFunction } from '#web/lib/i18n/translate';
import { notify } from '#web/lib/toast';

/** POST /api/players/:id/play-request: 'Connect & Play' tells the player, once a day. */
export function sendPlayRequest(playerId: string): Promise<PlayRequestResult> {
  return apiFetch<PlayRequestResult>(`/api/players/${encodeURIComponent(playerId)}/play-request`, {
    method: 'POST',
  });
}

/** Sends the request to play and says what happened: sent, already sent today, or the error. */
export async function connectAndPlay(
  player: { id: string; name: string },
  t: TFunction,
): Promise<void> {
  try {
    const { status } = await sendPlayRequest(player.id);
    const sent = status === 'sent';
    void notify(t(sent ? 'connection_sent' : 'connection_already_sent'), {
      kind: 'success',
      description: t(sent ? 'connection_sent_description' : 'connection_already_sent_description', {
        playerName: player.name,
      }),
    });
  } catch (error) {
    showApiErrorToast(t, error);
  }
}
