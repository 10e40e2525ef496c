import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';

export function EmailField(props: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('auth_email')} error={fieldErrorText(t, props.error)}>
      <Input type="email" autoComplete="email" {...props.registration} />
    </FormField>
  );
}

export function PasswordField(props: {
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={props.label ?? t('auth_password')} error={fieldErrorText(t, props.error)}>
      <Input type="password" autoComplete={props.autoComplete} {...props.registration} />
    </FormField>
  );
}
