import { useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { Button, type ButtonProps } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useBlockActions, useBlockedIds } from '../api/blocks-api';

/**
 * 'Block' (after a dialog that says what blocking does) or, for a player I blocked, 'Unblock'.
 * One button either way, so the focus stays on it when it turns into the other. Nothing for a
 * visitor: blocking belongs to an account.
 */
export function BlockPlayerButton({
  player,
  onChange,
  named,
  focusAfterBlock,
  ...button
}: {
  player: { id: string; name: string };
  /** After a block or an unblock went through. */
  onChange?: (blocked: boolean) => void;
  /** Names the player to screen readers too, where the button sits among others (a list). */
  named?: boolean;
  /** Where the focus goes after blocking, when this button does not stay (a chat). */
  focusAfterBlock?: () => HTMLElement | null;
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation();
  const blockedIds = useBlockedIds();
  const { block, unblock } = useBlockActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const justBlocked = useRef(false);
  if (!blockedIds) return null;
  const blocked = blockedIds.has(player.id);

  async function unblockNow() {
    setBusy(true);
    const done = await unblock(player);
    setBusy(false);
    if (done) onChange?.(false);
  }

  const label = blocked ? 'unblock_action' : 'block_action';
  return (
    <>
      <Button
        variant="outline"
        {...button}
        // Not `disabled` while it works: that would drop the focus from it.
        aria-disabled={busy || undefined}
        aria-label={named ? t(`${label}_named`, { name: player.name }) : undefined}
        onClick={() => {
          if (busy) return;
          if (blocked) void unblockNow();
          else setConfirming(true);
        }}
      >
        {t(label)}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('block_confirm_title', { name: player.name })}
          description={t('block_confirm_description', { name: player.name })}
          confirmLabel={t('block_action')}
          destructive
          onOpenChange={setConfirming}
          onCloseAutoFocus={(event) => {
            const target = justBlocked.current ? focusAfterBlock?.() : null;
            justBlocked.current = false;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onConfirm={async () => {
            // Set first: where this button goes away once the block is in (a chat), the dialog
            // closes with it, before `block` returns.
            justBlocked.current = true;
            if (!(await block(player))) {
              justBlocked.current = false;
              return;
            }
            setConfirming(false);
            onChange?.(true);
          }}
        />
      )}
    </>
  );
}
