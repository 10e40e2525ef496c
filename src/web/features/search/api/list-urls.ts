import type { CourtsQueryInput } from '#contract/courts';
import type { PlayersQueryInput } from '#contract/players';
import { toQueryString } from '#web/lib/api-client';
import type { HomeView } from '../hooks/use-home-view';

/**
 * GET /api/players for the view: search, level, district, availability and the rating range
 * apply to players, and the sort ('closest to my level' counts for a signed-in player only).
 */
export function playersUrl(view: HomeView): string {
  const query: PlayersQueryInput = {
    q: view.q.trim() || undefined,
    level: view.level,
    district: view.district,
    availability: view.filters.availability,
    ratingMin: view.filters.ratingMin,
    ratingMax: view.filters.ratingMax,
    sort: view.sort,
  };
  return `/api/players${toQueryString(query)}`;
}

/** GET /api/courts for the view: every filter but level applies to courts, and the time asked. */
export function courtsUrl(view: HomeView): string {
  const { filters } = view;
  const query: CourtsQueryInput = {
    q: view.q.trim() || undefined,
    district: view.district,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    minRating: filters.minRating,
    maxDistance: filters.maxDistance,
    near: view.near,
    surface: filters.surface,
    conditions: filters.conditions,
    amenities: filters.amenities,
    availability: filters.availability,
    date: view.when?.date,
    time: view.when?.time,
    durationHours: view.when?.hours,
  };
  return `/api/courts${toQueryString(query)}`;
}
