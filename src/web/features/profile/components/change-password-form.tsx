import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordFormSchema } from '#contract/account';
import { AppForm } from '#web/components/app-form';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { zodResolver } from '#web/lib/zod-resolver';
import { changePassword } from '../api/account-api';
import { PasswordField } from './password-field';
import { showServerFieldErrors } from './server-field-errors';

type Values = z.infer<typeof changePasswordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The current password and a new one; every other device is signed out, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values);
      form.reset();
      void notify(t('account_password_changed'), { kind: 'success' });
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, form.setError)) showApiErrorToast(t, error);
    }
  });

  return (
    <AppForm onSubmit={onSubmit} aria-labelledby="change-password-title" className="space-y-4">
      <h3 id="change-password-title" className="text-lg font-semibold">
        {t('account_change_password')}
      </h3>
      <PasswordField
        label={t('account_current_password')}
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('account_new_password')}
        registration={form.register('newPassword')}
        error={errors.newPassword?.message}
        autoComplete="new-password"
      />
      <p className="text-sm text-muted-foreground">{t('account_change_password_note')}</p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('account_change_password_submit')}
      </Button>
    </AppForm>
  );
}
