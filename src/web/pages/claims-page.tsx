import { SignedInPage } from '#web/components/signed-in-page';
import { ClaimsQueue } from '#web/features/admin/components/claims-queue';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /admin/claims: court claims for an administrator to approve or reject. */
export default function ClaimsPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('admin_claims_title')}>{() => <ClaimsQueue />}</SignedInPage>;
}
