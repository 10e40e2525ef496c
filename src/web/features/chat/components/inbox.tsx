import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { Conversation } from '#contract/chat';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { formatChatTime } from '#web/lib/format-chat-time';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { personName } from '#web/lib/person-name';
import { startConversation } from '../api/conversations-api';
import type { ChatPartner } from '../chat-partner';
import { useConversations } from '../hooks/use-conversations';
import { groupName } from '../member-names';
import ChatDialog from './chat-dialog';

const DeletedUserChat = lazy(() => import('./deleted-user-chat'));
const GroupChat = lazy(() => import('./group-chat'));

/**
 * The user's conversations with the last message and unread counts, updated live; one opens
 * its chat, and `?with=<player>` (a notification's link) opens the chat with that player.
 */
export function Inbox({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { conversations, failed, reload } = useConversations(true);
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  /** A conversation whose other participant deleted their account: read only. */
  const [orphan, setOrphan] = useState<string | null>(null);
  /** A group's conversation (an open match's players). */
  const [group, setGroup] = useState<Conversation | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const withId = searchParams.get('with');

  // `?with=<player>` (a notification's link) opens the chat with that player.
  useEffect(() => {
    if (!withId || !conversations || partner?.id === withId) return;
    const known = conversations.find((c) => c.kind === 'pair' && c.other.id === withId);
    if (known) return setPartner({ id: withId, name: known.other.name });
    let cancelled = false;
    startConversation(withId).then(
      (started) => !cancelled && setPartner({ id: withId, name: started.other.name }),
      (error) => showApiErrorToast(t, error),
    );
    return () => {
      cancelled = true;
    };
  }, [withId, conversations, partner?.id, t]);

  const closeChat = () => {
    setPartner(null);
    if (withId) setSearchParams({}, { replace: true });
  };

  return (
    <>
      {failed && (
        <div role="alert" className="mb-4 space-y-2">
          <p>{t('load_failed')}</p>
          <Button variant="outline" onClick={() => void reload()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {conversations === null && !failed && <p>{t('loading')}</p>}
      {conversations?.length === 0 && (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('messages_empty')}
        </p>
      )}
      <ul className="divide-y divide-border rounded-xl border border-border bg-card">
        {conversations?.map((conversation) => {
          const last = conversation.lastMessage;
          const content = last?.removed ? t('chat_removed') : last?.content;
          const preview = last
            ? last.senderId === userId
              ? t('messages_you', { content })
              : content
            : t('messages_no_messages');
          const { id: otherId } = conversation.other;
          const isGroup = conversation.kind === 'group';
          const name = isGroup
            ? groupName(t, conversation.members, i18n.resolvedLanguage ?? 'bg')
            : personName(t, conversation.other);
          const open = () => {
            if (isGroup) setGroup(conversation);
            else if (otherId) setPartner({ id: otherId, name });
            else setOrphan(conversation.id);
          };
          return (
            <li key={conversation.id}>
              <button
                type="button"
                aria-label={
                  isGroup
                    ? t('messages_open_group_chat', { names: name })
                    : t('messages_open_chat', { name })
                }
                onClick={open}
                className="flex w-full items-center gap-3 p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <MessageCircle aria-hidden className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-semibold">{name}</span>
                    {last && (
                      <time
                        dateTime={last.createdAt}
                        className="shrink-0 text-xs text-muted-foreground"
                      >
                        {formatChatTime(last.createdAt, i18n.resolvedLanguage ?? 'bg', t)}
                      </time>
                    )}
                  </span>
                  <span className="block truncate text-sm text-muted-foreground">{preview}</span>
                </span>
                {conversation.unreadCount > 0 && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                    {t('messages_unread', { count: conversation.unreadCount })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {orphan && (
        <Suspense fallback={null}>
          <DeletedUserChat
            conversationId={orphan}
            onOpenChange={(open) => !open && setOrphan(null)}
          />
        </Suspense>
      )}
      {group && (
        <Suspense fallback={null}>
          <GroupChat conversation={group} onOpenChange={(open) => !open && setGroup(null)} />
        </Suspense>
      )}
      {partner && (
        <ChatDialog
          partner={partner}
          open
          onOpenChange={(open) => {
            if (!open) closeChat();
          }}
        />
      )}
    </>
  );
}
