import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Conversation } from '#contract/chat';
import type { OpenMatch, OpenMatchPlayer } from '#contract/open-matches';
import { openMatchPageMeta } from '#contract/page-meta';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LazyGroupChat } from '#web/features/chat';
import { GameResult } from '#web/features/matches/components/game-result';
import { LazyEditOpenMatchDialog } from '#web/features/open-matches';
import {
  actOnOpenMatch,
  type OpenMatchAction,
  openMatchQueryOptions,
  useSettledOpenMatch,
} from '#web/features/open-matches/api/open-matches-api';
import { JoinButton } from '#web/features/open-matches/components/join-button';
import {
  OpenMatchFacts,
  useWelcomeText,
} from '#web/features/open-matches/components/open-match-card';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useActivity } from '#web/lib/realtime/use-activity';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { usePageDescription } from '#web/lib/use-page-description';
import NotFoundPage from './not-found-page';

/** /open-matches/:id: one game, whatever its state, with what the viewer may do in it. */
export default function OpenMatchPage() {
  const { id = '' } = useParams();
  const viewerId = useSession().user?.id ?? null;
  const game = useQuery(openMatchQueryOptions(id, viewerId));
  if (game.data === null) return <NotFoundPage />;
  if (!game.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ListState
          isPending={game.isPending}
          isError={game.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void game.refetch()}
        />
      </div>
    );
  }
  return <OpenMatchDetails game={game.data} reload={() => void game.refetch()} />;
}

/** The organiser's answers to a player asking to join, and the toast each ends with. */
const ANSWERS = [
  { answer: 'accept', done: 'open_match_accepted_toast' },
  { answer: 'decline', done: 'open_match_declined_toast' },
] as const;

/** How a player, an invitee or one asking gets out: the button's text and the toast after it. */
const LEAVING = {
  player: { label: 'open_match_leave', done: 'open_match_left_toast' },
  invited: { label: 'open_match_decline_invitation', done: 'open_match_invitation_declined_toast' },
  asked: { label: 'open_match_withdraw_ask', done: 'open_match_ask_withdrawn_toast' },
} as const;

/** The game's chat as the chat dialog takes it: its members are the other players. */
function gameConversation(game: OpenMatch, id: string, selfId: string | undefined): Conversation {
  const members = game.players
    .filter((player) => player.id !== selfId)
    .map((player) => ({ id: player.id, name: player.name }));
  return {
    id,
    kind: 'group',
    other: members[0] ?? { id: null, name: '' },
    members,
    lastSeq: 0,
    lastMessage: null,
    unreadCount: 0,
    blocked: null,
  };
}

function OpenMatchDetails({ game, reload }: { game: OpenMatch; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const settle = useSettledOpenMatch();
  const welcome = useWelcomeText();
  const [busy, setBusy] = useState<string | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  // Someone joined, left or the game was called off: the page follows.
  useActivity('open_matches', Boolean(user), reload);
  const language = currentLanguage(i18n);
  const meta = openMatchPageMeta(game, language);
  usePageDescription(meta.description);
  const organizer = game.me?.role === 'organizer';
  const role = game.me?.role;
  const leaving =
    role === 'player' || role === 'invited' || role === 'asked' ? LEAVING[role] : null;
  const open = game.state === 'open' || game.state === 'full';
  // After the start, its players record the result here: a game that was played, so not a
  // cancelled one, nor one whose spots were not all taken.
  const recordsResult =
    user &&
    (game.state === 'started' || game.state === 'played') &&
    game.players.length === game.spots &&
    (organizer || game.me?.role === 'player');

  async function act(key: string, action: OpenMatchAction, done: string) {
    setBusy(key);
    try {
      settle(await actOnOpenMatch(game.id, action));
      void notify(t(done), { kind: 'success' });
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(null);
    }
  }

  const playerRow = (player: OpenMatchPlayer, actions?: React.ReactNode) => (
    <li key={player.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <Link to={`/players/${player.id}`} className="font-medium hover:underline">
          {player.name}
        </Link>{' '}
        <span className="text-sm text-muted-foreground">
          {t(`level_${player.level}`)} · {formatNumber(player.ratingPoints, language)}
        </span>
        {player.id === game.organizer.id && (
          <Badge tone="accent" className="ms-2">
            {t('open_match_organizer')}
          </Badge>
        )}
      </span>
      {actions}
    </li>
  );

  /** A list only the organiser sees (asks, invitations), each player with its actions. */
  const organizerList = (
    title: string,
    players: OpenMatchPlayer[],
    actions: (player: OpenMatchPlayer) => React.ReactNode,
  ) =>
    organizer &&
    players.length > 0 && (
      <TitledSection title={title}>
        <ul className="divide-y divide-border">
          {players.map((player) => playerRow(player, actions(player)))}
        </ul>
      </TitledSection>
    );

  /** The organiser's 'Remove': a player out of the game, or an invitation taken back. */
  const removeButton = (
    player: OpenMatchPlayer,
    label: 'open_match_remove_player' | 'open_match_withdraw_invitation',
    done: 'open_match_removed_toast' | 'open_match_invitation_withdrawn_toast',
  ) => (
    <Button
      size="sm"
      variant="ghost"
      disabled={busy !== null}
      aria-label={t(label, { name: player.name })}
      onClick={() => void act(`remove-${player.id}`, { remove: player.id }, done)}
    >
      {t('open_match_remove')}
    </Button>
  );

  return (
    <article aria-labelledby="game-title" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <title>{meta.title}</title>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="game-title" className="text-3xl font-bold">
            {t('open_match_card_title', {
              format: t(`open_match_${game.format}`),
              name: game.organizer.name,
            })}
          </h1>
          <Badge tone={game.state === 'open' ? 'primary' : 'outline'}>
            {game.state === 'open'
              ? t('open_match_spots_left', { count: game.spotsLeft })
              : t(`open_match_state_${game.state}`)}
          </Badge>
        </div>
        <OpenMatchFacts game={game} />
        <p className="text-sm">
          {t('open_match_welcome')}: {welcome(game)}
        </p>
        {game.pricePerPlayer !== null && (
          <p className="text-sm">
            {t('open_match_price_share', {
              price: formatNumber(game.pricePerPlayer, language, {
                style: 'currency',
                currency: game.currency,
              }),
            })}
          </p>
        )}
        {game.note && <p className="whitespace-pre-line">{game.note}</p>}
      </header>

      {/* Centred: a line of text ('Your game') stands beside the buttons. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <JoinButton game={game} className="w-full sm:w-auto" />
        {open && leaving && (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void act('leave', 'leave', leaving.done)}
          >
            {busy === 'leave' ? t('loading') : t(leaving.label)}
          </Button>
        )}
        {open && organizer && (
          <Button variant="outline" disabled={busy !== null} onClick={() => setEditOpen(true)}>
            {t('open_match_edit')}
          </Button>
        )}
        {open && organizer && (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void act('cancel', 'cancel', 'open_match_cancelled_toast')}
          >
            {busy === 'cancel' ? t('loading') : t('open_match_cancel')}
          </Button>
        )}
        {game.conversationId && (
          <Button variant="outline" onClick={() => setChatOpen(true)}>
            {t('open_match_chat')}
          </Button>
        )}
      </div>
      {editOpen && (
        <Suspense fallback={null}>
          <LazyEditOpenMatchDialog game={game} open onOpenChange={setEditOpen} />
        </Suspense>
      )}
      {chatOpen && game.conversationId && (
        <Suspense fallback={null}>
          <LazyGroupChat
            conversation={gameConversation(game, game.conversationId, user?.id)}
            onOpenChange={setChatOpen}
          />
        </Suspense>
      )}

      <TitledSection
        title={t('open_match_players_count', { count: game.players.length, spots: game.spots })}
      >
        <ul className="divide-y divide-border">
          {game.players.map((player) =>
            playerRow(
              player,
              organizer &&
                open &&
                player.id !== game.organizer.id &&
                removeButton(player, 'open_match_remove_player', 'open_match_removed_toast'),
            ),
          )}
        </ul>
      </TitledSection>

      {organizerList(t('open_match_invited_title'), game.invited, (player) => (
        <span className="flex items-center gap-2">
          <Badge tone="outline">{t('open_match_invited_badge')}</Badge>
          {open &&
            removeButton(
              player,
              'open_match_withdraw_invitation',
              'open_match_invitation_withdrawn_toast',
            )}
        </span>
      ))}

      {recordsResult && (
        <GameResult
          selfId={user.id}
          game={{
            id: game.id,
            date: game.date,
            doubles: game.format === 'doubles',
            others: game.players.filter((player) => player.id !== user.id),
          }}
        />
      )}

      {organizerList(t('open_match_asks'), game.asks, (player) => (
        <span className="flex gap-2">
          {ANSWERS.map(({ answer, done }) => (
            <Button
              key={answer}
              size="sm"
              variant={answer === 'accept' ? 'default' : 'outline'}
              disabled={busy !== null}
              aria-label={t(`open_match_${answer}_player`, { name: player.name })}
              onClick={() => void act(`ask-${player.id}`, { ask: player.id, answer }, done)}
            >
              {t(`open_match_${answer}`)}
            </Button>
          ))}
        </span>
      ))}
    </article>
  );
}
