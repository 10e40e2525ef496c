import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** A labelled password input with its problem (a field error code) under it. */
export function PasswordField(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation();
  return (
    <FormField label={props.label} error={fieldErrorText(t, props.error)}>
      <Input type="password" autoComplete={props.autoComplete} {...props.registration} />
    </FormField>
  );
}
