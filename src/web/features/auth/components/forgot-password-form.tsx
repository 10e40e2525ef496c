import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppForm } from '../../../components/app-form';
import { Button } from '../../../components/ui/button';
import { showApiErrorToast } from '../../../lib/api-error-toast';
import { authApi } from '../../../lib/auth-api';
import { currentLanguage } from '../../../lib/current-language';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { zodResolver } from '../../../lib/zod-resolver';
import { type EmailForm, emailFormSchema } from '../auth-form-schemas';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

/** Asks for a password-reset mail. The answer is the same whether or not the address is known. */
export function ForgotPasswordForm(props: { onBack?: () => void; intro?: string }) {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const { email } = emailFormSchema.parse(values);
    try {
      await authApi.requestPasswordReset({ email, language: currentLanguage(i18n) });
      setSentTo(email);
    } catch (error) {
      showApiErrorToast(t, error);
    }
  });

  return (
    <div className="space-y-4">
      {sentTo ? (
        <p role="status" className="text-sm">
          {t('auth_reset_sent', { email: sentTo })}
        </p>
      ) : (
        <AppForm onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-muted-foreground">{props.intro ?? t('auth_forgot_intro')}</p>
          <EmailField registration={form.register('email')} error={errors.email?.message} />
          <SubmitButton submitting={isSubmitting} label={t('auth_send_reset_link')} />
        </AppForm>
      )}
      {props.onBack && (
        <Button type="button" variant="link" className="h-auto p-0" onClick={props.onBack}>
          {t('auth_back_to_sign_in')}
        </Button>
      )}
    </div>
  );
}
