import { Clock, MapPin, Trophy } from 'lucide-react';
import type { Player } from '#contract/players';
import { isProvisional } from '#contract/rating-values';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { initials } from '#web/lib/initials';

/** The initials in a player's round badge. */
export function PlayerInitials({ name, large }: { name: string; large?: boolean }) {
  const letters = initials(name);
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary ${large ? 'size-16 text-xl' : 'size-12'}`}
    >
      {letters}
    </span>
  );
}

/** Where and when a player plays. */
export function PlayerFacts({ player }: { player: Player }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1.5 text-sm text-muted-foreground">
      {player.district && (
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-primary" />
          {t(`district_${player.district}`)}
        </li>
      )}
      {player.availability.length > 0 && (
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          {t('player_availability')}:{' '}
          {player.availability.map((slot) => t(`availability_${slot}`)).join(', ')}
        </li>
      )}
    </ul>
  );
}

/** Matches played and the share won; a dash, not 0 %, before the first match. */
export function PlayerStats({ player }: { player: Player }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-center">
      <div className="flex flex-col-reverse">
        <dt className="text-xs text-muted-foreground">{t('matches_played')}</dt>
        <dd className="text-xl font-bold">{formatNumber(player.gamesPlayed, language)}</dd>
      </div>
      <div className="flex flex-col-reverse">
        <dt className="text-xs text-muted-foreground">{t('win_rate')}</dt>
        <dd className="flex items-center justify-center gap-1 text-xl font-bold text-primary">
          <Trophy aria-hidden="true" className="size-4" />
          {player.winRate === null ? (
            <span title={t('win_rate_none')}>
              —<span className="sr-only">{t('win_rate_none')}</span>
            </span>
          ) : (
            t('percent_value', { value: formatNumber(player.winRate, language) })
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The rating results gave, beside the declared level: 'Rating: 1 540 ± 120' (or provisional
 * under five results) and how many results confirm it; `explained` (a player's page) adds that
 * only singles results move it.
 */
export function PlayerRating({
  player: { rating },
  explained = false,
}: {
  player: Pick<Player, 'rating'>;
  explained?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const values = {
    points: formatNumber(rating.points, language),
    deviation: formatNumber(rating.deviation, language),
    count: rating.results,
  };
  return (
    <p className="text-sm text-muted-foreground">
      <span className="block font-semibold text-foreground">
        {t(isProvisional(rating) ? 'player_rating_provisional' : 'player_rating_value', values)}
      </span>
      {t(rating.results ? 'player_rating_confirmed_by' : 'player_rating_not_confirmed', values)}
      {explained && <span className="block">{t('player_rating_singles_only')}</span>}
    </p>
  );
}
