import { Link } from 'wouter';
import type { OpenMatch } from '#contract/open-matches';
import { ListState } from '#web/components/list-state';
import { SignedInPage } from '#web/components/signed-in-page';
import { Button } from '#web/components/ui/button';
import { openMatchesUrl } from '#web/features/open-matches/api/open-matches-api';
import { JoinButton } from '#web/features/open-matches/components/join-button';
import { OpenMatchCard } from '#web/features/open-matches/components/open-match-card';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useKeysetList } from '#web/lib/keyset-list';
import { useActivity } from '#web/lib/realtime/use-activity';

function MyGames() {
  const { t } = useTranslation();
  const list = useKeysetList<OpenMatch>(openMatchesUrl({ mine: 'true' }));
  useActivity('open_matches', true, list.reload);
  if (list.status !== 'ready') {
    return (
      <ListState
        isPending={list.status === 'loading'}
        isError={list.status === 'error'}
        isEmpty={false}
        emptyText=""
        onRetry={list.reload}
      />
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="space-y-3 rounded-xl border border-dashed border-border bg-card px-4 py-8 text-center">
        <p className="text-muted-foreground">{t('my_games_empty')}</p>
        <Button asChild variant="outline">
          <Link to="/">{t('my_games_find')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {list.items.map((game) => (
        <li key={game.id}>
          <OpenMatchCard game={game} heading="h2" action={<JoinButton game={game} />} />
        </li>
      ))}
    </ul>
  );
}

/** /my/games: the games one organises or plays in, upcoming first, then the last ones played. */
export default function MyGamesPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('my_games_title')}>{() => <MyGames />}</SignedInPage>;
}
