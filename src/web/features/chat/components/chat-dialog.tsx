import { Send } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { CHAT_DIALOG_HEIGHT_PX } from '#contract/constants';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
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
import { useConversation } from '../hooks/use-conversation';
import { usePlayRequest } from '../hooks/use-play-request';
import { useRealtimeStatus } from '../hooks/use-realtime-status';
import { MessageBubble, MessageReportButton } from './message-bubble';
import { UnsentItem } from './unsent-item';

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
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { messages, unsent, unreachable, loading, send, retry, discard, ...opened } =
    useConversation(props.partner.id, props.open, props.partner.partnerRequestId);
  const blocked = useChatBlockState(props.partner.id, opened.conversation, opened.refusedByBlock);
  const status = useRealtimeStatus();
  usePlayRequest(props.partner, props.open);
  const [draft, setDraft] = useDraft(user?.id ?? '', props.partner.id);
  const logRef = useRef<HTMLOListElement>(null);
  // After Unblock, the composer takes the focus as it comes back (it may come after the answer).
  const focusComposerOnMount = useRef(false);
  const _language = i18n.resolvedLanguage ?? 'bg';

  const lastItemId = unsent.at(-1)?.clientId ?? messages.at(-1)?.id;
  useEffect(() => {
    if (lastItemId) logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [lastItemId]);

  const submit = () => {
    const content = draft.trim();
    if (content && send(content)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('chat_title', { name: props.partner.name })}
        closeLabel={t('close')}
        aria-describedby={undefined}
        // 500 px high on a wider screen; a phone's sheet takes the whole height.
        style={{ '--chat-height': `${CHAT_DIALOG_HEIGHT_PX}px` } as CSSProperties}
        className="sm:h-(--chat-height) sm:max-h-[calc(100vh-2rem)]"
        // The messages rest on the composer, the newest last, as in any messenger: the toasts,
        // below the top bar, cover neither the message just sent nor the composer.
        bodyClassName="flex flex-1 flex-col"
        footer={
          blocked ? (
            <BlockedChatNote
              partner={props.partner}
              state={blocked}
              onUnblocked={() => {
                // The block is gone: the conversation opens (or is read) afresh, and the
                // composer takes the note's place and the focus.
                opened.reopen();
                const composer = document.getElementById('chat-draft');
                if (composer) composer.focus();
                else focusComposerOnMount.current = true;
              }}
            />
          ) : (
            <form
              className="flex w-full items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <label className="sr-only" htmlFor="chat-draft">
                {t('chat_message_label')}
              </label>
              <textarea
                id="chat-draft"
                ref={(node) => {
                  if (!node || !focusComposerOnMount.current) return;
                  focusComposerOnMount.current = false;
                  node.focus();
                }}
                rows={2}
                value={draft}
                maxLength={2000}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder={t('chat_placeholder')}
                className="min-h-11 flex-1 resize-none sm:min-h-10 rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
              <Button type="submit" disabled={!draft.trim()} aria-label={t('chat_send')}>
                <Send aria-hidden />
              </Button>
            </form>
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
        {status === 'reconnecting' && !unreachable && (
          <p role="status" className="mb-2 text-center text-xs text-muted-foreground">
            {t('chat_reconnecting')}
          </p>
        )}
        {unreachable && (
          <p role="status" className="mb-2 text-center text-xs text-muted-foreground">
            {t('chat_offline')}
          </p>
        )}
        {messages.length === 0 && unsent.length === 0 ? (
          unreachable ? null : (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {loading ? t('loading') : t('chat_empty')}
            </p>
          )
        ) : (
          <ol
            ref={logRef}
            aria-label={t('chat_messages_label')}
            aria-live="polite"
            className="mt-auto space-y-2"
          >
            {messages.map((message) => {
              const mine = message.senderId === user?.id;
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={mine}
                  action={!mine && !message.removed && <MessageReportButton id={message.id} />}
                />
              );
            })}
            {unsent.map((item) => (
              <UnsentItem
                key={item.clientId}
                item={item}
                onRetry={() => retry(item.clientId)}
                onDiscard={() => discard(item.clientId)}
              />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
