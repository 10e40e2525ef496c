import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'wouter';
import { playerPageMeta } from '#contract/page-meta';
import type { PlayerDetail } from '#contract/players';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { PlayerBlockActions } from '#web/features/blocks/components/player-block-actions';
import type { ChatPartner } from '#web/features/chat/chat-partner';
import { ChatWith } from '#web/features/chat/components/chat-with';
import { playerQueryOptions } from '#web/features/players/api/player-api';
import {
  PlayerFacts,
  PlayerInitials,
  PlayerRating,
  PlayerStats,
} from '#web/features/players/components/player-parts';
import { RecentResults } from '#web/features/players/components/recent-results';
import { ShowUpRecord } from '#web/features/players/components/show-up-record';
import { profileQueryOptions } from '#web/features/profile/api/profile-api';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useContinueAction } from '#web/lib/pending-action';
import { useSession } from '#web/lib/session';
import { usePageDescription } from '#web/lib/use-page-description';
import { useRequireAuth } from '#web/lib/use-require-auth';
import NotFoundPage from './not-found-page';

// Loaded once shown (to a signed-in player), so the page's own first load does without it.
const ReportButton = lazy(() => import('#web/features/reports/components/report-button'));

/** /players/:id: a player's page: level, where and when, record, results, Connect & Play. */
export default function PlayerPage() {
  const { id = '' } = useParams();
  const player = useQuery(playerQueryOptions(id));
  // No such player: known on the server too, which renders this page and passes its answer on.
  if (player.data === null) return <NotFoundPage />;
  if (!player.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ListState
          isPending={player.isPending}
          isError={player.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void player.refetch()}
        />
      </div>
    );
  }
  return <PlayerDetails player={player.data} key={player.data.id} />;
}

function PlayerDetails({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const requireAuth = useRequireAuth();
  const [chatWith, setChatWith] = useState<ChatPartner | null>(null);
  useContinueAction(
    'connect',
    (action) => setChatWith({ id: action.id, name: action.name, sendsPlayRequest: true }),
    (action) => action.id === player.id,
  );
  const english = i18n.resolvedLanguage === 'en';
  const isSelf = user?.id === player.id;
  const isAdmin = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) }).data
    ?.isAdmin;
  const meta = playerPageMeta(player, currentLanguage(i18n));
  usePageDescription(meta.description);
  return (
    <article
      aria-labelledby="player-title"
      className="mx-auto w-full max-w-3xl space-y-8 px-4 py-8"
    >
      <title>{meta.title}</title>
      <header className="flex flex-wrap items-center gap-4">
        <PlayerInitials name={player.name} large />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 id="player-title" className="break-words text-3xl font-bold">
            {player.name}
          </h1>
          <Badge tone="accent">{t(`level_${player.level}`)}</Badge>
          <PlayerRating player={player} explained />
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {isSelf ? (
            <Button asChild variant="outline" className="w-full">
              <Link to="/profile">{t('player_edit_profile')}</Link>
            </Button>
          ) : (
            <PlayerBlockActions player={player}>
              <Button
                className="w-full"
                onClick={() => {
                  const action = { kind: 'connect', id: player.id, name: player.name } as const;
                  if (requireAuth('auth_required_connect', action)) {
                    setChatWith({ id: player.id, name: player.name, sendsPlayRequest: true });
                  }
                }}
              >
                {t('connect_play')}
              </Button>
            </PlayerBlockActions>
          )}
        </div>
      </header>
      <div className="grid gap-6 sm:grid-cols-2">
        <PlayerFacts player={player} />
        <PlayerStats player={player} />
      </div>
      {player.bio && (
        <TitledSection title={t('player_about')}>
          <p className="whitespace-pre-line">{player.bio}</p>
        </TitledSection>
      )}
      {player.preferredCourts.length > 0 && (
        <TitledSection title={t('preferred_courts')}>
          <ul className="flex flex-wrap gap-2">
            {player.preferredCourts.map((court) => (
              <li key={court.id}>
                <Link
                  to={`/courts/${court.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-border px-3 py-1 text-sm hover:bg-muted sm:min-h-0"
                >
                  {(english && court.nameEn) || court.name}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <RecentResults results={player.recentResults} />
      <ShowUpRecord playerId={player.id} isAdmin={isAdmin === true} />
      {user && !isSelf && (
        <Suspense fallback={null}>
          <ReportButton
            kind="profile"
            targetId={player.id}
            label={t('report_profile_label', { name: player.name })}
          />
        </Suspense>
      )}
      <ChatWith partner={chatWith} onClose={() => setChatWith(null)} />
    </article>
  );
}
