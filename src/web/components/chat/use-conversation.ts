import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message, MessagesPage } from '../../../contract/chat';
import { ApiRequestError, apiFetch, jsonBody } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { realtime } from '../../lib/realtime/realtime';
import { notify } from '../../lib/toast';

function withMessage(messages: Message[], message: Message): Message[] {
  if (messages.some((m) => m.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.seq - b.seq);
}

/** A message that could not reach the server: kept, sent again when the connection returns. */
export interface UnsentMessage {
  localId: string;
  content: string;
  sending: boolean;
}

const isNetworkError = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'network';

function markRead(conversationId: string, seq: number) {
  void apiFetch(`/api/conversations/${conversationId}/read`, jsonBody({ seq })).catch((error) =>
    console.error('Could not mark the conversation read', error),
  );
}

/**
 * Spec §4 chat dialog: on open find or create the conversation, load its messages ascending,
 * and receive new ones live; an incoming message whose id is already shown is ignored.
 */
export function useConversation(otherUserId: string, open: boolean, partnerRequestId?: string) {
  const { t } = useTranslation();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState<UnsentMessage[]>([]);
  const conversationRef = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let unsubscribe = () => {};
    setLoading(true);
    (async () => {
      let started: Conversation;
      try {
        started = await apiFetch<Conversation>(
          '/api/conversations',
          jsonBody({ userId: otherUserId }),
        );
      } catch (error) {
        console.error('Could not start the conversation', error);
        if (!cancelled) {
          void notify(t('chat_error'), { kind: 'error', description: t('chat_start_failed') });
          setLoading(false);
        }
        return;
      }
      if (cancelled) return;
      setConversation(started);
      conversationRef.current = started.id;
      let lastSeq = 0;
      try {
        const page = await apiFetch<MessagesPage>(`/api/conversations/${started.id}/messages`);
        if (cancelled) return;
        setMessages(page.items);
        lastSeq = page.items.at(-1)?.seq ?? 0;
      } catch (error) {
        console.error('Could not load the messages', error);
      }
      if (cancelled) return;
      setLoading(false);
      if (lastSeq > 0) markRead(started.id, lastSeq);
      unsubscribe = realtime().subscribe(started.id, lastSeq, (message) => {
        setMessages((current) => withMessage(current, message));
        markRead(started.id, message.seq);
      });
    })();
    return () => {
      cancelled = true;
      unsubscribe();
      conversationRef.current = null;
      setConversation(null);
      setMessages([]);
      setUnsent([]);
      setLoading(false);
    };
  }, [open, otherUserId, t]);

  const post = useCallback(
    (conversationId: string, content: string) =>
      apiFetch<Message>(
        `/api/conversations/${conversationId}/messages`,
        jsonBody({ content, partnerRequestId }),
      ),
    [partnerRequestId],
  );

  /** Sends a new message; without a connection it is kept as not sent (true: the draft is done). */
  const send = useCallback(
    async (content: string): Promise<boolean> => {
      const id = conversationRef.current;
      if (!id) return false;
      setSending(true);
      try {
        const message = await post(id, content);
        setMessages((current) => withMessage(current, message));
        return true;
      } catch (error) {
        if (isNetworkError(error)) {
          setUnsent((current) => [
            ...current,
            { localId: crypto.randomUUID(), content, sending: false },
          ]);
          return true;
        }
        console.error('Could not send the message', error);
        void notify(t('chat_error'), { kind: 'error', description: t('chat_send_failed') });
        return false;
      } finally {
        setSending(false);
      }
    },
    [t, post],
  );

  const unsentRef = useRef(unsent);
  unsentRef.current = unsent;
  /** Sends the messages not sent yet, in the order they were written; stops at the first failure. */
  const retry = useCallback(async () => {
    const id = conversationRef.current;
    if (!id) return;
    for (const item of unsentRef.current) {
      if (item.sending) return;
      const mark = (sending: boolean) =>
        setUnsent((current) =>
          current.map((other) => (other.localId === item.localId ? { ...other, sending } : other)),
        );
      mark(true);
      try {
        const message = await post(id, item.content);
        setUnsent((current) => current.filter((other) => other.localId !== item.localId));
        setMessages((current) => withMessage(current, message));
      } catch (error) {
        mark(false);
        if (!isNetworkError(error)) {
          void notify(t('chat_error'), { kind: 'error', description: t('chat_send_failed') });
        }
        return;
      }
    }
  }, [post, t]);

  // The connection is back: what was written meanwhile goes out.
  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);

  return { conversation, messages, unsent, loading, sending, send, retry };
}
