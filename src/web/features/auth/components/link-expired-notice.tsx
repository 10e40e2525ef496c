import { useForm } from 'react-hook-form';
import { AppForm } from '#web/components/app-form';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { zodResolver } from '#web/lib/zod-resolver';
import { type EmailForm, emailFormSchema } from '../auth-form-schemas';
import { resendConfirmation } from '../resend-confirmation';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

/** A used or expired confirmation link: explains it and offers a new mail. */
export function ConfirmationLinkExpired() {
  const { t, i18n } = useTranslation();
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await resendConfirmation(t, emailFormSchema.parse(values).email, currentLanguage(i18n));
  });
  return (
    <AppForm onSubmit={onSubmit} className="space-y-4">
      <p role="alert" className="text-sm">
        {t('auth_link_expired')}
      </p>
      <EmailField
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <SubmitButton
        submitting={form.formState.isSubmitting}
        label={t('auth_resend_confirmation')}
      />
    </AppForm>
  );
}
