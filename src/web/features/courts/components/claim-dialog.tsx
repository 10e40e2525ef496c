import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '#web/components/form-dialog';
import { FormField } from '#web/components/form-field';
import { Textarea } from '#web/components/ui/textarea';
import { apiErrorText } from '#web/lib/api-error-toast';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { claimCourt, myClaimsQueryKey } from '../api/claims-api';

/** 'I run this court': a message for the administrator who will check the claim. */
export default function ClaimDialog(props: {
  courtId: string;
  courtName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      await claimCourt(props.courtId, { message });
      // The court's page shows the claim waiting, as the server now has it.
      await queryClient.invalidateQueries({ queryKey: myClaimsQueryKey });
      void notify(t('claim_sent'), { kind: 'success', description: t('claim_sent_description') });
      props.onOpenChange(false);
    } catch (failure) {
      const field = fieldReasons(failure)?.message;
      if (field) setError(field);
      else setProblem(apiErrorText(t, failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={t('claim_title', { court: props.courtName })}
      description={t('claim_description')}
      submitLabel={t('claim_submit')}
      sending={sending}
      problem={problem}
      onSubmit={submit}
      onOpenChange={props.onOpenChange}
    >
      <FormField label={t('claim_message')} error={fieldErrorText(t, error)}>
        <Textarea
          rows={4}
          maxLength={500}
          value={message}
          placeholder={t('claim_message_placeholder')}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
