import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangeEmailBody, changeEmailBodySchema } from '#contract/account';
import { AppForm } from '#web/components/app-form';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { zodResolver } from '#web/lib/zod-resolver';
import { requestEmailChange } from '../api/account-api';
import { PasswordField } from './password-field';
import { showServerFieldErrors } from './server-field-errors';

const FIELDS = ['newEmail', 'password'] as const;

/**
 * A new address and the password: a mail goes to that address (a link, or for an address that
 * has an account a notice to its owner; the answer does not tell which) and the current one is
 * told. Nothing changes until the link is opened.
 */
export function ChangeEmailForm(props: { currentEmail: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState('');
  const form = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSentTo('');
    try {
      await requestEmailChange(values);
      const email = values.newEmail.trim().toLowerCase();
      form.reset();
      setSentTo(email);
      void notify(t('account_email_change_sent_title'), { kind: 'success' });
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, form.setError)) showApiErrorToast(t, error);
    }
  });

  return (
    <AppForm onSubmit={onSubmit} aria-labelledby="change-email-title" className="space-y-4">
      <h3 id="change-email-title" className="text-lg font-semibold">
        {t('account_change_email')}
      </h3>
      <FormField label={t('account_new_email')} error={fieldErrorText(t, errors.newEmail?.message)}>
        <Input type="email" autoComplete="email" {...form.register('newEmail')} />
      </FormField>
      <PasswordField
        label={t('account_password')}
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('account_change_email_submit')}
      </Button>
      <p role="status" className="text-sm text-primary">
        {sentTo && t('account_email_change_sent', { email: sentTo, current: props.currentEmail })}
      </p>
    </AppForm>
  );
}
