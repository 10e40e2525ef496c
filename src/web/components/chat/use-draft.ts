import { useCallback, useState } from 'react';

const KEY = 'chat-draft:';

function read(partnerId: string): string {
  try {
    return sessionStorage.getItem(KEY + partnerId) ?? '';
  } catch {
    return '';
  }
}

/**
 * The message being typed to one partner, kept in this tab's session storage: closing the chat
 * (or reloading the page) does not lose it; sending clears it.
 */
export function useDraft(partnerId: string) {
  const [draft, setDraftState] = useState(() => read(partnerId));
  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      try {
        if (text) sessionStorage.setItem(KEY + partnerId, text);
        else sessionStorage.removeItem(KEY + partnerId);
      } catch {
        // Storage can be off; the draft then lives as long as the dialog.
      }
    },
    [partnerId],
  );
  return [draft, setDraft] as const;
}
