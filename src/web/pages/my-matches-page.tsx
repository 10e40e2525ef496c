import { SignedInPage } from '#web/components/signed-in-page';
import { MyMatches } from '#web/features/matches/components/my-matches';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /my/matches: record a result, and confirm or dispute the ones others recorded, live. */
export default function MyMatchesPage() {
  const { t } = useTranslation();
  return (
    <SignedInPage title={t('my_matches_title')}>
      {(user) => <MyMatches selfId={user.id} />}
    </SignedInPage>
  );
}
