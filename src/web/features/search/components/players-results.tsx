import { Suspense, useState } from 'react';
import type { Player } from '#contract/players';
import { WhenVisible } from '#web/components/when-visible';
import type { ChatPartner } from '#web/features/chat';
import { ChatWith } from '#web/features/chat';
import { LazyOpenMatchesBoard } from '#web/features/open-matches';
import { PartnerBoard } from '#web/features/partner-requests';
import { PlayerCard } from '#web/features/players';
import { useKeysetList } from '#web/lib/keyset-list';
import { useContinueAction } from '#web/lib/pending-action';
import { useSession } from '#web/lib/session';
import { useRequireAuth } from '#web/lib/use-require-auth';
import { playersUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { clearSearchAction } from './clear-search';
import { ResultsSection } from './results-section';
import { SignedInHome } from './signed-in-home-lazy';

export function PlayersResults({
  view,
  onChange,
}: {
  view: HomeView;
  onChange: (view: HomeView) => void;
}) {
  const requireAuth = useRequireAuth();
  const { user } = useSession();
  const list = useKeysetList<Player>(playersUrl(view));
  const [chatWith, setChatWith] = useState<ChatPartner | null>(null);
  // Back from signing in after 'Connect & Play': the chat opens and the request goes.
  useContinueAction('connect', (action) =>
    setChatWith({ id: action.id, name: action.name, sendsPlayRequest: true }),
  );
  const grid = (
    <ResultsSection
      list={list}
      countKey="players_count"
      emptyKey="players_empty"
      onClearSearch={clearSearchAction(view, onChange)}
      renderItem={(player) => (
        <PlayerCard
          player={player}
          isSelf={player.id === user?.id}
          onConnect={() => {
            const action = { kind: 'connect', id: player.id, name: player.name } as const;
            if (!requireAuth('auth_required_connect', action)) return;
            // The chat opens and, from its lazy chunk, tells the player (sendsPlayRequest).
            setChatWith({ id: player.id, name: player.name, sendsPlayRequest: true });
          }}
        />
      )}
    />
  );
  // Games at a set time first, by start; then the flexible searches.
  const board = (
    <div className="flex flex-col gap-8">
      {/* Below the players on a phone: downloaded when scrolled near, not with the first view. */}
      <WhenVisible>
        <Suspense fallback={<div className="min-h-40" />}>
          <LazyOpenMatchesBoard district={view.district} />
        </Suspense>
      </WhenVisible>
      <PartnerBoard district={view.district} level={view.level} />
    </div>
  );
  return (
    <div className="flex flex-col gap-8">
      {/*
        The board first on a wider screen: a row of requests, where the player grid below is
        long. On a phone it is a tall column of cards that would push a search's results off
        the screen: there it goes after them.
      */}
      <div className="max-sm:order-last">{board}</div>
      <div className="space-y-3">
        {user && (
          <Suspense fallback={null}>
            <SignedInHome
              part="sort"
              value={view.sort}
              onChange={(sort) => onChange({ ...view, sort })}
            />
          </Suspense>
        )}
        {grid}
      </div>
      <ChatWith partner={chatWith} onClose={() => setChatWith(null)} />
    </div>
  );
}
