import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

/**
 * A dialog around one form: Cancel and the submit button in its footer (disabled while sending),
 * and the server's refusal that belongs to no field above the fields.
 */
export function FormDialog(props: {
  title: string;
  description: string;
  submitLabel: string;
  sending: boolean;
  /** A refusal to show above the fields, e.g. 'this time was taken meanwhile'. */
  problem: string | null;
  onSubmit: (event: FormEvent) => void;
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog open={props.open ?? true} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={props.title}
        description={props.description}
        closeLabel={t('close')}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={props.sending}>
              {props.sending ? t('booking_sending') : props.submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={props.onSubmit} className="space-y-4">
          {props.problem && (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
              {props.problem}
            </p>
          )}
          {props.children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
