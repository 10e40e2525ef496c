import type { SkillLevel } from './enum-values';

/**
 * Player ratings (docs/decisions/020): Glicko-2 over confirmed results, each result its own
 * rating period. A player with no rated result starts from their declared level. Plain values
 * without zod, so the home page can use them (the schema is in players.ts).
 */

/** Where a declared level starts; the migration's `rating_points` repeats this mapping. */
export const LEVEL_START_RATING: Record<SkillLevel, number> = {
  beginner: 1200,
  intermediate: 1500,
  advanced: 1800,
  professional: 2100,
};

/** A new player's deviation: the declared level is believed to within about one level. */
export const START_DEVIATION = 300;
export const START_VOLATILITY = 0.06;
/** Glicko-2's system constant: how fast volatility moves. */
export const RATING_TAU = 0.5;

/** Under this many rated results a rating is shown as provisional. */
export const PROVISIONAL_UNDER = 5;

/** The lowest and highest rating a filter takes. */
export const RATING_FILTER_MIN = 0;
export const RATING_FILTER_MAX = 4000;

/** A player's rating as cards and pages show it (players.ts `playerRatingSchema`). */
export interface PlayerRating {
  points: number;
  /** The rating deviation: the rating is points ± deviation. */
  deviation: number;
  /** Confirmed results the rating rests on ('level confirmed by N results'). */
  results: number;
}

export const isProvisional = (rating: PlayerRating) => rating.results < PROVISIONAL_UNDER;

/** 'Players for you': at most this many, within this many points of the viewer's rating. */
export const FOR_YOU_LIMIT = 6;
export const FOR_YOU_RATING_SPAN = 300;

/** The Players tab's rating slider; an end left at its limit sets no bound. */
export const PLAYER_RATING_SLIDER = { min: 800, max: 2600, step: 50 };
