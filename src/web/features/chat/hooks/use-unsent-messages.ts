import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Message } from '#contract/chat';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { unsentKey } from '#web/lib/unsent-messages/unsent-storage';
import {
  newClientId,
  type UnsentMessage,
  unsentMessages,
} from '#web/lib/unsent-messages/unsent-store';
import { postMessage } from '../api/post-message';
import { type ChatTarget, chatKey, findConversation } from '../chat-target';
import { sendAfterClose } from '../send-after-close';
import { sendUnsent } from '../send-unsent';

/** An unsent message as the chat shows it. */
export interface UnsentView extends UnsentMessage {
  /** On its way: nothing says it cannot go now (the chat may still be opening). */
  sending: boolean;
  /** The server asked to wait (sending too fast): it goes by itself after this many seconds. */
  waitSeconds: number | null;
}

/**
 * The messages written in one chat (a pair's or a group's) that have not reached the server:
 * every new message is kept first (per user and chat, across closing the chat and reloading the
 * page), then sent in order by `send()` once the conversation is known; a refused one waits for
 * the user.
 */
export function useUnsentMessages(options: {
  userId: string | undefined;
  target: ChatTarget;
  open: boolean;
  /** Null until the server was reached. */
  conversationId: string | null;
  /** The chat could not reach the server when it opened. */
  unreachable: boolean;
  onSent: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const { userId, open } = options;
  // A string, unlike the target: a page may build its target anew on every render.
  const key = chatKey(options.target);
  const store = useMemo(
    () => (open && userId ? unsentMessages(userId, key) : null),
    [open, userId, key],
  );
  const [stored, setStored] = useState<UnsentMessage[]>([]);
  /** The last round could not reach the server: what waits is shown as not sent. */
  const [offline, setOffline] = useState(false);
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const reload = useCallback(() => setStored(store?.list() ?? []), [store]);
  useEffect(reload, [reload]);

  // Another tab of this user wrote, sent or discarded one.
  useEffect(() => {
    if (!userId) return;
    const storageKey = unsentKey(userId, key);
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, key, reload]);

  const latest = useRef({ ...options, store });
  latest.current = { ...options, store };

  // Closed (or left) while messages were still going out: they go anyway, unless the user
  // changed (signing out forgets them).
  useEffect(() => {
    if (!store) return;
    // The chat this store is of, not whichever the dialog shows by the time it closes.
    const { target } = latest.current;
    return () => {
      if (latest.current.userId !== userId) return;
      void sendAfterClose(store, () => findConversation(target).then((c) => c.id));
    };
  }, [store, userId]);

  const running = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Sends what waits, in order; called again while it runs, it runs once more after. */
  const send = useCallback(async (): Promise<void> => {
    const { store, conversationId } = latest.current;
    if (!store || !conversationId) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    clearTimeout(timer.current);
    setWaitSeconds(null);
    setOffline(false);
    try {
      const outcome = await sendUnsent({
        store,
        post: (message) => postMessage(conversationId, message),
        onSent: (message) => latest.current.onSent(message),
        onProgress: () => {
          if (latest.current.store === store) setStored(store.list());
        },
        shouldStop: () =>
          latest.current.store !== store || latest.current.conversationId !== conversationId,
      });
      if (outcome.kind === 'offline') setOffline(true);
      if (outcome.kind === 'wait') {
        setWaitSeconds(Math.ceil(outcome.ms / 1000));
        timer.current = setTimeout(() => void send(), outcome.ms);
      }
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void send();
      }
    }
  }, []);

  /** Keeps a new message and sends it after the others; false if there is no room to keep it. */
  const write = useCallback(
    (content: string): boolean => {
      const { store, target } = latest.current;
      if (!store) return false;
      const partnerRequestId = target.kind === 'pair' ? target.partnerRequestId : undefined;
      const kept = store.add({
        clientId: newClientId(),
        content,
        writtenAt: Date.now(),
        ...(partnerRequestId && { partnerRequestId }),
      });
      if (!kept) {
        void notify(t('chat_error'), { kind: 'error', description: t('chat_unsent_full') });
        return false;
      }
      reload();
      void send();
      return true;
    },
    [t, reload, send],
  );

  /** The user asks for another try: a refused message is no longer marked as such. */
  const clearFailure = useCallback(
    (clientId: string) => {
      latest.current.store?.setFailure(clientId, undefined);
      reload();
    },
    [reload],
  );

  const discard = useCallback(
    (clientId: string) => {
      latest.current.store?.remove(clientId);
      reload();
    },
    [reload],
  );

  /** Messages the server has (loaded or live) are no longer unsent: a send whose answer was lost. */
  const forgetDelivered = useCallback(
    (messages: Message[]) => {
      const { store } = latest.current;
      if (!store) return;
      const waiting = new Set(store.list().map((m) => m.clientId));
      const delivered = messages.flatMap((m) =>
        m.clientId && waiting.has(m.clientId) ? [m.clientId] : [],
      );
      if (delivered.length === 0) return;
      store.remove(...delivered);
      reload();
    },
    [reload],
  );

  const cannotGoNow = offline || options.unreachable || waitSeconds !== null;
  const unsent: UnsentView[] = stored.map((m) => ({
    ...m,
    sending: !m.failure && !cannotGoNow,
    waitSeconds: m.failure ? null : waitSeconds,
  }));
  return { unsent, write, send, clearFailure, discard, forgetDelivered };
}
