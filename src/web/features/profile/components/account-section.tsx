import { Card, CardDescription } from '#web/components/ui/card';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHashTarget } from '#web/lib/use-hash-target';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';
import { SignOutEverywhere } from './sign-out-everywhere';

/** The account itself (a part of the profile page): mails about it link here (#account). */
export function AccountSection(props: { email: string }) {
  const { t } = useTranslation();
  useHashTarget(true);
  return (
    <Card
      id="account"
      tabIndex={-1}
      aria-labelledby="account-title"
      className="scroll-mt-20 space-y-8 focus:outline-none"
    >
      <header className="space-y-1">
        <h2 id="account-title" className="text-xl font-semibold">
          {t('account_title')}
        </h2>
        <CardDescription>{t('account_intro')}</CardDescription>
      </header>
      <ChangePasswordForm />
      <ChangeEmailForm currentEmail={props.email} />
      <SignOutEverywhere />
      <DownloadMyData />
      <DeleteAccount />
    </Card>
  );
}
