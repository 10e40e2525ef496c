import { PRICE_RANGE, RATING_RANGE } from '#contract/constants';
import { PLAYER_RATING_SLIDER } from '#contract/rating-values';
import type { AdvancedFilters } from '../../hooks/use-home-view';

/** The dialog's working copy, with "no limit" filled in where a filter is not set. */
export interface Draft {
  price: number[];
  rating: number;
  /** Undefined: no limit. A limit needs a starting point (a district, the user's position). */
  distance: number | undefined;
  surface: AdvancedFilters['surface'];
  conditions: AdvancedFilters['conditions'];
  amenities: AdvancedFilters['amenities'];
  availability: AdvancedFilters['availability'];
  /** Players' rating range; an end at the slider's limit sets no bound. */
  playerRating: number[];
}

export const DEFAULT_DRAFT: Draft = {
  price: [PRICE_RANGE.min, PRICE_RANGE.max],
  rating: RATING_RANGE.min,
  distance: undefined,
  surface: [],
  conditions: [],
  amenities: [],
  availability: [],
  playerRating: [PLAYER_RATING_SLIDER.min, PLAYER_RATING_SLIDER.max],
};

export function toDraft(filters: AdvancedFilters): Draft {
  return {
    price: [filters.priceMin ?? PRICE_RANGE.min, filters.priceMax ?? PRICE_RANGE.max],
    rating: filters.minRating ?? RATING_RANGE.min,
    distance: filters.maxDistance,
    surface: filters.surface,
    conditions: filters.conditions,
    amenities: filters.amenities,
    availability: filters.availability,
    playerRating: [
      filters.ratingMin ?? PLAYER_RATING_SLIDER.min,
      filters.ratingMax ?? PLAYER_RATING_SLIDER.max,
    ],
  };
}

/** Only what differs from "no limit" is applied, and a distance only when the user set one. */
export function toFilters(draft: Draft): AdvancedFilters {
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
    conditions: draft.conditions,
    amenities: draft.amenities,
    availability: draft.availability,
  };
}
