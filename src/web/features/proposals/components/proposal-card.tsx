import { CalendarClock, MapPinned, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatWeekDate } from '#contract/calendar-date';
import { courtNameIn } from '#contract/court-name';
import type { Proposal } from '#contract/proposals';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { PlayerInitials } from '#web/features/players';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** The reason lines: "И двамата сте свободни ср, 2.12 · 19:00–21:00", the place, "48 % шанс за победа · идва на 9 от 10 срещи". */
export function useProposalReasons() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (proposal: Proposal) => {
    const place = proposal.court
      ? courtNameIn(language, proposal.court)
      : t(`district_${proposal.district}`);
    return {
      when: t('partners_both_free', {
        when: `${formatWeekDate(proposal.date, language)} · ${proposal.from}–${proposal.until}`,
      }),
      place,
      chance: t('partners_win_chance', { percent: Math.round(proposal.winChance * 100) }),
      showUp: proposal.showUp ? t('partners_showed_up', proposal.showUp) : null,
    };
  };
}

/**
 * One proposed partner: who, when both are free, where, how even the game would be, and the two
 * answers ('Invite to play', 'Not this one'). A court with instant booking free then can be held
 * with the invitation, if the player ticks it.
 */
export function ProposalCard(props: {
  proposal: Proposal;
  heading: 'h2' | 'h3';
  busy: boolean;
  onInvite: (proposal: Proposal, holdCourt: boolean) => void;
  onDismiss: (proposal: Proposal) => void;
}) {
  const { proposal } = props;
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const reasons = useProposalReasons()(proposal);
  const [holdCourt, setHoldCourt] = useState(false);
  const holdId = useId();
  const { player, freeCourt } = proposal;
  const Heading = props.heading;
  return (
    <article
      id={`partner-${player.id}`}
      className="flex h-full scroll-mt-20 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <PlayerInitials name={player.name} />
        <div className="min-w-0 flex-1 space-y-1">
          <Heading className="text-base font-semibold">
            <Link
              to={`/players/${player.id}`}
              className="block truncate py-2.5 hover:underline sm:py-0"
            >
              {player.name}
            </Link>
          </Heading>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="accent">{t(`level_${player.level}`)}</Badge>
            <Badge>{t(`open_match_${proposal.format}`)}</Badge>
          </div>
        </div>
      </div>
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {reasons.when}
        </li>
        <li className="flex items-center gap-2">
          <MapPinned aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {reasons.place}
        </li>
        <li className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {reasons.showUp ? `${reasons.chance} · ${reasons.showUp}` : reasons.chance}
        </li>
      </ul>
      {freeCourt && (
        <p className="text-sm">
          {t('partners_court_free', { court: courtNameIn(language, freeCourt) })}
        </p>
      )}
      {freeCourt?.instantBooking && (
        <div className="flex items-center gap-2 text-sm">
          <input
            id={holdId}
            type="checkbox"
            className="size-5 accent-primary"
            checked={holdCourt}
            onChange={(event) => setHoldCourt(event.target.checked)}
          />
          <label htmlFor={holdId} className="py-2 sm:py-0">
            {t('partners_hold_court', { court: courtNameIn(language, freeCourt) })}
          </label>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button
          disabled={props.busy}
          aria-label={t('partners_invite_name', { name: player.name })}
          onClick={() => props.onInvite(proposal, holdCourt)}
        >
          {t('partners_invite')}
        </Button>
        <Button
          variant="outline"
          disabled={props.busy}
          aria-label={t('partners_dismiss_name', { name: player.name })}
          onClick={() => props.onDismiss(proposal)}
        >
          {t('partners_dismiss')}
        </Button>
      </div>
    </article>
  );
}
