import type { BlockState } from '#contract/blocks';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { BlockPlayerButton } from './block-player-button';

export const BLOCKED_CHAT_NOTE_ID = 'blocked-chat-note';

/** The note's Unblock, where the focus goes after blocking from the chat. */
export const blockedChatNoteButton = () =>
  document.querySelector<HTMLElement>(`#${BLOCKED_CHAT_NOTE_ID} button`);

/** In place of a chat's composer while a block stands: why nothing can be sent, and Unblock. */
export function BlockedChatNote(props: {
  partner: { id: string; name: string };
  state: NonNullable<BlockState>;
  onUnblocked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      id={BLOCKED_CHAT_NOTE_ID}
      className="flex w-full flex-wrap items-center justify-between gap-2"
    >
      <p role="status" className="text-sm text-muted-foreground">
        {t(props.state === 'by_me' ? 'blocked_note_by_me' : 'blocked_note_by_them')}
      </p>
      {props.state === 'by_me' && (
        <BlockPlayerButton
          player={props.partner}
          size="sm"
          onChange={(blocked) => !blocked && props.onUnblocked()}
        />
      )}
    </div>
  );
}
