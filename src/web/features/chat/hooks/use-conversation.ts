import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message, MessagesPage } from '#contract/chat';
import { ApiRequestError, apiFetch, jsonBody } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { realtime } from '#web/lib/realtime/realtime';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { type ChatTarget, chatKey, findConversation } from '../chat-target';
import { useUnsentMessages } from './use-unsent-messages';

function withMessage(messages: Message[], message: Message): Message[] {
  if (messages.some((m) => m.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.seq - b.seq);
}

const isNetworkError = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'network';

function markRead(conversationId: string, seq: number) {
  void apiFetch(`/api/conversations/${conversationId}/read`, jsonBody({ seq })).catch((error) =>
    console.error('Could not mark the conversation read', error),
  );
}

/**
 * A chat's conversation, a pair's or a group's: on open find (or create) the conversation, load
 * its messages ascending, mark them read, and receive new ones live, caught up after a reconnect;
 * an incoming message whose id is already shown is ignored. Messages written without a
 * connection are kept on this device as not sent (use-unsent-messages) and go out, in order and
 * once each, when the chat opens online or the connection returns.
 */
export function useConversation(target: ChatTarget, open: boolean) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(false);
  /** The server refused the messages (not a connection problem): the chat says so. */
  const [failed, setFailed] = useState(false);
  /** The server could not be reached when the chat opened: it tries again when it can. */
  const [unreachable, setUnreachable] = useState(false);
  /** A block stands and the two never talked: no conversation starts until it is lifted. */
  const [refusedByBlock, setRefusedByBlock] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const addMessage = useCallback(
    (message: Message) => setMessages((current) => withMessage(current, message)),
    [],
  );
  const unsent = useUnsentMessages({
    userId: user?.id,
    target,
    open,
    conversationId: conversation?.id ?? null,
    unreachable,
    onSent: addMessage,
  });

  // The target is read when the chat opens; its key says when it is another chat.
  const key = chatKey(target);
  const targetRef = useRef(target);
  targetRef.current = target;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try, `key` for another chat.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let unsubscribe = () => {};
    setLoading(true);
    (async () => {
      let started: Conversation;
      try {
        started = await findConversation(targetRef.current);
      } catch (error) {
        if (cancelled) return;
        setLoading(false);
        if (isNetworkError(error)) return setUnreachable(true);
        if (error instanceof ApiRequestError && error.code === 'blocked') {
          return setRefusedByBlock(true);
        }
        console.error('Could not start the conversation', error);
        const rateLimited = error instanceof ApiRequestError && error.code === 'rate_limited';
        void notify(t('chat_error'), {
          kind: 'error',
          description: rateLimited ? apiErrorText(t, error) : t('chat_start_failed'),
        });
        return;
      }
      if (cancelled) return;
      let loaded: Message[] = [];
      try {
        const page = await apiFetch<MessagesPage>(`/api/conversations/${started.id}/messages`);
        if (cancelled) return;
        loaded = page.items;
      } catch (error) {
        if (cancelled) return;
        // A group's conversation is known without asking: this is its first word with the server.
        if (isNetworkError(error)) {
          setLoading(false);
          return setUnreachable(true);
        }
        console.error('Could not load the messages', error);
        setFailed(true);
      }
      if (cancelled) return;
      setUnreachable(false);
      setRefusedByBlock(false);
      const lastSeq = loaded.at(-1)?.seq ?? 0;
      setMessages(loaded);
      setConversation(started);
      setLoading(false);
      if (lastSeq > 0) markRead(started.id, lastSeq);
      unsubscribe = realtime().subscribe(started.id, lastSeq, (message) => {
        addMessage(message);
        markRead(started.id, message.seq);
      });
    })();
    return () => {
      cancelled = true;
      unsubscribe();
      setConversation(null);
      setMessages([]);
      setUnreachable(false);
      setRefusedByBlock(false);
      setFailed(false);
      setLoading(false);
    };
  }, [open, key, t, addMessage, attempt]);

  const { send: sendUnsent, forgetDelivered, clearFailure } = unsent;
  // What the server has is no longer unsent (a send whose answer was lost); the rest go out as
  // soon as the conversation is known (the chat opened online, or the connection came back).
  useEffect(() => {
    forgetDelivered(messages);
  }, [messages, forgetDelivered]);
  const conversationId = conversation?.id;
  useEffect(() => {
    if (conversationId) void sendUnsent();
  }, [conversationId, sendUnsent]);

  /** Opens the conversation again from the server (after a block was lifted). */
  const reopen = useCallback(() => setAttempt((n) => n + 1), []);

  const unreachableRef = useRef(unreachable);
  unreachableRef.current = unreachable;
  /** Sends what waits; if the server was out of reach on opening, opens the chat again first. */
  const retry = useCallback(
    (clientId?: string) => {
      if (clientId) clearFailure(clientId);
      if (unreachableRef.current) setAttempt((n) => n + 1);
      else void sendUnsent();
    },
    [clearFailure, sendUnsent],
  );

  // The connection is back (the browser's, or the live socket's): what was written meanwhile goes.
  useEffect(() => {
    if (!open) return;
    const onOnline = () => retry();
    window.addEventListener('online', onOnline);
    const stopWatching = realtime().onStatus((status) => status === 'open' && retry());
    return () => {
      window.removeEventListener('online', onOnline);
      stopWatching();
    };
  }, [open, retry]);

  return {
    conversation,
    messages,
    // A message the server has is shown once, even in the moment before forgetDelivered runs.
    unsent: unsent.unsent.filter((item) => !messages.some((m) => m.clientId === item.clientId)),
    unreachable,
    refusedByBlock,
    reopen,
    loading,
    failed,
    send: unsent.write,
    retry,
    discard: unsent.discard,
  };
}

/** A chat's conversation as its dialog shows it. */
export type ConversationView = ReturnType<typeof useConversation>;
