import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '#contract/reports';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { sendReport } from '../api/reports-api';

/**
 * 'Report': why (one of the reasons), an optional note, then a confirmation that is true: the
 * server has stored the report (or already had this player's open one) for the administrators.
 * One dialog throughout, so focus returns to the Report button when it closes.
 */
export default function ReportDialog(props: {
  kind: ReportKind;
  targetId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const doneRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      return;
    }
    setSending(true);
    setProblem(null);
    setNoteError(undefined);
    try {
      await sendReport({ kind: props.kind, targetId: props.targetId, reason, note });
      setSent(true);
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.fields?.note : undefined;
      if (field) setNoteError(field);
      else setProblem(apiErrorText(t, failure));
    } finally {
      setSending(false);
    }
  }

  const close = () => props.onOpenChange(false);
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t(sent ? 'report_sent_title' : `report_title_${props.kind}`)}
        description={sent ? undefined : t('report_description')}
        // Once sent, the confirmation in the body is all there is to read.
        {...(sent ? { 'aria-describedby': undefined } : {})}
        closeLabel={t('close')}
        footer={
          sent ? (
            <Button ref={doneRef} onClick={close}>
              {t('close')}
            </Button>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" form={formId} disabled={sending}>
                {sending ? t('booking_sending') : t('report_submit')}
              </Button>
            </>
          )
        }
      >
        {sent ? (
          <p role="status">{t('report_sent')}</p>
        ) : (
          <form id={formId} noValidate onSubmit={submit} className="space-y-4">
            {problem && (
              <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                {problem}
              </p>
            )}
            <fieldset
              className="space-y-1"
              aria-describedby={reasonError ? reasonErrorId : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{t('report_reason')}</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="radio"
                    name={`${formId}-reason`}
                    value={value}
                    checked={reason === value}
                    aria-invalid={reasonError || undefined}
                    onChange={() => {
                      setReason(value);
                      setReasonError(false);
                    }}
                    className="size-4 accent-primary"
                  />
                  {t(`report_reason_${value}`)}
                </label>
              ))}
              {reasonError && (
                <p id={reasonErrorId} className="text-sm text-destructive">
                  {t('report_reason_required')}
                </p>
              )}
            </fieldset>
            <FormField label={t('report_note')} error={fieldErrorText(t, noteError)}>
              <Textarea
                rows={3}
                maxLength={REPORT_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </FormField>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
