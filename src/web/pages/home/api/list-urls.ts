import type { CourtsQueryInput } from '../../../../contract/courts';
import type { PlayersQuery } from '../../../../contract/players';
import { toQueryString } from '../../../lib/api-client';
import type { HomeView } from '../hooks/use-home-view';

/** GET /api/players for the view: search, level, district and availability apply to players. */
export function playersUrl(view: HomeView): string {
  const query: PlayersQuery = {
    q: view.q.trim() || undefined,
    level: view.level,
    district: view.district,
    availability: view.filters.availability,
  };
  return `/api/players${toQueryString(query)}`;
}

/** GET /api/courts for the view: every filter but level applies to courts. */
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
    amenities: filters.amenities,
    availability: filters.availability,
  };
  return `/api/courts${toQueryString(query)}`;
}
