import { Card, CardTitle } from '#web/components/ui/card';
import { ConfirmationLinkExpired } from '#web/features/auth/components/link-expired-notice';
import { useEmailConfirmation } from '#web/features/auth/hooks/use-email-confirmation';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /auth/confirm#token=…: confirms the address, signs in and goes home. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { failure, message } = useEmailConfirmation();

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card aria-labelledby="confirm-title" className="space-y-4">
        <CardTitle id="confirm-title">{t('auth_confirm_title')}</CardTitle>
        {!failure && <p role="status">{t('loading')}</p>}
        {failure === 'expired' && <ConfirmationLinkExpired />}
        {failure === 'other' && (
          <p role="alert" className="text-sm">
            {message}
          </p>
        )}
      </Card>
    </div>
  );
}
