import { useTranslation } from '#web/lib/i18n/use-translation';

/** Wins and losses; shown only once there are any: a new player sees no zeros. */
export function StatsBox(props: { wins: number; losses: number }) {
  const { t } = useTranslation();
  if (props.wins + props.losses <= 0) return null;
  return (
    <section
      aria-label={t('profile_stats')}
      className="grid grid-cols-2 gap-4 rounded-lg bg-muted p-4 text-center"
    >
      <div>
        <p className="text-2xl font-bold text-primary">{props.wins}</p>
        <p className="text-sm text-muted-foreground">{t('profile_wins')}</p>
      </div>
      <div>
        <p className="text-2xl font-bold">{props.losses}</p>
        <p className="text-sm text-muted-foreground">{t('profile_losses')}</p>
      </div>
    </section>
  );
}
