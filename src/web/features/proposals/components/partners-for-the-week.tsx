import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PROPOSAL_GAME_HOURS, type Proposal, type Proposals } from '#contract/proposals';
import { minutesOf } from '#contract/sofia-time';
import { ListState } from '#web/components/list-state';
import { postOpenMatchLater } from '#web/features/open-matches';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { dismissProposal, proposalsQueryKey, proposalsQueryOptions } from '../api/proposals-api';
import { ProposalCard } from './proposal-card';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-primary underline sm:min-h-0';

/** The length an invitation asks for: PROPOSAL_GAME_HOURS, or the whole moment when shorter. */
export function inviteHours(proposal: Pick<Proposal, 'from' | 'until'>): number {
  const until = proposal.until === '24:00' ? 24 * 60 : minutesOf(proposal.until);
  return Math.min(PROPOSAL_GAME_HOURS, (until - minutesOf(proposal.from)) / 60);
}

/** Why there is nothing to show, with the way on. */
function NothingProposed({ state }: { state: Proposals['state'] }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center">
      {t(`partners_${state === 'ready' ? 'empty' : state}`)}{' '}
      {state !== 'paused' && (
        <Link to="/profile#schedule" className={linkClass}>
          {t('partners_set_schedule')}
        </Link>
      )}
    </p>
  );
}

/**
 * 'Partners for this week': the proposals, the first `limit` of them on the home page, every one
 * on /partners. 'Invite to play' posts a game at the moment with the player invited and opens
 * it; 'Not this one' hides the player until the week ends.
 */
export function PartnersForTheWeek(props: {
  limit?: number;
  /** The cards' heading level: under the home page's h2, or straight under the page's h1. */
  heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const proposals = useQuery(proposalsQueryOptions());
  const [busy, setBusy] = useState(false);

  async function invite(proposal: Proposal, holdCourt: boolean) {
    setBusy(true);
    try {
      const game = await postOpenMatchLater({
        format: proposal.format,
        date: proposal.date,
        startTime: proposal.from,
        durationHours: inviteHours(proposal),
        district: proposal.district,
        courtId: holdCourt ? proposal.freeCourt?.id : undefined,
        inviteIds: [proposal.player.id],
      });
      void notify(t('partners_invited', { name: proposal.player.name }), { kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: proposalsQueryKey });
      navigate(`/open-matches/${game.id}`);
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(false);
    }
  }

  async function dismiss(proposal: Proposal) {
    setBusy(true);
    try {
      await dismissProposal({ playerId: proposal.player.id });
      queryClient.setQueryData<Proposals>(
        proposalsQueryKey,
        (old) =>
          old && { ...old, items: old.items.filter((p) => p.player.id !== proposal.player.id) },
      );
      void notify(t('partners_dismissed', { name: proposal.player.name }), { kind: 'success' });
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(false);
    }
  }

  if (!proposals.data) {
    return (
      <ListState
        isPending={proposals.isPending}
        isError={proposals.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void proposals.refetch()}
      />
    );
  }
  const { state, items } = proposals.data;
  const shown = props.limit ? items.slice(0, props.limit) : items;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('partners_description')}</p>
      {shown.length === 0 ? (
        <NothingProposed state={state} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((proposal) => (
            <li key={proposal.player.id}>
              <ProposalCard
                proposal={proposal}
                heading={props.heading}
                busy={busy}
                onInvite={invite}
                onDismiss={dismiss}
              />
            </li>
          ))}
        </ul>
      )}
      {props.limit !== undefined && items.length > props.limit && (
        <Link to="/partners" className={linkClass}>
          {t('partners_see_all', { count: items.length })}
        </Link>
      )}
    </div>
  );
}
