import { Send } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useEffect, useState } from 'react';
import type { Conversation, Message, MessagesPage } from '#contract/chat';
import { CHAT_DIALOG_HEIGHT_PX } from '#contract/constants';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { apiFetch, jsonBody } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { realtime } from '#web/lib/realtime/realtime';
import { useSession } from '#web/lib/session';
import { groupName } from '../member-names';
import { MessageBubble, MessageReportButton } from './message-bubble';

function withMessage(messages: Message[], message: Message): Message[] {
  if (messages.some((m) => m.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.seq - b.seq);
}

function markRead(conversationId: string, seq: number) {
  void apiFetch(`/api/conversations/${conversationId}/read`, jsonBody({ seq })).catch(() => {});
}

/**
 * A group's chat (an open match's players): its messages, each from someone else under their
 * name, live over the socket; Enter sends. A block between two members stops neither.
 */
export default function GroupChat(props: {
  conversation: Conversation;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { id } = props.conversation;
  const [messages, setMessages] = useState<Message[]>([]);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const names = new Map(props.conversation.members.map((m) => [m.id, m.name]));
  const senderName = (senderId: string | null) =>
    senderId === null ? t('deleted_user') : (names.get(senderId) ?? t('chat_former_member'));

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    apiFetch<MessagesPage>(`/api/conversations/${id}/messages`).then(
      (page) => {
        if (cancelled) return;
        setMessages(page.items);
        const lastSeq = page.items.at(-1)?.seq ?? 0;
        if (lastSeq > 0) markRead(id, lastSeq);
        unsubscribe = realtime().subscribe(id, lastSeq, (message) => {
          setMessages((current) => withMessage(current, message));
          markRead(id, message.seq);
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [id]);

  const submit = async () => {
    const content = draft.trim();
    if (!content) return;
    setDraft('');
    try {
      const sent = await apiFetch<Message>(
        `/api/conversations/${id}/messages`,
        jsonBody({ content, clientId: crypto.randomUUID() }),
      );
      setMessages((current) => withMessage(current, sent));
    } catch (error) {
      setDraft(content);
      showApiErrorToast(t, error);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('chat_group_title', {
          names: groupName(t, props.conversation.members, i18n.resolvedLanguage ?? 'bg'),
        })}
        closeLabel={t('close')}
        aria-describedby={undefined}
        style={{ '--chat-height': `${CHAT_DIALOG_HEIGHT_PX}px` } as CSSProperties}
        className="sm:h-(--chat-height) sm:max-h-[calc(100vh-2rem)]"
        bodyClassName="flex flex-1 flex-col"
        footer={
          <form
            className="flex w-full items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label className="sr-only" htmlFor="group-chat-draft">
              {t('chat_message_label')}
            </label>
            <textarea
              id="group-chat-draft"
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
        }
      >
        {failed && <p role="alert">{t('load_failed')}</p>}
        {messages.length === 0 && !failed ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('chat_empty')}</p>
        ) : (
          <ol
            aria-label={t('chat_messages_label')}
            aria-live="polite"
            className="mt-auto space-y-2"
          >
            {messages.map((message) => {
              const mine = message.senderId !== null && message.senderId === user?.id;
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={mine}
                  senderName={senderName(message.senderId)}
                  action={!mine && !message.removed && <MessageReportButton id={message.id} />}
                />
              );
            })}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
