import { useCallback, useState } from 'react';

const PREFIX = 'chat-draft:';
const keyOf = (userId: string, chat: string) => `${PREFIX}${userId}:${chat}`;

function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Forgets the drafts of a user who signs out: the next user of this tab does not see them. */
export function forgetDrafts(userId: string) {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(`${PREFIX}${userId}:`)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage off: there are no drafts in it.
  }
}

/**
 * The message a user is typing in one chat (to a partner or a group), kept in this tab's session storage: closing the
 * chat (or reloading the page) does not lose it; sending or signing out clears it.
 */
export function useDraft(userId: string, chat: string) {
  const key = keyOf(userId, chat);
  const [draft, setDraftState] = useState(() => read(key));
  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      try {
        if (text) sessionStorage.setItem(key, text);
        else sessionStorage.removeItem(key);
      } catch {
        // Storage can be off; the draft then lives as long as the dialog.
      }
    },
    [key],
  );
  return [draft, setDraft] as const;
}
