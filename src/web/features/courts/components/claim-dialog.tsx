import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorText, fieldErrorText } from '../../../lib/api-error-toast';
import { notify } from '../../../lib/toast';
import { claimCourt } from '../api/claims-api';

/** 'I run this court': a message for the administrator who will check the claim. */
export default function ClaimDialog(props: {
  courtId: string;
  courtName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      await claimCourt(props.courtId, { message });
      void notify(t('claim_sent'), { kind: 'success', description: t('claim_sent_description') });
      props.onOpenChange(false);
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.fields?.message : undefined;
      if (field) setError(field);
      else setProblem(apiErrorText(t, failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('claim_title', { court: props.courtName })}
        description={t('claim_description')}
        closeLabel={t('close')}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={sending}>
              {sending ? t('booking_sending') : t('claim_submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          {problem && (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
              {problem}
            </p>
          )}
          <FormField label={t('claim_message')} error={fieldErrorText(t, error)}>
            <Textarea
              rows={4}
              maxLength={500}
              value={message}
              placeholder={t('claim_message_placeholder')}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
