import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/utils';

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
          'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card shadow-xl focus:outline-none',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border p-5">
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
            className="rounded-md p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </Close>
        </div>
        <div className={cn('overflow-y-auto p-5', bodyClassName)}>{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </Content>
    </Portal>
  );
}
