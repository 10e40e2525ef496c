import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type DeleteAccountBody, deleteAccountBodySchema } from '#contract/account';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { zodResolver } from '#web/lib/zod-resolver';
import { PasswordField } from './password-field';
import { showServerFieldErrors } from './server-field-errors';

const GOES = ['account', 'profile', 'courts', 'requests', 'settings'] as const;
const STAYS = ['messages', 'results', 'booked_courts'] as const;

/** Deletes the account for good, once the user read what goes and typed the password. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { deleteAccount } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password);
    } catch (error) {
      if (!showServerFieldErrors(error, ['password'], form.setError)) showApiErrorToast(t, error);
      return;
    }
    void notify(t('account_deleted'), { kind: 'success' });
    navigate('/', { replace: true });
  });

  function close(open: boolean) {
    if (open) return;
    setAsking(false);
    form.reset();
  }

  return (
    <section aria-labelledby="delete-account-title" className="space-y-3">
      <h3 id="delete-account-title" className="text-lg font-semibold text-destructive">
        {t('account_delete')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('account_delete_intro')}</p>
      <Button variant="destructive" onClick={() => setAsking(true)}>
        {t('account_delete_button')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('account_delete_title')}
          description={t('account_delete_description')}
          confirmLabel={t('account_delete_confirm')}
          destructive
          onConfirm={() => submit()}
          onOpenChange={close}
        >
          <div className="space-y-4 text-sm">
            <div>
              <h3 className="font-semibold">{t('account_delete_goes')}</h3>
              <ul className="list-disc space-y-1 ps-5">
                {GOES.map((item) => (
                  <li key={item}>{t(`account_delete_goes_${item}`)}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold">{t('account_delete_stays')}</h3>
              <ul className="list-disc space-y-1 ps-5">
                {STAYS.map((item) => (
                  <li key={item}>{t(`account_delete_stays_${item}`)}</li>
                ))}
              </ul>
            </div>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <PasswordField
                label={t('account_password')}
                registration={form.register('password')}
                error={form.formState.errors.password?.message}
                autoComplete="current-password"
              />
            </form>
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}
