import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { tokenFromLinkHash } from '#contract/auth-links';
import { AppForm } from '#web/components/app-form';
import { Card, CardTitle } from '#web/components/ui/card';
import { authApi } from '#web/features/auth/api/auth-api';
import { type NewPasswordForm, newPasswordFormSchema } from '#web/features/auth/auth-form-schemas';
import { PasswordField } from '#web/features/auth/components/email-field';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { SubmitButton } from '#web/features/auth/components/submit-button';
import { ApiRequestError } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { serverFieldMessage } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { zodResolver } from '#web/lib/zod-resolver';

/** /auth/reset-password#token=…: sets a new password, signs in and goes home. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { setSession } = useSession();
  const navigate = useNavigate();
  // The link's token is in its hash, which only the browser has: undefined until it is read,
  // null when the link holds none.
  const [token, setToken] = useState<string | null>();
  const [refused, setRefused] = useState(false);
  useEffect(() => setToken(tokenFromLinkHash(window.location.hash) ?? null), []);
  const expired = token === null || refused;
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      setSession(await authApi.resetPassword({ token, password }), true);
      void notify(t('auth_password_changed'), { kind: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'invalid_token') {
        setRefused(true);
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'weak_password') {
        const message = serverFieldMessage(error, error.fields?.password ?? 'too_short');
        form.setError('password', { message });
      }
      showApiErrorToast(t, error);
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card aria-labelledby="reset-title" className="space-y-4">
        <CardTitle id="reset-title">{t('auth_reset_title')}</CardTitle>
        {expired ? (
          <ForgotPasswordForm intro={t('auth_link_expired')} />
        ) : (
          <AppForm onSubmit={onSubmit} className="space-y-4">
            <PasswordField
              label={t('auth_new_password')}
              registration={form.register('password')}
              error={errors.password?.message}
              autoComplete="new-password"
            />
            <SubmitButton submitting={isSubmitting} label={t('auth_set_password')} />
          </AppForm>
        )}
      </Card>
    </div>
  );
}
