import { type ReactNode, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

/** Asks before something that cannot simply be undone; the confirm button waits for the work. */
export function ConfirmDialog(props: {
  title: string;
  description: string;
  confirmLabel: string;
  /** The way back, e.g. 'Keep booking'; 'Cancel' by default. */
  backLabel?: string;
  destructive?: boolean;
  children?: ReactNode;
  onConfirm: () => Promise<void>;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing, when not back to the opener (call preventDefault). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={props.title}
        description={props.description}
        closeLabel={t('close')}
        onCloseAutoFocus={props.onCloseAutoFocus}
        footer={
          <>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {props.backLabel ?? t('cancel')}
            </Button>
            <Button
              variant={props.destructive ? 'destructive' : 'default'}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await props.onConfirm();
                } finally {
                  setBusy(false);
                }
              }}
            >
              {props.confirmLabel}
            </Button>
          </>
        }
      >
        {props.children ?? null}
      </DialogContent>
    </Dialog>
  );
}
