import { useCallback, useEffect, useState } from 'react';
import type { Conversation } from '#contract/chat';
import { apiFetch } from '#web/lib/api-client';
import { realtime } from '#web/lib/realtime/realtime';

/** The signed-in user's conversations, reloaded whenever the server says the inbox changed. */
export function useConversations(enabled: boolean) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const list = await apiFetch<{ items: Conversation[] }>('/api/conversations');
      setConversations(list.items);
      setFailed(false);
    } catch (error) {
      console.error('Could not load the conversations', error);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      setConversations(null);
      return;
    }
    void load();
    return realtime().subscribeInbox(() => void load());
  }, [enabled, load]);

  const unread = conversations?.reduce((sum, c) => sum + c.unreadCount, 0) ?? 0;
  return { conversations, unread, failed, reload: load };
}
