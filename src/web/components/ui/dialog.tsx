import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '#web/lib/utils';
import { takeStyleNonce } from './style-nonce';

takeStyleNonce();

export { Close as DialogClose, Root as Dialog };

type DialogContentProps = {
  title: string;
  description?: string;
  closeLabel: string;
  className?: string;
  bodyClassName?: string;
  /** Actions kept in view below the scrolling body. */
  footer?: ReactNode;
  children: ReactNode;
} & Omit<ComponentProps<typeof Content>, 'title'>;

/**
 * A centred Radix dialog with a title, an optional description, a close button, a scrolling
 * body and a fixed footer. Focus returns to whatever opened it (Radix only does that for its
 * own Trigger, and our dialogs are opened by buttons that also check the session).
 */
export function DialogContent(props: DialogContentProps) {
  const { title, description, closeLabel, className, bodyClassName, footer, children, ...rest } =
    props;
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Portal>
      <Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Content
        {...rest}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          rest.onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          rest.onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cn(
          // A phone gets a full-height sheet (room for the keyboard, nothing behind to tap by
          // mistake); a wider screen a centred dialog.
          'fixed inset-0 z-50 flex h-dvh flex-col bg-card focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:border-border sm:shadow-xl',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border p-4 sm:p-5">
          <div>
            <Title className="text-lg font-semibold">{title}</Title>
            {description && (
              <Description className="mt-1 text-sm text-muted-foreground">
                {description}
              </Description>
            )}
          </div>
          <Close
            aria-label={closeLabel}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted sm:m-0 sm:size-7 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </Close>
        </div>
        <div className={cn('flex-1 overflow-y-auto p-4 sm:flex-initial sm:p-5', bodyClassName)}>
          {children}
        </div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </Content>
    </Portal>
  );
}
