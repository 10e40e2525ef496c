import { START_DEVIATION } from '#contract/rating-values';

/**
 * The rating as cards, pages and the profile show it (contract `playerRatingSchema`), written by
 * PostgreSQL from the profile aliased `alias`: whole points, the deviation rounded, the start's
 * deviation for a player not rated yet.
 */
export function ratingJsonSql(alias: string): string {
  return `json_build_object('points', ${alias}.rating_points,
    'deviation', round(coalesce(${alias}.rating_deviation, ${START_DEVIATION})::numeric)::int,
    'results', ${alias}.rated_results)`;
}
