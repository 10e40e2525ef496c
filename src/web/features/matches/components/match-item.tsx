import { flipSet } from '#contract/match-score';
import { teamIds } from '#contract/match-teams';
import type { Match, MatchStatus } from '#contract/matches';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { formatBookingDate } from '#web/features/bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { personName } from '#web/lib/person-name';
import type { MatchAction } from '../api/matches-api';
import { matchTitle, teamName, viewOf } from './match-teams';

const TONES: Record<MatchStatus, 'accent' | 'primary' | 'outline'> = {
  pending: 'accent',
  confirmed: 'primary',
  disputed: 'outline',
  withdrawn: 'outline',
};

/**
 * One result from the viewer's side: opponent (or, in doubles, the two teams), score, won or
 * lost, status and the answer.
 */
export function MatchItem(props: {
  match: Match;
  selfId: string;
  busy: boolean;
  onAnswer: (action: MatchAction) => void;
}) {
  const { match, selfId } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const { mine, other, won } = viewOf(match, selfId);
  const recordedBySelf = match.reporter.id === selfId;
  const otherNames = teamName(t, match, other);
  const otherIds = teamIds(match, other);
  const title = matchTitle(t, match, selfId);
  const sets = mine === 'reporter' ? match.sets : match.sets.map(flipSet);
  const awaitsMe = match.status === 'pending' && mine === 'opponent';
  // Both sides take a confirmed result back; a side whose accounts are all gone cannot.
  const withdrawable = match.status === 'confirmed' && otherIds.length > 0;
  const askedByMe = match.withdrawnBy.includes(selfId);
  const askedByOther = match.withdrawnBy.some((id) => otherIds.includes(id));
  return (
    <article
      id={`match-${match.id}`}
      tabIndex={-1}
      aria-label={title}
      className="scroll-mt-20 space-y-2 rounded-xl border border-border bg-card p-4 shadow-sm focus:outline-none focus:ring-2 focus:ring-primary"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">
            {formatBookingDate(match.playedOn, language)}
          </p>
        </div>
        <Badge tone={TONES[match.status]}>{t(`match_status_${match.status}`)}</Badge>
      </header>
      <p className="text-lg font-semibold">
        {won ? t('match_won') : t('match_lost')} <span className="font-mono">{sets.join(' ')}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {recordedBySelf
          ? t('match_recorded_by_you')
          : t('match_recorded_by', { name: personName(t, match.reporter) })}
      </p>
      {withdrawable && askedByMe && (
        <p className="text-sm">{t('match_withdraw_asked_by_you', { name: otherNames })}</p>
      )}
      {withdrawable && askedByOther && (
        <p className="text-sm">{t('match_withdraw_asked_by', { name: otherNames })}</p>
      )}
      {withdrawable && !askedByMe && (
        <Button
          size="sm"
          variant="outline"
          disabled={props.busy}
          onClick={() => props.onAnswer('withdraw')}
        >
          {t(askedByOther ? 'match_withdraw_agree' : 'match_withdraw')}
        </Button>
      )}
      {awaitsMe && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={props.busy} onClick={() => props.onAnswer('confirm')}>
            {t('match_confirm')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={props.busy}
            onClick={() => props.onAnswer('dispute')}
          >
            {t('match_dispute')}
          </Button>
        </div>
      )}
    </article>
  );
}
