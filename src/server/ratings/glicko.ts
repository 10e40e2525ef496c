import glicko2 from 'glicko2';
import type { SkillLevel } from '#contract/enum-values';
import {
  LEVEL_START_RATING,
  RATING_TAU,
  START_DEVIATION,
  START_VOLATILITY,
} from '#contract/rating-values';

/** A player's Glicko-2 state on the usual scale (1500-centred points). */
export interface Glicko {
  rating: number;
  deviation: number;
  volatility: number;
}

/** Where a player with no rated result starts: their declared level, with a high deviation. */
export function startingGlicko(start: number): Glicko {
  return { rating: start, deviation: START_DEVIATION, volatility: START_VOLATILITY };
}

export const levelStart = (level: SkillLevel) => LEVEL_START_RATING[level];

/**
 * One rating period for `player` against `opponents` (1 won, 0 lost), everyone's state taken
 * as it was before the period: the package's Glicko-2 step.
 */
export function ratePeriod(player: Glicko, results: { opponent: Glicko; score: number }[]): Glicko {
  const ranking = new glicko2.Glicko2({ tau: RATING_TAU });
  const me = ranking.makePlayer(player.rating, player.deviation, player.volatility);
  ranking.updateRatings(
    results.map(({ opponent, score }) => [
      me,
      ranking.makePlayer(opponent.rating, opponent.deviation, opponent.volatility),
      score,
    ]),
  );
  return { rating: me.getRating(), deviation: me.getRd(), volatility: me.getVol() };
}

/** A confirmed result as its own rating period for both players: their states after it. */
export function rateMatch(winner: Glicko, loser: Glicko): { winner: Glicko; loser: Glicko } {
  return {
    winner: ratePeriod(winner, [{ opponent: loser, score: 1 }]),
    loser: ratePeriod(loser, [{ opponent: winner, score: 0 }]),
  };
}

/**
 * `player`'s chance to beat `opponent`: Glicko-2's expected score with both deviations combined,
 * so that a little-known rating on either side pulls the chance towards an even game.
 */
export function winChance(
  player: Pick<Glicko, 'rating' | 'deviation'>,
  opponent: Pick<Glicko, 'rating' | 'deviation'>,
): number {
  const ranking = new glicko2.Glicko2({ tau: RATING_TAU });
  return ranking.predict(
    ranking.makePlayer(player.rating, player.deviation),
    ranking.makePlayer(opponent.rating, opponent.deviation),
  );
}
