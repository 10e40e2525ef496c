import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { FormDialog } from '#web/components/form-dialog';
import { FormField } from '#web/components/form-field';
import { Textarea } from '#web/components/ui/textarea';
import { apiErrorText } from '#web/lib/api-error-toast';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';

/**
 * One short text, checked by the contract's schema of its only field, then sent: the owner's
 * answer to a review, the player's reply to a no-show mark.
 */
export function TextAnswerDialog<Field extends string>(props: {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  field: Field;
  schema: z.ZodType<unknown, Record<Field, string>>;
  maxLength: number;
  onSubmit: (text: string) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = props.schema.safeParse({ [props.field]: text } as Record<Field, string>);
    if (!checked.success) {
      setError(fieldErrorText(t, checked.error.issues[0]?.message));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await props.onSubmit(text);
    } catch (failure) {
      const reason = fieldReasons(failure)?.[props.field];
      if (reason) setError(fieldErrorText(t, reason));
      else setProblem(apiErrorText(t, failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      sending={sending}
      problem={problem}
      onSubmit={(event) => void submit(event)}
      onOpenChange={props.onOpenChange}
    >
      <FormField label={props.label} error={error}>
        <Textarea
          rows={4}
          maxLength={props.maxLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
