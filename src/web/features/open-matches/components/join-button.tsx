import { useState } from 'react';
import type { OpenMatch } from '#contract/open-matches';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useContinueAction } from '#web/lib/pending-action';
import { notify } from '#web/lib/toast';
import { useRequireAuth } from '#web/lib/use-require-auth';
import { actOnOpenMatch, useSettledOpenMatch } from '../api/open-matches-api';

/** Takes the spot (or asks for one), and says which it was. */
export function useJoin() {
  const { t } = useTranslation();
  const settle = useSettledOpenMatch();
  const [busy, setBusy] = useState(false);
  async function join(id: string) {
    setBusy(true);
    try {
      const game = settle(await actOnOpenMatch(id, 'join'));
      const asked = game.me?.role === 'asked';
      void notify(t(asked ? 'open_match_asked_toast' : 'open_match_joined_toast'), {
        kind: 'success',
      });
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(false);
    }
  }
  return { join, busy };
}

/**
 * 'Join' for a player whose level fits, 'Ask to join' for one whose level does not; a visitor
 * signs in first and comes back joined. 'Accept invitation' for an invitee. Otherwise where the
 * viewer stands.
 */
export function JoinButton({ game, className }: { game: OpenMatch; className?: string }) {
  const { t } = useTranslation();
  const requireAuth = useRequireAuth();
  const { join, busy } = useJoin();
  useContinueAction(
    'join',
    () => void join(game.id),
    (action) => action.id === game.id,
  );
  const role = game.me?.role ?? 'none';
  if (role === 'organizer' || role === 'player') {
    return <p className="text-sm font-medium text-primary">{t(`open_match_you_${role}`)}</p>;
  }
  if (role === 'asked' || role === 'declined' || role === 'removed') {
    return <p className="text-sm text-muted-foreground">{t(`open_match_you_${role}`)}</p>;
  }
  if (role === 'invited') {
    // The spot is held for them whatever the game's state: accepting is a join.
    return (
      <>
        <p className="text-sm font-medium text-primary">{t('open_match_you_invited')}</p>
        <Button
          className={className ?? 'w-full'}
          disabled={busy}
          onClick={() => void join(game.id)}
        >
          {busy ? t('loading') : t('open_match_accept_invitation')}
        </Button>
      </>
    );
  }
  if (game.state !== 'open') return null;
  const asks = game.me !== null && !game.me.fits;
  return (
    <Button
      className={className ?? 'w-full'}
      variant={asks ? 'outline' : 'default'}
      disabled={busy}
      onClick={() => {
        if (requireAuth('auth_required_join', { kind: 'join', id: game.id })) void join(game.id);
      }}
    >
      {busy ? t('loading') : t(asks ? 'open_match_ask' : 'open_match_join')}
    </Button>
  );
}
