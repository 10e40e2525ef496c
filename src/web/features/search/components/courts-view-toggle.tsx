import { List, Map as MapIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHydrated } from '#web/lib/use-hydrated';
import { COURTS_VIEWS, type CourtsView } from '../hooks/use-home-view';

const ICONS = { list: List, map: MapIcon } as const;

/** List or map: two radio buttons drawn as one switch, so arrow keys and readers know it. */
export function CourtsViewToggle(props: {
  value: CourtsView;
  onChange: (value: CourtsView) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const hydrated = useHydrated();
  return (
    <fieldset className="flex justify-end">
      <legend className="sr-only">{t('courts_view_label')}</legend>
      <div className="inline-grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {COURTS_VIEWS.map((view) => {
          const Icon = ICONS[view];
          return (
            <label
              key={view}
              className="relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-muted-foreground sm:min-h-0 has-[:checked]:bg-card has-[:checked]:text-primary has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring [&_svg]:size-4"
            >
              <input
                type="radio"
                name={name}
                value={view}
                checked={props.value === view}
                disabled={!hydrated}
                onChange={() => props.onChange(view)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Icon aria-hidden="true" />
              {t(view === 'map' ? 'courts_view_map' : 'courts_view_list')}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
