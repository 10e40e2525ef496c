import { Clock, MapPin, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_PREFERRED_COURTS } from '../../../../contract/constants';
import type { Player } from '../../../../contract/players';
import { PreviewBadges } from '../../../components/preview-badges';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
}

export function PlayerCard(props: { player: Player; isSelf?: boolean; onConnect: () => void }) {
  const { player, isSelf, onConnect } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const english = language === 'en';
  const courtNames = player.preferredCourts.map((court) => (english && court.nameEn) || court.name);
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
        >
          {initials(player.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-lg font-semibold">{player.name}</h3>
          <Badge tone="accent">{t(`level_${player.level}`)}</Badge>
        </div>
      </header>
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
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-center">
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-muted-foreground">{t('games_played')}</dt>
          <dd className="text-xl font-bold">{formatNumber(player.gamesPlayed, language)}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-muted-foreground">{t('win_rate')}</dt>
          <dd className="flex items-center justify-center gap-1 text-xl font-bold text-primary">
            <Trophy aria-hidden="true" className="size-4" />
            {t('percent_value', { value: formatNumber(player.winRate, language) })}
          </dd>
        </div>
      </dl>
      {courtNames.length > 0 && (
        <div className="space-y-1.5">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t('preferred_courts')}
          </p>
          <PreviewBadges
            labels={courtNames}
            limit={PREVIEW_PREFERRED_COURTS}
            label={t('preferred_courts')}
          />
        </div>
      )}
      {isSelf ? (
        <p className="mt-auto rounded-md bg-muted py-2 text-center text-sm text-muted-foreground">
          {t('player_is_you')}
        </p>
      ) : (
        <Button className="mt-auto w-full" onClick={onConnect}>
          {t('connect_play')}
        </Button>
      )}
    </article>
  );
}
