import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTANCE_RANGE, PRICE_RANGE, RATING_RANGE } from '../../../../contract/constants';
import { AMENITIES, AVAILABILITY, SURFACES } from '../../../../contract/enum-values';
import { Button } from '../../../components/ui/button';
import { ChipGroup } from '../../../components/ui/chip-group';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Slider } from '../../../components/ui/slider';
import { formatNumber } from '../../../lib/format';
import { type AdvancedFilters, NO_FILTERS, type Tab } from '../hooks/use-home-view';

/** The dialog's working copy, with the spec's defaults filled in (§3 "Filter state"). */
interface Draft {
  price: number[];
  rating: number;
  distance: number;
  surface: AdvancedFilters['surface'];
  amenities: AdvancedFilters['amenities'];
  availability: AdvancedFilters['availability'];
}

const DEFAULT_DRAFT: Draft = {
  price: [PRICE_RANGE.min, PRICE_RANGE.max],
  rating: RATING_RANGE.min,
  distance: DISTANCE_RANGE.default,
  surface: [],
  amenities: [],
  availability: [],
};

function toDraft(filters: AdvancedFilters): Draft {
  return {
    price: [filters.priceMin ?? PRICE_RANGE.min, filters.priceMax ?? PRICE_RANGE.max],
    rating: filters.minRating ?? RATING_RANGE.min,
    distance: filters.maxDistance ?? DISTANCE_RANGE.default,
    surface: filters.surface,
    amenities: filters.amenities,
    availability: filters.availability,
  };
}

/** Only what differs from "no limit" is applied; the distance counts once the dialog is applied. */
function toFilters(draft: Draft): AdvancedFilters {
  const [min = PRICE_RANGE.min, max = PRICE_RANGE.max] = draft.price;
  return {
    priceMin: min > PRICE_RANGE.min ? min : undefined,
    priceMax: max < PRICE_RANGE.max ? max : undefined,
    minRating: draft.rating > RATING_RANGE.min ? draft.rating : undefined,
    maxDistance: draft.distance,
    surface: draft.surface,
    amenities: draft.amenities,
    availability: draft.availability,
  };
}

export default function FiltersDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: Tab;
  applied: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const [draft, setDraft] = useState(() => toDraft(props.applied));
  const courts = props.tab === 'courts';

  // Each opening starts from the filters in force.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (props.open) setDraft(toDraft(props.applied));
  }, [props.open]);

  const update = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const [priceMin = 0, priceMax = 0] = draft.price;

  function apply() {
    const next = toFilters(draft);
    // Players have only availability; their other filters stay as they are.
    props.onApply(courts ? next : { ...props.applied, availability: next.availability });
    props.onOpenChange(false);
  }

  function reset() {
    setDraft(DEFAULT_DRAFT);
    props.onApply(courts ? NO_FILTERS : { ...props.applied, availability: [] });
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
          {courts && (
            <>
              <div className="space-y-3">
                <p className="flex justify-between text-sm font-semibold">
                  {t('filter_price')}
                  <output className="font-normal text-muted-foreground">
                    {t('price_range_value', {
                      min: formatNumber(priceMin, language),
                      max: formatNumber(priceMax, language),
                    })}
                  </output>
                </p>
                <Slider
                  min={PRICE_RANGE.min}
                  max={PRICE_RANGE.max}
                  step={PRICE_RANGE.step}
                  minStepsBetweenThumbs={0}
                  value={draft.price}
                  onValueChange={(price) => update({ price })}
                  thumbLabels={[t('filter_price_min'), t('filter_price_max')]}
                />
              </div>
              <div className="space-y-3">
                <p className="flex justify-between text-sm font-semibold">
                  {t('filter_rating')}
                  <output className="font-normal text-muted-foreground">
                    {formatNumber(draft.rating, language, { minimumFractionDigits: 1 })}+
                  </output>
                </p>
                <Slider
                  min={RATING_RANGE.min}
                  max={RATING_RANGE.max}
                  step={RATING_RANGE.step}
                  value={[draft.rating]}
                  onValueChange={([rating = 0]) => update({ rating })}
                  thumbLabels={[t('filter_rating')]}
                />
              </div>
              <div className="space-y-3">
                <p className="flex justify-between text-sm font-semibold">
                  {t('filter_distance')}
                  <output className="font-normal text-muted-foreground">
                    {t('distance_value', { value: formatNumber(draft.distance, language) })}
                  </output>
                </p>
                <Slider
                  min={DISTANCE_RANGE.min}
                  max={DISTANCE_RANGE.max}
                  step={DISTANCE_RANGE.step}
                  value={[draft.distance]}
                  onValueChange={([distance = DISTANCE_RANGE.default]) => update({ distance })}
                  thumbLabels={[t('filter_distance')]}
                />
              </div>
            </>
          )}
          <ChipGroup
            legend={t('filter_availability')}
            options={AVAILABILITY}
            labelOf={(slot) => t(`availability_${slot}`)}
            value={draft.availability}
            onChange={(availability) => update({ availability })}
          />
          {courts && (
            <>
              <ChipGroup
                legend={t('filter_surface')}
                options={SURFACES}
                labelOf={(surface) => t(`surface_${surface}`)}
                value={draft.surface}
                onChange={(surface) => update({ surface })}
              />
              <ChipGroup
                legend={t('filter_amenities')}
                options={AMENITIES}
                labelOf={(amenity) => t(`amenity_${amenity}`)}
                value={draft.amenities}
                onChange={(amenities) => update({ amenities })}
              />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
