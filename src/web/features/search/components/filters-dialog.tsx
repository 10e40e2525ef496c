import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { type AdvancedFilters, NO_FILTERS, type Tab } from '../hooks/use-home-view';
import { CourtFilters } from './filters/court-filters';
import { useLocate } from './filters/distance-filter';
import { DEFAULT_DRAFT, type Draft, toDraft, toFilters } from './filters/filter-draft';
import { PlayerFilters } from './filters/player-filters';

export default function FiltersDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: Tab;
  applied: AdvancedFilters;
  /** Where distances count from: a district's centre, the user's position, or nowhere yet. */
  origin: 'district' | 'near' | null;
  onApply: (filters: AdvancedFilters) => void;
  /** The user's position, rounded, once they allowed it: `lat,lng`. */
  onLocate: (near: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(props.applied));
  const courts = props.tab === 'courts';

  // Each opening starts from the filters in force.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (props.open) setDraft(toDraft(props.applied));
  }, [props.open]);

  const update = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const { locating, locate } = useLocate(props.onLocate);

  function apply() {
    const next = toFilters(draft);
    // Players have availability and the rating range; their other filters stay as they are.
    const { availability, ratingMin, ratingMax } = next;
    props.onApply(courts ? next : { ...props.applied, availability, ratingMin, ratingMax });
    props.onOpenChange(false);
  }

  function reset() {
    setDraft(DEFAULT_DRAFT);
    props.onApply(
      courts
        ? NO_FILTERS
        : { ...props.applied, availability: [], ratingMin: undefined, ratingMax: undefined },
    );
  }

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('more_filters')}
        description={t(courts ? 'filters_description' : 'filters_description_players')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="outline" onClick={reset}>
              {t('reset')}
            </Button>
            <Button onClick={apply}>{t('apply_filters')}</Button>
          </>
        }
      >
        <div className="space-y-6">
          {courts ? (
            <CourtFilters
              draft={draft}
              onChange={update}
              origin={props.origin}
              locating={locating}
              onLocate={locate}
            />
          ) : (
            <PlayerFilters draft={draft} onChange={update} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
