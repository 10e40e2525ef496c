import { lazy, Suspense, useState } from 'react';
import type { Player } from '../../../../contract/players';
import type { ChatPartner } from '../../../components/chat/chat-dialog';
import { ChatWith } from '../../../components/chat/chat-with';
import { PlayerCard } from '../../../features/players/components/player-card';
import { useKeysetList } from '../../../lib/keyset-list';
import { useContinueAction } from '../../../lib/pending-action';
import { useSession } from '../../../lib/session';
import { useRequireAuth } from '../../../lib/use-require-auth';
import { playersUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { ResultsSection } from './results-section';

// Its own chunk: the players grid does not wait for it.
const PartnerBoard = lazy(
  () => import('../../../features/partner-requests/components/partner-board'),
);

export function PlayersResults({ view }: { view: HomeView }) {
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
  const board = (
    <Suspense fallback={null}>
      <PartnerBoard district={view.district} level={view.level} />
    </Suspense>
  );
  return (
    <div className="flex flex-col gap-8">
      {/* The board first: a row of requests, where the player grid below is long. */}
      {board}
      {grid}
      <ChatWith partner={chatWith} onClose={() => setChatWith(null)} />
    </div>
  );
}
