import { lazy, Suspense } from 'react';
import type { ChatPartner } from '../chat-partner';

// The dialog, its realtime client and its texts load when a chat is first opened.
const ChatDialog = lazy(() => import('./chat-dialog'));

/** The chat dialog with `partner` while there is one; closing it calls `onClose`. */
export function ChatWith({
  partner,
  onClose,
}: {
  partner: ChatPartner | null;
  onClose: () => void;
}) {
  if (!partner) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog
        partner={partner}
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      />
    </Suspense>
  );
}
