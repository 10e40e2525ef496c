import { useParams } from 'wouter';
import { SignedInPage } from '#web/components/signed-in-page';
import { CourtEditor } from '#web/features/court-owner/components/court-editor';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /my/courts/new ('List Your Court') and /my/courts/:id/edit: the listing form. */
export default function CourtFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <SignedInPage title={id ? t('court_form_edit_title') : t('court_form_new_title')}>
      {() => <CourtEditor id={id} />}
    </SignedInPage>
  );
}
