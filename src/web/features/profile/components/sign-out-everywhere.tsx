import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';

/** Ends every session of the user, this one too: every tab and device shows signed out. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { signOutEverywhere } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await signOutEverywhere();
      void notify(t('account_signed_out_everywhere'), { kind: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      showApiErrorToast(t, error);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sign-out-everywhere-title" className="space-y-3">
      <h3 id="sign-out-everywhere-title" className="text-lg font-semibold">
        {t('account_sign_out_everywhere')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('account_sign_out_everywhere_intro')}</p>
      <Button variant="outline" disabled={busy} onClick={() => void signOut()}>
        {t('account_sign_out_everywhere_button')}
      </Button>
    </section>
  );
}
