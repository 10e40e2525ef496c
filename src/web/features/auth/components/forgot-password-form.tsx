import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_LINK_RESEND_MINUTES } from '#contract/auth-links';
import { AppForm } from '#web/components/app-form';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { authApi } from '../api/auth-api';
import type { EmailForm } from '../auth-form-schemas';
import {
  lazyAuthResolver,
  loadAuthFormSchemas,
  preloadAuthFormSchemas,
} from '../lazy-auth-form-schemas';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

const emailResolver = lazyAuthResolver<EmailForm>((schemas) => schemas.emailFormSchema);

/** Asks for a password-reset mail. The answer is the same whether or not the address is known. */
export function ForgotPasswordForm(props: { onBack?: () => void; intro?: string }) {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<EmailForm>({
    resolver: emailResolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const { emailFormSchema } = await loadAuthFormSchemas();
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
          {t('auth_reset_sent', { email: sentTo, minutes: EMAIL_LINK_RESEND_MINUTES })}
        </p>
      ) : (
        <AppForm onSubmit={onSubmit} onFocus={preloadAuthFormSchemas} className="space-y-4">
          <p className="text-sm text-muted-foreground">{props.intro ?? t('auth_forgot_intro')}</p>
          <EmailField registration={form.register('email')} error={errors.email?.message} />
          <SubmitButton submitting={isSubmitting} label={t('auth_send_reset_link')} />
        </AppForm>
      )}
      {props.onBack && (
        <Button type="button" variant="link" size="inline" onClick={props.onBack}>
          {t('auth_back_to_sign_in')}
        </Button>
      )}
    </div>
  );
}
