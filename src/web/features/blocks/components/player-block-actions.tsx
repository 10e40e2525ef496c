import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useBlockedIds } from '../api/blocks-api';
import { BlockPlayerButton } from './block-player-button';

/**
 * A player's page's actions and Block: while I block the player, their actions (Connect & Play)
 * give way to a note, and Block to Unblock.
 */
export function PlayerBlockActions(props: {
  player: { id: string; name: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const blocked = useBlockedIds()?.has(props.player.id) ?? false;
  return (
    <>
      {blocked ? (
        <p role="status" className="text-sm text-muted-foreground sm:self-center">
          {t('blocked_note_by_me')}
        </p>
      ) : (
        props.children
      )}
      <BlockPlayerButton player={props.player} className="w-full sm:w-auto" />
    </>
  );
}
