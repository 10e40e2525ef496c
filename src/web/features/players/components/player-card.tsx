import { Link } from 'wouter';
import { PREVIEW_PREFERRED_COURTS } from '#contract/constants';
import { courtNameIn } from '#contract/court-name';
import type { Player } from '#contract/players';
import { PreviewBadges } from '#web/components/preview-badges';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { PlayerFacts, PlayerInitials, PlayerRating, PlayerStats } from './player-parts';

export function PlayerCard(props: { player: Player; isSelf?: boolean; onConnect: () => void }) {
  const { player, isSelf, onConnect } = props;
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const courtNames = player.preferredCourts.map((court) => courtNameIn(language, court));
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <header className="flex items-start gap-3">
        <PlayerInitials name={player.name} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold">
            <Link
              to={`/players/${player.id}`}
              className="block truncate hover:underline max-sm:py-2"
            >
              {player.name}
            </Link>
          </h3>
          <Badge tone="accent">{t(`level_${player.level}`)}</Badge>
          <PlayerRating player={player} />
        </div>
      </header>
      <PlayerFacts player={player} />
      <PlayerStats player={player} />
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
