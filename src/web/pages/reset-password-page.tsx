import { Card, CardTitle } from '#web/components/ui/card';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /auth/reset-password#token=…: sets a new password, signs in and goes home. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card aria-labelledby="reset-title" className="space-y-4">
        <CardTitle id="reset-title">{t('auth_reset_title')}</CardTitle>
        <ResetPasswordForm />
      </Card>
    </div>
  );
}
