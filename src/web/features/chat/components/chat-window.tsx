import type { CSSProperties, ReactNode } from 'react';
import { CHAT_DIALOG_HEIGHT_PX } from '#contract/constants';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** The dialog a chat (a pair's or a group's) opens in: its title, its messages, its composer. */
export function ChatWindow(props: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The composer, or what stands in its place. */
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={props.title}
        closeLabel={t('close')}
        aria-describedby={undefined}
        // 500 px high on a wider screen; a phone's sheet takes the whole height.
        style={{ '--chat-height': `${CHAT_DIALOG_HEIGHT_PX}px` } as CSSProperties}
        className="sm:h-(--chat-height) sm:max-h-[calc(100vh-2rem)]"
        // The messages rest on the composer, the newest last, as in any messenger: the toasts,
        // below the top bar, cover neither the message just sent nor the composer.
        bodyClassName="flex flex-1 flex-col"
        footer={props.footer}
      >
        {props.children}
      </DialogContent>
    </Dialog>
  );
}
