import { useRef } from 'react';
import {
  BlockedChatNote,
  BlockPlayerButton,
  blockedChatNoteButton,
  useChatBlockState,
} from '#web/features/blocks';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { useDraft } from '#web/lib/unsent-messages/use-draft';
import type { ChatPartner } from '../chat-partner';
import { chatKey } from '../chat-target';
import { useConversation } from '../hooks/use-conversation';
import { usePlayRequest } from '../hooks/use-play-request';
import { CHAT_COMPOSER_ID, ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatWindow } from './chat-window';

/**
 * The chat dialog: 'Chat with {name}', 500 px high, Enter sends, Shift+Enter a new line.
 * Unlike the original, a draft survives closing and reopening (the issues close that gap), and
 * so does a message written without a connection: it shows as not sent until it goes out.
 */
export default function ChatDialog(props: {
  partner: ChatPartner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const target = {
    kind: 'pair',
    partnerId: props.partner.id,
    partnerRequestId: props.partner.partnerRequestId,
  } as const;
  const chat = useConversation(target, props.open);
  const blocked = useChatBlockState(props.partner.id, chat.conversation, chat.refusedByBlock);
  usePlayRequest(props.partner, props.open);
  const [draft, setDraft] = useDraft(user?.id ?? '', chatKey(target));
  // After Unblock, the composer takes the focus as it comes back (it may come after the answer).
  const focusComposerOnMount = useRef(false);

  return (
    <ChatWindow
      title={t('chat_title', { name: props.partner.name })}
      open={props.open}
      onOpenChange={props.onOpenChange}
      footer={
        blocked ? (
          <BlockedChatNote
            partner={props.partner}
            state={blocked}
            onUnblocked={() => {
              // The block is gone: the conversation opens (or is read) afresh, and the
              // composer takes the note's place and the focus.
              chat.reopen();
              const composer = document.getElementById(CHAT_COMPOSER_ID);
              if (composer) composer.focus();
              else focusComposerOnMount.current = true;
            }}
          />
        ) : (
          <ChatComposer
            draft={draft}
            setDraft={setDraft}
            send={chat.send}
            textareaRef={(node) => {
              if (!node || !focusComposerOnMount.current) return;
              focusComposerOnMount.current = false;
              node.focus();
            }}
          />
        )
      }
    >
      {blocked !== 'by_me' && (
        <div className="-mt-2 mb-2 flex justify-end">
          <BlockPlayerButton
            player={props.partner}
            variant="ghost"
            size="sm"
            focusAfterBlock={blockedChatNoteButton}
          />
        </div>
      )}
      <ChatLog chat={chat} />
    </ChatWindow>
  );
}
