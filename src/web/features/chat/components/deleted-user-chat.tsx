import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useEffect } from 'react';
import type { MessagesPage } from '#contract/chat';
import { CHAT_DIALOG_HEIGHT_PX } from '#contract/constants';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { apiFetch, jsonBody } from '#web/lib/api-client';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { MessageBubble } from './message-bubble';

/**
 * A conversation whose other participant deleted their account: the messages stay to read,
 * theirs from 'Deleted user'; nothing can be sent. Opening it marks it read.
 */
export default function DeletedUserChat(props: {
  conversationId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const page = useQuery({
    queryKey: ['conversation-messages', props.conversationId],
    queryFn: ({ signal }) =>
      apiFetch<MessagesPage>(`/api/conversations/${props.conversationId}/messages?limit=100`, {
        signal,
      }),
  });
  const lastSeq = page.data?.items.at(-1)?.seq;
  useEffect(() => {
    if (!lastSeq) return;
    void apiFetch(
      `/api/conversations/${props.conversationId}/read`,
      jsonBody({ seq: lastSeq }),
    ).catch(() => undefined);
  }, [props.conversationId, lastSeq]);

  const deletedUser = t('deleted_user');
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('chat_title', { name: deletedUser })}
        description={t('chat_deleted_user_note')}
        closeLabel={t('close')}
        style={{ '--chat-height': `${CHAT_DIALOG_HEIGHT_PX}px` } as CSSProperties}
        className="sm:h-(--chat-height) sm:max-h-[calc(100vh-2rem)]"
        bodyClassName="flex-1"
      >
        {page.isPending && <p className="py-8 text-center text-sm">{t('loading')}</p>}
        {page.isError && (
          <div role="alert" className="space-y-2 py-8 text-center">
            <p>{t('load_failed')}</p>
            <Button variant="outline" onClick={() => void page.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {page.data && (
          <ol aria-label={t('chat_messages_label')} className="space-y-2">
            {page.data.items.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderId !== null && message.senderId === user?.id}
                senderName={deletedUser}
              />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
