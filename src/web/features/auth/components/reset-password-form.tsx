import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { tokenFromLinkHash } from '#contract/auth-links';
import { AppForm } from '#web/components/app-form';
import { ApiRequestError } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { serverFieldMessage } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { zodResolver } from '#web/lib/zod-resolver';
import { authApi } from '../api/auth-api';
import { type NewPasswordForm, newPasswordFormSchema } from '../auth-form-schemas';
import { PasswordField } from './email-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { SubmitButton } from './submit-button';

/**
 * The new password for the link's token (`#token=…`): sets it, signs in and goes home; when
 * the link holds no token or the server refuses it, the form that mails a new link instead.
 */
export function ResetPasswordForm() {
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

  return expired ? (
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
  );
}
