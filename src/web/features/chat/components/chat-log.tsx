import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import type { ConversationView } from '../hooks/use-conversation';
import { useRealtimeStatus } from '../hooks/use-realtime-status';
import { MessageBubble, MessageReportButton } from './message-bubble';
import { UnsentItem } from './unsent-item';

/**
 * A chat's messages, oldest first, then mine that have not reached the server (with their retry
 * and discard), and above them what the connection is doing. The newest is scrolled into view.
 * In a group `senderName` names the sender of each message from someone else.
 */
export function ChatLog(props: {
  chat: Pick<
    ConversationView,
    'messages' | 'unsent' | 'unreachable' | 'loading' | 'failed' | 'retry' | 'discard'
  >;
  senderName?: (senderId: string | null) => string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const status = useRealtimeStatus();
  const { messages, unsent, unreachable, loading, failed, retry, discard } = props.chat;
  const logRef = useRef<HTMLOListElement>(null);

  const lastItemId = unsent.at(-1)?.clientId ?? messages.at(-1)?.id;
  useEffect(() => {
    if (lastItemId) logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [lastItemId]);

  return (
    <>
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
      {failed && <p role="alert">{t('load_failed')}</p>}
      {messages.length === 0 && unsent.length === 0 ? (
        unreachable || failed ? null : (
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
            const mine = message.senderId !== null && message.senderId === user?.id;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                mine={mine}
                senderName={props.senderName?.(message.senderId)}
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
    </>
  );
}
