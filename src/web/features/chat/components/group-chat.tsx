import type { Conversation } from '#contract/chat';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { useDraft } from '#web/lib/unsent-messages/use-draft';
import { chatKey } from '../chat-target';
import { useConversation } from '../hooks/use-conversation';
import { groupName } from '../member-names';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatWindow } from './chat-window';

/**
 * A group's chat (an open match's players), with a pair chat's guarantees: each message shown
 * once, caught up after a reconnect, read marks, and what is written offline kept on the device
 * as not sent until it goes out (even after the dialog closes). Each message from someone else
 * is under their name. A block between two members stops neither.
 */
export default function GroupChat(props: {
  conversation: Conversation;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const target = { kind: 'group', conversation: props.conversation } as const;
  const chat = useConversation(target, true);
  const [draft, setDraft] = useDraft(user?.id ?? '', chatKey(target));
  const names = new Map(props.conversation.members.map((m) => [m.id, m.name]));
  const senderName = (senderId: string | null) =>
    senderId === null ? t('deleted_user') : (names.get(senderId) ?? t('chat_former_member'));

  return (
    <ChatWindow
      title={t('chat_group_title', {
        names: groupName(t, props.conversation.members, i18n.resolvedLanguage ?? 'bg'),
      })}
      open
      onOpenChange={props.onOpenChange}
      footer={<ChatComposer draft={draft} setDraft={setDraft} send={chat.send} />}
    >
      <ChatLog chat={chat} senderName={senderName} />
    </ChatWindow>
  );
}
