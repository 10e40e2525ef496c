import type { Player } from '../../contract/players';
import { START_DEVIATION } from '../../contract/rating-values';

/** A profile's rating columns, as the queries that show a rating select them. */
export interface RatingColumns {
  rating_points: number;
  rating_deviation: number | null;
  rated_results: number;
}

/** The rating as cards, pages and the profile show it: whole points. */
export function ratingOf(row: RatingColumns): Player['rating'] {
  return {
    points: row.rating_points,
    deviation: Math.round(row.rating_deviation ?? START_DEVIATION),
    results: row.rated_results,
  };
}
