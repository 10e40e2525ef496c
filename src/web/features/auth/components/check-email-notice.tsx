import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { resendConfirmation } from '../resend-confirmation';

/** After sign-up: the user stays on the page and is told to check the mailbox. */
export function CheckEmailNotice(props: { email: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    await resendConfirmation(t, props.email, currentLanguage(i18n));
    setSending(false);
  }
  return (
    <div role="status" className="space-y-4">
      <h2 className="text-lg font-semibold">{t('auth_check_email_title')}</h2>
      <p className="break-words text-sm">{t('auth_check_email_text', { email: props.email })}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="wrap" disabled={sending} onClick={() => void resend()}>
          {sending ? t('loading') : t('auth_resend_confirmation')}
        </Button>
        <Button variant="link" onClick={props.onBack}>
          {t('auth_back_to_sign_in')}
        </Button>
      </div>
    </div>
  );
}
