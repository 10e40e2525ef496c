import { SignedInPage } from '#web/components/signed-in-page';
import { ReportQueue } from '#web/features/reports/components/report-queue';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /admin/reports: the reports queue, the hidden content and the suspended accounts. */
export default function AdminReportsPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('admin_reports_title')}>{() => <ReportQueue />}</SignedInPage>;
}
