import { Loader2, Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { CHAT_DIALOG_HEIGHT_PX } from '../../../contract/constants';
import { formatChatTime } from '../../lib/format-chat-time';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { useConversation } from './use-conversation';
import { useDraft } from './use-draft';
import { usePlayRequest } from './use-play-request';
import { useRealtimeStatus } from './use-realtime-status';

export interface ChatPartner {
  id: string;
  name: string;
  /** The partner request this chat answers, when opened from its card on the board. */
  partnerRequestId?: string;
  /** Opened by 'Connect & Play': tell the player (in the app and by e-mail) on opening. */
  sendsPlayRequest?: boolean;
}

/**
 * Spec §2 chat dialog: 'Chat with {name}', 500 px high, Enter sends, Shift+Enter a new line.
 * Unlike the original, a draft survives closing and reopening (the issues close that gap).
 */
export default function ChatDialog(props: {
  partner: ChatPartner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { messages, unsent, loading, sending, send, retry } = useConversation(
    props.partner.id,
    props.open,
    props.partner.partnerRequestId,
  );
  const status = useRealtimeStatus();
  usePlayRequest(props.partner, props.open);
  const [draft, setDraft] = useDraft(props.partner.id);
  const logRef = useRef<HTMLOListElement>(null);
  const language = i18n.resolvedLanguage ?? 'bg';

  const lastMessageId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastMessageId) logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [lastMessageId]);

  const submit = async () => {
    const content = draft.trim();
    if (!content || sending) return;
    if (await send(content)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('chat_title', { name: props.partner.name })}
        closeLabel={t('close')}
        aria-describedby={undefined}
        style={{ height: CHAT_DIALOG_HEIGHT_PX }}
        className="max-h-[calc(100vh-2rem)]"
        bodyClassName="flex-1"
        footer={
          <form
            className="flex w-full items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label className="sr-only" htmlFor="chat-draft">
              {t('chat_message_label')}
            </label>
            <textarea
              id="chat-draft"
              rows={2}
              value={draft}
              maxLength={2000}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('chat_placeholder')}
              className="min-h-10 flex-1 resize-none rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <Button type="submit" disabled={sending || !draft.trim()} aria-label={t('chat_send')}>
              {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            </Button>
          </form>
        }
      >
        {status === 'reconnecting' && (
          <p role="status" className="mb-2 text-center text-xs text-muted-foreground">
            {t('chat_reconnecting')}
          </p>
        )}
        {loading ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('loading')}</p>
        ) : messages.length === 0 && unsent.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('chat_empty')}</p>
        ) : (
          <ol
            ref={logRef}
            aria-label={t('chat_messages_label')}
            aria-live="polite"
            className="space-y-2"
          >
            {messages.map((message) => {
              const mine = message.senderId === user?.id;
              return (
                <li key={message.id} className={mine ? 'flex justify-end' : 'flex justify-start'}>
                  <div
                    className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${
                      mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'
                    }`}
                  >
                    <p className="whitespace-pre-wrap break-words">{message.content}</p>
                    <time
                      dateTime={message.createdAt}
                      className={`mt-1 block text-[11px] ${mine ? 'text-primary-foreground/80' : 'text-muted-foreground'}`}
                    >
                      {formatChatTime(message.createdAt, language, t)}
                    </time>
                  </div>
                </li>
              );
            })}
            {unsent.map((item) => (
              <li key={item.localId} className="flex justify-end">
                <div className="max-w-[80%] rounded-2xl border border-dashed border-destructive px-3 py-2 text-sm">
                  <p className="whitespace-pre-wrap break-words">{item.content}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-[11px] text-destructive">
                    {item.sending ? t('chat_sending') : t('chat_not_sent')}
                    {!item.sending && (
                      <Button
                        size="sm"
                        variant="outline"
                        className="h-7 px-2 text-xs"
                        onClick={() => void retry()}
                      >
                        {t('chat_send_again')}
                      </Button>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
