import { useForm } from 'react-hook-form';
import { AppForm } from '#web/components/app-form';
import { Button } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { returnPath } from '#web/lib/pending-action';
import { useSession } from '#web/lib/session';
import type { SignInForm as Values } from '../auth-form-schemas';
import {
  lazyAuthResolver,
  loadAuthFormSchemas,
  preloadAuthFormSchemas,
} from '../lazy-auth-form-schemas';
import { resendConfirmation } from '../resend-confirmation';
import { EmailField, PasswordField } from './email-field';
import { SubmitButton } from './submit-button';

const signInResolver = lazyAuthResolver<Values>((schemas) => schemas.signInFormSchema);

export function SignInForm(props: { onForgotPassword: () => void }) {
  const { t, i18n } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { signInFormSchema } = await loadAuthFormSchemas();
      await signIn(signInFormSchema.parse(values));
      navigate(returnPath(), { replace: true });
    } catch (error) {
      const unconfirmed = error instanceof ApiRequestError && error.code === 'email_not_confirmed';
      showApiErrorToast(
        t,
        error,
        unconfirmed
          ? {
              label: t('auth_resend_confirmation'),
              onClick: () => void resendConfirmation(t, values.email, currentLanguage(i18n)),
            }
          : undefined,
      );
    }
  });

  return (
    <AppForm onSubmit={onSubmit} onFocus={preloadAuthFormSchemas} className="space-y-4">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <SubmitButton submitting={isSubmitting} label={t('auth_sign_in')} />
      <Button type="button" variant="link" size="inline" onClick={props.onForgotPassword}>
        {t('auth_forgot_password')}
      </Button>
    </AppForm>
  );
}
