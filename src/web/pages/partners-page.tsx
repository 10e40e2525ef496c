import { SignedInPage } from '#web/components/signed-in-page';
import { GamesThatFit, PartnersForTheWeek } from '#web/features/proposals';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /partners: every partner proposed for the next seven days, and the games that fit them. */
export default function PartnersPage() {
  const { t } = useTranslation();
  return (
    <SignedInPage title={t('partners_title')}>
      {() => (
        <>
          <PartnersForTheWeek heading="h2" />
          <GamesThatFit />
        </>
      )}
    </SignedInPage>
  );
}
