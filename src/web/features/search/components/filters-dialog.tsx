import { LocateFixed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DISTANCE_RANGE, PRICE_RANGE, RATING_RANGE } from '#contract/constants';
import { SOFIA_BOUNDS } from '#contract/districts';
import { AMENITIES, AVAILABILITY, SURFACES } from '#contract/enum-values';
import { PLAYER_RATING_SLIDER } from '#contract/rating-values';
import { Button } from '#web/components/ui/button';
import { ChipGroup } from '#web/components/ui/chip-group';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { Slider } from '#web/components/ui/slider';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { type AdvancedFilters, NO_FILTERS, type Tab } from '../hooks/use-home-view';

/** The dialog's working copy, with the spec's defaults filled in (§3 "Filter state"). */
interface Draft {
  price: number[];
  rating: number;
  /** Undefined: no limit. A limit needs a starting point (a district, the user's position). */
  distance: number | undefined;
  surface: AdvancedFilters['surface'];
  amenities: AdvancedFilters['amenities'];
  availability: AdvancedFilters['availability'];
  /** Players' rating range; an end at the slider's limit sets no bound. */
  playerRating: number[];
}

const DEFAULT_DRAFT: Draft = {
  price: [PRICE_RANGE.min, PRICE_RANGE.max],
  rating: RATING_RANGE.min,
  distance: undefined,
  surface: [],
  amenities: [],
  availability: [],
  playerRating: [PLAYER_RATING_SLIDER.min, PLAYER_RATING_SLIDER.max],
};

function toDraft(filters: AdvancedFilters): Draft {
  return {
    price: [filters.priceMin ?? PRICE_RANGE.min, filters.priceMax ?? PRICE_RANGE.max],
    rating: filters.minRating ?? RATING_RANGE.min,
    distance: filters.maxDistance,
    surface: filters.surface,
    amenities: filters.amenities,
    availability: filters.availability,
    playerRating: [
      filters.ratingMin ?? PLAYER_RATING_SLIDER.min,
      filters.ratingMax ?? PLAYER_RATING_SLIDER.max,
    ],
  };
}

/** Only what differs from "no limit" is applied, and a distance only when the user set one. */
function toFilters(draft: Draft): AdvancedFilters {
  const [min = PRICE_RANGE.min, max = PRICE_RANGE.max] = draft.price;
  const [ratingMin = PLAYER_RATING_SLIDER.min, ratingMax = PLAYER_RATING_SLIDER.max] =
    draft.playerRating;
  return {
    ratingMin: ratingMin > PLAYER_RATING_SLIDER.min ? ratingMin : undefined,
    ratingMax: ratingMax < PLAYER_RATING_SLIDER.max ? ratingMax : undefined,
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
  /** Where distances count from: a district's centre, the user's position, or nowhere yet. */
  origin: 'district' | 'near' | null;
  onApply: (filters: AdvancedFilters) => void;
  /** The user's position, rounded, once they allowed it: `lat,lng`. */
  onLocate: (near: string) => void;
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
  const [locating, setLocating] = useState<'asking' | 'failed' | 'outside' | null>(null);

  function locate() {
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const { lat, lng } = SOFIA_BOUNDS;
        const inSofia =
          coords.latitude >= lat.min &&
          coords.latitude <= lat.max &&
          coords.longitude >= lng.min &&
          coords.longitude <= lng.max;
        if (!inSofia) return setLocating('outside');
        setLocating(null);
        props.onLocate(`${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`);
      },
      () => setLocating('failed'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }
  const [priceMin = 0, priceMax = 0] = draft.price;

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
              <DistanceFilter
                origin={props.origin}
                distance={draft.distance}
                onChange={(distance) => update({ distance })}
                locating={locating}
                onLocate={locate}
              />
            </>
          )}
          {!courts && (
            <div className="space-y-3">
              <p className="flex justify-between text-sm font-semibold">
                {t('player_rating_label')}
                <output className="font-normal text-muted-foreground">
                  {formatNumber(draft.playerRating[0] ?? 0, language)} –{' '}
                  {formatNumber(draft.playerRating[1] ?? 0, language)}
                </output>
              </p>
              <Slider
                min={PLAYER_RATING_SLIDER.min}
                max={PLAYER_RATING_SLIDER.max}
                step={PLAYER_RATING_SLIDER.step}
                minStepsBetweenThumbs={0}
                value={draft.playerRating}
                onValueChange={(playerRating) => update({ playerRating })}
                thumbLabels={[t('player_rating_min'), t('player_rating_max')]}
              />
            </div>
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

/**
 * The distance limit: off until the user turns it on, and offered only with a starting point;
 * without one, a way to give one (the browser asks for permission).
 */
function DistanceFilter(props: {
  origin: 'district' | 'near' | null;
  distance: number | undefined;
  onChange: (distance: number | undefined) => void;
  locating: 'asking' | 'failed' | 'outside' | null;
  onLocate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  if (!props.origin) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-semibold">{t('filter_distance')}</p>
        <p className="text-sm text-muted-foreground">{t('filter_distance_needs_origin')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={props.locating === 'asking'}
          onClick={props.onLocate}
        >
          <LocateFixed aria-hidden="true" />
          {props.locating === 'asking' ? t('filter_locating') : t('filter_use_location')}
        </Button>
        {(props.locating === 'failed' || props.locating === 'outside') && (
          <p role="alert" className="text-sm text-destructive">
            {t(props.locating === 'failed' ? 'filter_location_failed' : 'filter_location_outside')}
          </p>
        )}
      </div>
    );
  }
  const limited = props.distance !== undefined;
  return (
    <div className="space-y-3">
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:min-h-0">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={limited}
          onChange={(event) =>
            props.onChange(event.target.checked ? DISTANCE_RANGE.default : undefined)
          }
        />
        {t(props.origin === 'near' ? 'filter_distance_from_you' : 'filter_distance_from_district')}
      </label>
      {limited && (
        <>
          <p className="flex justify-between text-sm font-semibold">
            {t('filter_distance')}
            <output className="font-normal text-muted-foreground">
              {t('distance_value', { value: formatNumber(props.distance ?? 0, language) })}
            </output>
          </p>
          <Slider
            min={DISTANCE_RANGE.min}
            max={DISTANCE_RANGE.max}
            step={DISTANCE_RANGE.step}
            value={[props.distance ?? DISTANCE_RANGE.default]}
            onValueChange={([distance = DISTANCE_RANGE.default]) => props.onChange(distance)}
            thumbLabels={[t('filter_distance')]}
          />
        </>
      )}
    </div>
  );
}
