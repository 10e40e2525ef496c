import { useTranslation } from '#web/lib/i18n/use-translation';
import type { HomeView } from '../hooks/use-home-view';

/** Most matches first, or 'closest to my level': for a signed-in player. */
export function PlayersSort(props: {
  value: HomeView['sort'];
  onChange: (sort: HomeView['sort']) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center justify-end gap-2 text-sm">
      {t('players_sort')}
      <select
        value={props.value ?? ''}
        onChange={(event) =>
          props.onChange(event.target.value === 'closest' ? 'closest' : undefined)
        }
        className="h-11 sm:h-10 rounded-lg border border-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{t('players_sort_games')}</option>
        <option value="closest">{t('players_sort_closest')}</option>
      </select>
    </label>
  );
}
