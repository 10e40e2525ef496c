import { PRICE_RANGE, RATING_RANGE } from '#contract/constants';
import { AMENITIES, AVAILABILITY, COURT_CONDITIONS, SURFACES } from '#contract/enum-values';
import { formatEuro } from '#contract/i18n/format-money';
import { ChipGroup } from '#web/components/ui/chip-group';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { DistanceFilter, type Locating } from './distance-filter';
import type { Draft } from './filter-draft';
import { SliderField } from './slider-field';

/**
 * The filters of the Courts tab: price, rating, distance, availability, surface, conditions
 * (a roof this month, floodlights, heating), amenities.
 */
export function CourtFilters(props: {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  origin: 'district' | 'near' | null;
  locating: Locating;
  onLocate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const { draft, onChange: update } = props;
  const [priceMin = 0, priceMax = 0] = draft.price;
  return (
    <>
      <SliderField
        label={t('filter_price')}
        valueText={t('price_range_value', {
          min: formatEuro(priceMin, language),
          max: formatEuro(priceMax, language),
        })}
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        minStepsBetweenThumbs={0}
        value={draft.price}
        onValueChange={(price) => update({ price })}
        thumbLabels={[t('filter_price_min'), t('filter_price_max')]}
      />
      <SliderField
        label={t('filter_rating')}
        valueText={`${formatNumber(draft.rating, language, { minimumFractionDigits: 1 })}+`}
        min={RATING_RANGE.min}
        max={RATING_RANGE.max}
        step={RATING_RANGE.step}
        value={[draft.rating]}
        onValueChange={([rating = 0]) => update({ rating })}
        thumbLabels={[t('filter_rating')]}
      />
      <DistanceFilter
        origin={props.origin}
        distance={draft.distance}
        onChange={(distance) => update({ distance })}
        locating={props.locating}
        onLocate={props.onLocate}
      />
      <ChipGroup
        legend={t('filter_availability')}
        options={AVAILABILITY}
        labelOf={(slot) => t(`availability_${slot}`)}
        value={draft.availability}
        onChange={(availability) => update({ availability })}
      />
      <ChipGroup
        legend={t('filter_surface')}
        options={SURFACES}
        labelOf={(surface) => t(`surface_${surface}`)}
        value={draft.surface}
        onChange={(surface) => update({ surface })}
      />
      <ChipGroup
        legend={t('filter_conditions')}
        options={COURT_CONDITIONS}
        labelOf={(condition) => t(`condition_${condition}`)}
        value={draft.conditions}
        onChange={(conditions) => update({ conditions })}
      />
      <ChipGroup
        legend={t('filter_amenities')}
        options={AMENITIES}
        labelOf={(amenity) => t(`amenity_${amenity}`)}
        value={draft.amenities}
        onChange={(amenities) => update({ amenities })}
      />
    </>
  );
}
